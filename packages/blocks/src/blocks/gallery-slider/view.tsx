import { Image } from '../../ui/media.tsx';
import { Reveal } from '../../ui/reveal.tsx';
import { Slider } from '../../ui/slider.tsx';
import { useLocalize } from '../../ui/use-language.ts';
import type { BlockViewProps } from '../../view-types.ts';
import styles from './view.module.css';

/** Spec 000 §9: the gallery glides without pause (autoplay delay 0), one slide per 8000 ms, looped. */
export const GALLERY_MS_PER_SLIDE = 8000;

/** A title over a looping gallery that glides by itself (pausable; still for reduced motion). */
export default function GallerySliderView({ block: { content } }: BlockViewProps<'GALLERY_SLIDER'>) {
  const l = useLocalize();
  const title = l(content.title);
  if (content.images.length === 0 && !title) return null;
  return (
    <section className={`section ${styles.section}`}>
      {(title || content.subtitle) && (
        <Reveal className={`container ${styles.heading}`} threshold={0.2}>
          {content.subtitle && <p className="eyebrow">{l(content.subtitle)}</p>}
          {title && <h2 className="section-title">{title}</h2>}
        </Reveal>
      )}
      {content.images.length > 0 && (
        <Reveal className={styles.slider} threshold={0.1}>
          <Slider
            label={title || l(content.subtitle)}
            gap={24}
            loop
            autoScroll={{ msPerSlide: GALLERY_MS_PER_SLIDE }}
            bullets={false}
            perView={{ base: 1, 480: 2, 768: 3, 1200: 4 }}
            slides={content.images.map((image) => (
              <Image
                key={image.id}
                className={styles.image}
                src={image.src}
                alt={l(image.alt)}
                width={600}
                height={420}
              />
            ))}
          />
        </Reveal>
      )}
    </section>
  );
}
