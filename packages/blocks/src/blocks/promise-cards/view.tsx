import { Paragraphs } from '../../ui/paragraphs.tsx';
import { Reveal } from '../../ui/reveal.tsx';
import { useLocalize } from '../../ui/use-language.ts';
import type { BlockViewProps } from '../../view-types.ts';
import styles from './view.module.css';

/** Our promise: a main title over numbered cards of title and text. */
export default function PromiseCardsView({ block: { content } }: BlockViewProps<'PROMISE_CARDS'>) {
  const l = useLocalize();
  return (
    <section className={`section ${styles.section}`}>
      <div className="container">
        <Reveal className={styles.heading} threshold={0.2}>
          {content.subtitle && <p className="eyebrow">{l(content.subtitle)}</p>}
          <h2 className="section-title">{l(content.mainTitle)}</h2>
        </Reveal>
        <ol className={styles.grid}>
          {content.cards.map((card, index) => (
            <Reveal as="li" key={card.id} className={styles.card} threshold={0.1} delay={(index % 3) * 0.1}>
              <span className={styles.number} aria-hidden="true">
                {String(index + 1).padStart(2, '0')}
              </span>
              <h3>{l(card.title)}</h3>
              {card.description && <Paragraphs text={l(card.description)} />}
            </Reveal>
          ))}
        </ol>
      </div>
    </section>
  );
}
