import type { CSSProperties } from 'react';
import { Image } from '../../ui/media.tsx';
import { useIsLeadBlock } from '../../ui/media-context.tsx';
import { Reveal } from '../../ui/reveal.tsx';
import { Slider } from '../../ui/slider.tsx';
import { SmartLink } from '../../ui/smart-link.tsx';
import { useLocalize } from '../../ui/use-language.ts';
import type { BlockViewProps } from '../../view-types.ts';
import styles from './view.module.css';

// Kept in step with schema.ts (views do not import the schema at runtime).
const DEMO_FORM_ANCHOR = '#request-demo-form';
const DEFAULT_SECONDARY_LINK = '/contact';
/** The picture's column: the whole width on phones, about half of the container beside the text. */
const SIZES = '(max-width: 900px) 100vw, 640px';

/**
 * A solution page's banner: logo, title, subtitle and buttons beside a picture (or the open-source
 * page's slider of pictures) that sits on decorative blobs. No button texts → no buttons.
 */
export default function SolutionHeroView({ block: { id, content } }: BlockViewProps<'SOLUTION_HERO'>) {
  const l = useLocalize();
  // At the top of the page, the picture (or the first slide) is the page's main image.
  const lead = useIsLeadBlock(id);
  const primary = l(content.primaryButtonText);
  const secondary = l(content.secondaryButtonText);
  const slides = (content.sliderImages ?? []).filter((image) => image.src);
  const style = {
    '--hero-bg': content.backgroundColor,
    '--blob-fill': content.blobFillColor,
    '--blob-stroke': content.blobStrokeColor,
    '--blob-top-start': content.topLeftBlobColor,
    '--blob-bottom-start': content.bottomLeftBlobColor,
    '--blob-bottom-end': content.bottomRightBlobColor,
  } as CSSProperties;
  const hasCornerBlobs = !!(content.topLeftBlobColor || content.bottomLeftBlobColor || content.bottomRightBlobColor);

  return (
    <section className={styles.hero} style={style}>
      {hasCornerBlobs && (
        <>
          {content.topLeftBlobColor && <Blob className={styles.cornerTopStart} />}
          {content.bottomLeftBlobColor && <Blob className={styles.cornerBottomStart} />}
          {content.bottomRightBlobColor && <Blob className={styles.cornerBottomEnd} />}
        </>
      )}
      <div className={`container ${styles.inner}`}>
        <div className={styles.text}>
          {content.logo && (
            <Image className={styles.logo} src={content.logo} alt="" loading="eager" width={220} height={56} />
          )}
          <h1 className={styles.title}>{l(content.title)}</h1>
          {content.subtitle && (
            <div className={styles.subtitle}>
              {l(content.subtitle)
                .split(/\r?\n/)
                .map((line) => line.trim())
                .filter(Boolean)
                .map((line) => (
                  <p key={line}>{line}</p>
                ))}
            </div>
          )}
          {(primary || secondary) && (
            <div className={styles.actions}>
              {primary && (
                <a className="btn btn-primary" href={DEMO_FORM_ANCHOR}>
                  {primary}
                </a>
              )}
              {secondary && (
                <SmartLink className="btn btn-outline" to={content.secondaryButtonLink || DEFAULT_SECONDARY_LINK}>
                  {secondary}
                </SmartLink>
              )}
            </div>
          )}
        </div>
        {(slides.length > 0 || content.imageSrc) && (
          <Reveal className={styles.media} threshold={0.1} delay={0.1}>
            <Blob className={styles.blob} />
            <svg className={styles.ring} viewBox="0 0 200 200" aria-hidden="true" focusable="false">
              <circle cx="100" cy="100" r="92" />
            </svg>
            {slides.length > 0 ? (
              <Slider
                className={styles.slider ?? ''}
                label={l(content.imageAlt) || l(content.title)}
                slides={slides.map((image, index) => (
                  <Image
                    key={image.id}
                    className={styles.slide}
                    src={image.src}
                    alt={l(image.alt)}
                    priority={index === 0 && lead}
                    loading={index === 0 ? 'eager' : 'lazy'}
                    width={640}
                    height={480}
                    sizes={SIZES}
                  />
                ))}
                perView={{ base: 1 }}
                loop
                autoplay={{ delay: 5000 }}
                bullets
              />
            ) : (
              <Image
                className={styles.image}
                src={content.imageSrc}
                alt={l(content.imageAlt)}
                priority={lead}
                loading="eager"
                width={640}
                height={480}
                sizes={SIZES}
              />
            )}
          </Reveal>
        )}
      </div>
    </section>
  );
}

function Blob({ className }: { className: string | undefined }) {
  return (
    <svg className={className} viewBox="0 0 200 200" aria-hidden="true" focusable="false">
      <path
        d="M46.5-61.6C58.6-50.4 66.1-34.7 69.6-18.3 73.1-1.9 72.6 15.2 65.5 28.9 58.4 42.6 44.7 52.9 29.3 60.5 13.9 68.1-3.2 73-20.6 70-38 67-55.7 56.1-65.2 40.6-74.7 25.1-76 5-71.1-12.8-66.2-30.6-55.1-46.1-41.2-57.1-27.3-68.1-10.6-74.6 4.3-79.8 19.2-85 34.4-72.8 46.5-61.6Z"
        transform="translate(100 100)"
      />
    </svg>
  );
}
