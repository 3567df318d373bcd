import type { CSSProperties } from 'react';
import { LinkPurpose } from '../../ui/link-purpose.tsx';
import { Image } from '../../ui/media.tsx';
import { Reveal } from '../../ui/reveal.tsx';
import { SmartLink } from '../../ui/smart-link.tsx';
import { useLocalize } from '../../ui/use-language.ts';
import type { BlockViewProps } from '../../view-types.ts';
import styles from './view.module.css';

/** Spec 001 §9: reveal stagger per item. */
const STAGGER_S = 0.1;
const BACKGROUNDS = ['#e6f3f1', '#fdf3df', '#e8edfb'];

/** Product cards side by side: logo, description and a button to the card's solution page. */
export default function FeatureCardsView({ block: { content } }: BlockViewProps<'FEATURE_CARDS'>) {
  const l = useLocalize();
  return (
    <section className={`section ${styles.features}`}>
      <div className="container">
        {content.mainTitle && (
          <Reveal threshold={0.2}>
            <h2 className={`section-title ${styles.heading}`}>{l(content.mainTitle)}</h2>
          </Reveal>
        )}
        <ul className={styles.grid}>
          {content.cards.map((card, index) => {
            const button = l(card.buttonText);
            return (
              <Reveal
                as="li"
                key={card.id}
                className={styles.card}
                threshold={0.15}
                delay={index * STAGGER_S}
                style={
                  { '--card-bg': card.backgroundColor || BACKGROUNDS[index % BACKGROUNDS.length] } as CSSProperties
                }
              >
                {card.logo && (
                  <Image className={styles.logo} src={card.logo} alt={l(card.logoAlt)} width={240} height={60} />
                )}
                {card.description && <p className={styles.description}>{l(card.description)}</p>}
                {button && card.linkTo && (
                  <SmartLink className={`btn btn-primary ${styles.button}`} to={card.linkTo}>
                    {button}
                    <LinkPurpose text={button} purpose={l(card.logoAlt)} />
                    <span className={styles.arrow} aria-hidden="true">
                      →
                    </span>
                  </SmartLink>
                )}
              </Reveal>
            );
          })}
        </ul>
      </div>
    </section>
  );
}
