import { BackgroundVideo, Image, isVideo } from '../../ui/media.tsx';
import { SmartLink } from '../../ui/smart-link.tsx';
import { useLocalize } from '../../ui/use-language.ts';
import type { BlockViewProps } from '../../view-types.ts';
import { AdvantageIcon } from './icons.tsx';
import styles from './view.module.css';

export default function AdvantagesView({ block: { content } }: BlockViewProps<'ADVANTAGES'>) {
  const l = useLocalize();
  const items = content.advantages ?? [];
  // Spec 000 §2: the block renders nothing without content.
  if (!content.title && items.length === 0) return null;
  const video = isVideo(content.videoUrl) ? content.videoUrl : undefined;
  return (
    <section className={`section ${styles.section}`}>
      <div className={`container ${styles.grid}`}>
        <div className={styles.media}>
          {content.showYellowBlob !== false && <span className={styles.blobYellow} aria-hidden="true" />}
          {content.showGreenBlob !== false && <span className={styles.blobGreen} aria-hidden="true" />}
          {video ? (
            <BackgroundVideo className={styles.video} src={video} poster={content.imageUrl} />
          ) : (
            <Image src={content.imageUrl} alt="" width={1200} height={900} />
          )}
        </div>
        <div>
          {content.subtitle && <p className="eyebrow">{l(content.subtitle)}</p>}
          {content.title && <h2 className="section-title">{l(content.title)}</h2>}
          <ul className={styles.list}>
            {items.map((item) => (
              <li key={item.id} className={styles.item}>
                <span className={styles.icon} style={{ backgroundColor: item.iconBackgroundColor }}>
                  <AdvantageIcon name={item.iconId ?? item.icon} />
                </span>
                <div>
                  <h3 dir="auto">{l(item.title)}</h3>
                  {item.description && <p dir="auto">{l(item.description)}</p>}
                </div>
              </li>
            ))}
          </ul>
          {content.buttonText && (
            <SmartLink className="btn btn-primary" to={content.buttonLink || '/contact'}>
              {l(content.buttonText)}
            </SmartLink>
          )}
        </div>
      </div>
    </section>
  );
}
