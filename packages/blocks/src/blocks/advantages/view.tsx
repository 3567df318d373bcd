import { BackgroundVideo, Image, isVideo } from '../../ui/media.tsx';
import { Reveal } from '../../ui/reveal.tsx';
import { SmartLink } from '../../ui/smart-link.tsx';
import { useLocalize } from '../../ui/use-language.ts';
import type { BlockViewProps } from '../../view-types.ts';
import { AdvantageIcon } from './icons.tsx';
import { advantageDelay } from './stagger.ts';
import styles from './view.module.css';

/**
 * Advantages: subtitle, title, a looping muted video or an image with two decorative blobs, the
 * advantages (icon, title, text; revealed one after another, 0.1 s apart from 0.3 s) and a button
 * to /contact unless the content names another link. Nothing at all without content.
 */
export default function AdvantagesView({ block: { content } }: BlockViewProps<'ADVANTAGES'>) {
  const l = useLocalize();
  const items = content.advantages ?? [];
  // Spec 000 §2: the block renders nothing without content.
  if (!content.title && !content.subtitle && items.length === 0) return null;
  const video = isVideo(content.videoUrl) ? content.videoUrl : undefined;
  return (
    <section className={`section ${styles.section}`}>
      <div className={`container ${styles.grid}`} data-media={video || content.imageUrl ? '' : undefined}>
        {(video || content.imageUrl) && (
          <Reveal className={styles.media} threshold={0.15}>
            {content.showYellowBlob !== false && <span className={styles.blobYellow} aria-hidden="true" />}
            {content.showGreenBlob !== false && <span className={styles.blobGreen} aria-hidden="true" />}
            {video ? (
              <BackgroundVideo className={styles.video} src={video} poster={content.imageUrl} />
            ) : (
              <Image src={content.imageUrl} alt="" width={1200} height={900} />
            )}
          </Reveal>
        )}
        <div>
          {content.subtitle && <p className="eyebrow">{l(content.subtitle)}</p>}
          {content.title && <h2 className="section-title">{l(content.title)}</h2>}
          <ul className={styles.list}>
            {items.map((item, index) => (
              <Reveal as="li" key={item.id} className={styles.item} threshold={0.1} delay={advantageDelay(index)}>
                <span className={styles.icon} style={{ backgroundColor: item.iconBackgroundColor }}>
                  <AdvantageIcon name={item.iconId ?? item.icon} />
                </span>
                <div>
                  <h3>{l(item.title)}</h3>
                  {item.description && <p>{l(item.description)}</p>}
                </div>
              </Reveal>
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
