import { WatchVideo } from '../../kits/watch-video/watch-video.tsx';
import { LinkPurpose } from '../../ui/link-purpose.tsx';
import { BackgroundVideo, Image, isVideo } from '../../ui/media.tsx';
import { Paragraphs } from '../../ui/paragraphs.tsx';
import { Reveal } from '../../ui/reveal.tsx';
import { SmartLink } from '../../ui/smart-link.tsx';
import { useLocalize } from '../../ui/use-language.ts';
import type { BlockViewProps } from '../../view-types.ts';
import styles from './view.module.css';

/**
 * Welcome: subtitle, title, description, 'learn more' (to /about unless the content says otherwise)
 * beside a large video or image. The 'watch video' button shows only when asked for (the home page
 * keeps it hidden) and only with a video to play. Reveals at 20 % visibility (spec 000 §9).
 */
export default function WelcomeView({ block: { content } }: BlockViewProps<'WELCOME'>) {
  const l = useLocalize();
  const video = isVideo(content.videoUrl) ? content.videoUrl : undefined;
  const showWatch = content.showWatchVideo === true && !!video && !!content.buttonWatchVideo;
  return (
    <section className={`section ${styles.section}`}>
      <Reveal className={`container ${styles.grid}`} threshold={0.2}>
        <div>
          {content.subtitle && <p className="eyebrow">{l(content.subtitle)}</p>}
          <h2 className="section-title">{l(content.title)}</h2>
          {content.description && (
            <div className={styles.description}>
              <Paragraphs text={l(content.description)} />
            </div>
          )}
          {(content.buttonLearnMore || showWatch) && (
            <div className={styles.actions}>
              {content.buttonLearnMore && (
                <SmartLink className="btn btn-primary" to={content.learnMoreLink || '/about'}>
                  {l(content.buttonLearnMore)}
                  <LinkPurpose text={l(content.buttonLearnMore)} purpose={l(content.title)} />
                </SmartLink>
              )}
              {showWatch && video && (
                <WatchVideo className="btn btn-outline" label={l(content.buttonWatchVideo)} src={video} />
              )}
            </div>
          )}
        </div>
        {(video || content.imageUrl) && (
          <div className={styles.media}>
            <span className={styles.accent} aria-hidden="true" />
            {video ? (
              <BackgroundVideo className={styles.video} src={video} poster={content.imageUrl} />
            ) : (
              <Image src={content.imageUrl} alt="" width={1200} height={800} />
            )}
          </div>
        )}
      </Reveal>
    </section>
  );
}
