import type { CSSProperties } from 'react';
import { mediaUrl } from '../../ui/media.tsx';
import { SmartLink } from '../../ui/smart-link.tsx';
import { useLocalize } from '../../ui/use-language.ts';
import type { BlockViewProps } from '../../view-types.ts';
import { solutionRoute } from './routes.ts';
import styles from './view.module.css';

type Card = BlockViewProps<'SOLUTIONS_GRID'>['block']['content']['cards'][number];

export default function SolutionsGridView({ block: { content } }: BlockViewProps<'SOLUTIONS_GRID'>) {
  const l = useLocalize();
  return (
    <section id="solutions-grid" className="section" style={{ backgroundColor: content.backgroundColor }}>
      <div className="container">
        <header className={styles.heading}>
          {content.subtitle && <p className="eyebrow">{l(content.subtitle)}</p>}
          <h2 className="section-title">{l(content.title)}</h2>
        </header>
        <ul className={styles.cards}>
          {content.cards.map((card) => (
            <li
              key={card.id}
              className={styles.card}
              data-layout={card.layout ?? 'image-right'}
              style={{ backgroundColor: card.color }}
            >
              <div className={styles.inner}>
                <div className={styles.body}>
                  <h3 dir="auto">{l(card.title)}</h3>
                  {card.description && <p dir="auto">{l(card.description)}</p>}
                  <div className={styles.actions}>
                    {card.buttonLearnMore && (
                      <SmartLink className="btn btn-primary" to={solutionRoute(card.id)}>
                        {l(card.buttonLearnMore)}
                      </SmartLink>
                    )}
                    {card.buttonContactUs && (
                      <SmartLink className="btn btn-outline" to="/contact">
                        {l(card.buttonContactUs)}
                      </SmartLink>
                    )}
                  </div>
                </div>
                <CardImage card={card} alt={l(card.title)} />
              </div>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}

/** Mobile image up to 480px, tablet up to 1199px, desktop above (spec 000 §9), each with its own offset. */
function CardImage({ card, alt }: { card: Card; alt: string }) {
  const { desktop, tablet, mobile } = card.images ?? {};
  const fallback = desktop || tablet || mobile;
  if (!fallback) return null;
  const offset = card.imageOffset;
  const style = {
    '--offset-desktop': offsetValue(offset?.desktop),
    '--offset-tablet': offsetValue(offset?.tablet ?? offset?.desktop),
    '--offset-mobile': offsetValue(offset?.mobile ?? offset?.tablet ?? offset?.desktop),
  } as CSSProperties;
  return (
    <picture className={styles.picture} data-align={card.imageAlignment ?? 'center'} style={style}>
      {mobile && <source media="(max-width: 480px)" srcSet={mediaUrl(mobile)} />}
      {tablet && <source media="(max-width: 1199px)" srcSet={mediaUrl(tablet)} />}
      <img src={mediaUrl(fallback)} alt={alt} loading="lazy" decoding="async" width={800} height={600} />
    </picture>
  );
}

function offsetValue(offset: { x: number; y: number } | undefined): string {
  return offset ? `${offset.x}px ${offset.y}px` : '0px 0px';
}
