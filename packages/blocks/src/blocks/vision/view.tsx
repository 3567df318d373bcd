import { Image } from '../../ui/media.tsx';
import { Paragraphs } from '../../ui/paragraphs.tsx';
import { Reveal } from '../../ui/reveal.tsx';
import { useLocalize } from '../../ui/use-language.ts';
import type { BlockViewProps } from '../../view-types.ts';
import styles from './view.module.css';

/**
 * Vision: one panel per section (image, title, text split into paragraphs at its line breaks) on the
 * section's own background colour; the image changes side from one section to the next.
 */
export default function VisionView({ block: { content } }: BlockViewProps<'VISION'>) {
  const l = useLocalize();
  if (content.sections.length === 0) return null;
  return (
    <section className="section">
      <div className={`container ${styles.list}`}>
        {content.sections.map((section, index) => (
          <Reveal
            as="article"
            key={section.id}
            className={styles.panel}
            threshold={0.15}
            data-flip={index % 2 === 1 ? '' : undefined}
            style={{ backgroundColor: section.backgroundColor }}
          >
            {section.image && (
              <div className={styles.media}>
                <Image src={section.image} alt={l(section.image_alt)} width={600} height={480} />
              </div>
            )}
            <div className={styles.text}>
              <h2 className={styles.title}>{l(section.title)}</h2>
              {section.description && <Paragraphs text={l(section.description)} />}
            </div>
          </Reveal>
        ))}
      </div>
    </section>
  );
}
