import type { CSSProperties } from 'react';
import { Image } from '../../ui/media.tsx';
import { Paragraphs } from '../../ui/paragraphs.tsx';
import { Reveal } from '../../ui/reveal.tsx';
import { useLocalize } from '../../ui/use-language.ts';
import type { BlockViewProps } from '../../view-types.ts';
import { imageSide, ROW_STAGGER_S } from './side.ts';
import styles from './view.module.css';

function Blob({ className, color }: { className: string | undefined; color: string | undefined }) {
  if (!color) return null;
  return (
    <svg className={className} viewBox="0 0 200 200" aria-hidden="true" focusable="false">
      <path
        fill={color}
        d="M43.5-58.4C55.6-49.9 63.6-35 68.3-19.1 73-3.2 74.4 13.8 67.9 27.2 61.4 40.6 47 50.4 31.6 57.9 16.2 65.4-.2 70.6-15.8 67.4-31.4 64.2-46.2 52.6-56.6 38.1-67 23.6-73 6.2-70.7-10.1-68.4-26.4-57.8-41.6-44.1-50.1-30.4-58.6-15.2-60.4.7-61.4 16.6-62.3 31.4-66.9 43.5-58.4Z"
        transform="translate(100 100)"
      />
    </svg>
  );
}

export default function AlternatingFeaturesView({ block: { content } }: BlockViewProps<'ALTERNATING_FEATURES'>) {
  const l = useLocalize();
  const features = content.features ?? [];
  const style = content.backgroundColor ? ({ '--alt-bg': content.backgroundColor } as CSSProperties) : undefined;
  return (
    <section className={`section ${styles.section}`} style={style}>
      <Blob className={styles.endBlob} color={content.rightBlob?.color} />
      <Blob className={styles.startBlob} color={content.leftBlob?.color} />
      <div className={`container ${styles.inner}`}>
        <Reveal className={styles.head} threshold={0.2}>
          <Blob className={styles.titleBlob} color={content.titleBlob?.color} />
          <h2 className={`section-title ${styles.title}`} dir="auto">
            {l(content.mainTitle)}
          </h2>
        </Reveal>
        <div className={styles.rows}>
          {features.map((feature, index) => (
            <Reveal
              key={feature.id}
              className={styles.row}
              data-image={imageSide(index)}
              threshold={0.15}
              delay={index * ROW_STAGGER_S}
            >
              {feature.imageSrc && (
                <div className={styles.media}>
                  <Image
                    className={styles.image}
                    src={feature.imageSrc}
                    alt={l(feature.imageAlt)}
                    width={560}
                    height={420}
                  />
                </div>
              )}
              <div className={styles.text}>
                <h3 className={styles.featureTitle} dir="auto">
                  {l(feature.title)}
                </h3>
                <Paragraphs text={l(feature.description)} />
              </div>
            </Reveal>
          ))}
        </div>
      </div>
    </section>
  );
}
