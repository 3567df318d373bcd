import { Image } from '../../ui/media.tsx';
import { Paragraphs } from '../../ui/paragraphs.tsx';
import { Reveal } from '../../ui/reveal.tsx';
import { useLocalize } from '../../ui/use-language.ts';
import type { BlockViewProps } from '../../view-types.ts';
import styles from './view.module.css';

/** Benefits: cards of illustration, title and text, each on its own background colour. */
export default function BenefitItemsView({ block: { content } }: BlockViewProps<'BENEFIT_ITEMS'>) {
  const l = useLocalize();
  if (content.items.length === 0 && !content.title) return null;
  return (
    <section className={`section ${styles.section}`}>
      <div className="container">
        {(content.title || content.subtitle) && (
          <Reveal className={styles.heading} threshold={0.2}>
            {content.subtitle && <p className="eyebrow">{l(content.subtitle)}</p>}
            {content.title && <h2 className="section-title">{l(content.title)}</h2>}
          </Reveal>
        )}
        <ul className={styles.grid}>
          {content.items.map((item, index) => (
            <Reveal
              as="li"
              key={item.id}
              className={styles.item}
              threshold={0.1}
              delay={Math.min(index, 3) * 0.1}
              style={{ backgroundColor: item.backgroundColor }}
            >
              {item.image && <Image className={styles.image} src={item.image} alt="" width={480} height={320} />}
              <div className={styles.body}>
                <h3>{l(item.title)}</h3>
                {item.description && <Paragraphs text={l(item.description)} />}
              </div>
            </Reveal>
          ))}
        </ul>
      </div>
    </section>
  );
}
