import { Image } from '../../ui/media.tsx';
import { Paragraphs } from '../../ui/paragraphs.tsx';
import { Reveal } from '../../ui/reveal.tsx';
import { useLocalize } from '../../ui/use-language.ts';
import type { BlockViewProps } from '../../view-types.ts';
import styles from './view.module.css';

/** Learn and thrive: a title over two columns of text (left one first; mirrored in Arabic) and a wide image. */
export default function LearnThriveView({ block: { content } }: BlockViewProps<'LEARN_THRIVE'>) {
  const l = useLocalize();
  return (
    <section className={`section ${styles.section}`}>
      <div className="container">
        <Reveal className={styles.heading} threshold={0.2}>
          {content.subtitle && <p className="eyebrow">{l(content.subtitle)}</p>}
          <h2 className="section-title">{l(content.title)}</h2>
        </Reveal>
        <Reveal className={styles.columns} threshold={0.1}>
          {content.descriptionLeft && (
            <div className={styles.column}>
              <Paragraphs text={l(content.descriptionLeft)} />
            </div>
          )}
          {content.descriptionRight && (
            <div className={styles.column}>
              <Paragraphs text={l(content.descriptionRight)} />
            </div>
          )}
        </Reveal>
        {content.image && (
          <Reveal className={styles.figure} threshold={0.1}>
            <Image src={content.image} alt={l(content.image_alt)} width={1200} height={560} />
          </Reveal>
        )}
      </div>
    </section>
  );
}
