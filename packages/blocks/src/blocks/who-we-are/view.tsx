import { Marquee } from '../../kits/marquee/marquee.tsx';
import { Image } from '../../ui/media.tsx';
import { Paragraphs } from '../../ui/paragraphs.tsx';
import { Reveal } from '../../ui/reveal.tsx';
import { useLocalize } from '../../ui/use-language.ts';
import type { BlockViewProps } from '../../view-types.ts';
import styles from './view.module.css';

/**
 * Who we are: subtitle, title and paragraphs, then a gallery that scrolls by itself in a seamless
 * loop (the images are drawn twice); it pauses on hover, focus and its button, and stands still for
 * reduced motion.
 */
export default function WhoWeAreView({ block: { content } }: BlockViewProps<'WHO_WE_ARE'>) {
  const l = useLocalize();
  const images = content.images ?? [];
  const title = l(content.title);
  return (
    <section className={`section ${styles.section}`}>
      <Reveal className={`container ${styles.intro}`} threshold={0.15}>
        <div>
          {content.subtitle && <p className="eyebrow">{l(content.subtitle)}</p>}
          <h2 className="section-title">{title}</h2>
        </div>
        {content.description && (
          <div className={styles.description}>
            <Paragraphs text={l(content.description)} />
          </div>
        )}
      </Reveal>
      {images.length > 0 && (
        <Marquee
          label={title}
          secondsPerItem={7}
          gap="clamp(1rem, 2vw, 1.5rem)"
          items={images.map((image) => ({
            key: image.id,
            render: (copy) => (
              <Image className={styles.image} src={image.src} alt={copy ? '' : l(image.alt)} width={600} height={420} />
            ),
          }))}
        />
      )}
    </section>
  );
}
