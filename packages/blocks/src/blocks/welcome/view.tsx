import { BackgroundVideo, Image, isVideo, mediaUrl } from '../../ui/media.tsx';
import { Paragraphs } from '../../ui/paragraphs.tsx';
import { SmartLink } from '../../ui/smart-link.tsx';
import { useLocalize } from '../../ui/use-language.ts';
import type { BlockViewProps } from '../../view-types.ts';
import styles from './view.module.css';

export default function WelcomeView({ block: { content } }: BlockViewProps<'WELCOME'>) {
  const l = useLocalize();
  const video = isVideo(content.videoUrl) ? content.videoUrl : undefined;
  return (
    <section className="section">
      <div className={`container ${styles.grid}`}>
        <div>
          {content.subtitle && <p className="eyebrow">{l(content.subtitle)}</p>}
          <h2 className="section-title" dir="auto">
            {l(content.title)}
          </h2>
          {content.description && (
            <div className={styles.description}>
              <Paragraphs text={l(content.description)} />
            </div>
          )}
          <div className={styles.actions}>
            {content.buttonLearnMore && (
              <SmartLink className="btn btn-primary" to={content.learnMoreLink || '/about'}>
                {l(content.buttonLearnMore)}
              </SmartLink>
            )}
            {content.showWatchVideo && video && content.buttonWatchVideo && (
              <a className="btn btn-outline" href={mediaUrl(video)}>
                {l(content.buttonWatchVideo)}
              </a>
            )}
          </div>
        </div>
        <div className={styles.media}>
          {video ? (
            <BackgroundVideo src={video} poster={content.imageUrl} />
          ) : (
            <Image src={content.imageUrl} alt="" width={1200} height={800} />
          )}
        </div>
      </div>
    </section>
  );
}
