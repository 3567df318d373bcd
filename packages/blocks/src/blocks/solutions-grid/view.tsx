import type { CSSProperties } from 'react';
import { LinkPurpose } from '../../ui/link-purpose.tsx';
import { mediaUrl } from '../../ui/media.tsx';
import { Reveal } from '../../ui/reveal.tsx';
import { SmartLink } from '../../ui/smart-link.tsx';
import { useLocalize } from '../../ui/use-language.ts';
import type { BlockViewProps } from '../../view-types.ts';
import { cardImageSources, offsetStyle } from './card-image.ts';
import { solutionRoute } from './routes.ts';
import styles from './view.module.css';

type Card = BlockViewProps<'SOLUTIONS_GRID'>['block']['content']['cards'][number];

/**
 * The solutions grid (anchor #solutions-grid): one card per solution with its text, a 'learn more'
 * link to the solution's page (unknown ids go to '#'), 'contact us', and a picture chosen per device.
 * Cards reveal at 10 % visibility (spec 000 §9).
 */
export default function SolutionsGridView({ block: { content } }: BlockViewProps<'SOLUTIONS_GRID'>) {
  const l = useLocalize();
  return (
    <section id="solutions-grid" className="section" style={{ backgroundColor: content.backgroundColor }}>
      <div className="container">
        <Reveal as="header" className={styles.heading} threshold={0.2}>
          {content.subtitle && <p className="eyebrow">{l(content.subtitle)}</p>}
          <h2 className="section-title">{l(content.title)}</h2>
        </Reveal>
        <ul className={styles.cards}>
          {content.cards.map((card) => (
            <Reveal
              as="li"
              key={card.id}
              className={styles.card}
              threshold={0.1}
              data-layout={card.layout ?? 'image-top'}
              style={{ backgroundColor: card.color }}
            >
              <div className={styles.inner}>
                <div className={styles.body}>
                  <h3>{l(card.title)}</h3>
                  {card.description && <p>{l(card.description)}</p>}
                  {(card.buttonLearnMore || card.buttonContactUs) && (
                    <div className={styles.actions}>
                      {card.buttonLearnMore && (
                        <SmartLink className="btn btn-primary" to={solutionRoute(card.id)}>
                          {l(card.buttonLearnMore)}
                          <LinkPurpose text={l(card.buttonLearnMore)} purpose={l(card.title)} />
                        </SmartLink>
                      )}
                      {card.buttonContactUs && (
                        <SmartLink className="btn btn-outline" to="/contact">
                          {l(card.buttonContactUs)}
                          <LinkPurpose text={l(card.buttonContactUs)} purpose={l(card.title)} />
                        </SmartLink>
                      )}
                    </div>
                  )}
                </div>
                <CardImage card={card} />
              </div>
            </Reveal>
          ))}
        </ul>
      </div>
    </section>
  );
}

/** Mobile picture up to 480 px, tablet up to 1199 px, desktop above (spec 000 §9), each with its own offset. */
function CardImage({ card }: { card: Card }) {
  const sources = cardImageSources(card.images);
  if (!sources) return null;
  return (
    <div
      className={styles.picture}
      data-align={card.imageAlignment ?? 'center'}
      style={offsetStyle(card.imageOffset) as CSSProperties}
    >
      <picture>
        {sources.mobile && <source media="(max-width: 480px)" srcSet={mediaUrl(sources.mobile)} />}
        {sources.tablet && <source media="(max-width: 1199px)" srcSet={mediaUrl(sources.tablet)} />}
        {/* The card's title says what the solution is; the illustration adds nothing to read. */}
        <img src={mediaUrl(sources.desktop)} alt="" loading="lazy" decoding="async" width={800} height={600} />
      </picture>
    </div>
  );
}
