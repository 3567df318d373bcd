import { useLocation } from 'react-router';
import { WatchVideo } from '../../kits/watch-video/watch-video.tsx';
import { BackgroundVideo, Image, isVideo } from '../../ui/media.tsx';
import { useIsLeadBlock } from '../../ui/media-context.tsx';
import { Paragraphs } from '../../ui/paragraphs.tsx';
import { SmartLink } from '../../ui/smart-link.tsx';
import { useLocalize } from '../../ui/use-language.ts';
import type { BlockViewProps } from '../../view-types.ts';
import styles from './view.module.css';

/** Where the hero's button goes when the content names no link: the home page's solutions grid. */
export const DEFAULT_HERO_LINK = '#solutions-grid';

/**
 * The banner at the top of a page. Every variant the pages use: a background video (muted, looping,
 * its image as the poster; BackgroundVideo decides when it plays) or image, the title, an optional
 * subtitle (one paragraph per line), an optional button (by default to #solutions-grid), an optional 'watch video' button, and an optional
 * foreground picture (teamImage or mainImage) beside the text, or below it on small screens.
 */
export default function HeroView({ block: { id, content } }: BlockViewProps<'HERO'>) {
  const l = useLocalize();
  const { pathname } = useLocation();
  // At the top of the page, the backdrop (else the foreground picture) is the page's main image.
  const lead = useIsLeadBlock(id);
  const video = isVideo(content.videoUrl) ? content.videoUrl : undefined;
  const background = content.backgroundImage || content.imageUrl;
  const foreground = content.teamImage || content.mainImage;
  const link = content.buttonLink || DEFAULT_HERO_LINK;

  return (
    <section
      className={styles.hero}
      // Home: the header floats over the hero, which is taller and keeps room for it.
      data-size={pathname === '/' ? 'full' : foreground ? 'split' : 'compact'}
    >
      {video ? (
        <BackgroundVideo className={styles.background} src={video} poster={background} priority={lead} />
      ) : (
        background && (
          <Image
            className={styles.background}
            src={background}
            alt=""
            priority={lead}
            loading="eager"
            width={1920}
            height={1080}
            sizes="100vw"
          />
        )
      )}
      <div className={`container ${styles.inner}`} data-split={foreground ? '' : undefined}>
        <div className={styles.text}>
          <h1 className={styles.title}>{l(content.title)}</h1>
          {content.subtitle && (
            <div className={styles.subtitle}>
              <Paragraphs text={l(content.subtitle)} />
            </div>
          )}
          {(content.buttonText || (video && content.watchVideoText)) && (
            <div className={styles.actions}>
              {content.buttonText &&
                (link.startsWith('#') ? (
                  <a className="btn btn-accent" href={link}>
                    {l(content.buttonText)}
                  </a>
                ) : (
                  <SmartLink className="btn btn-accent" to={link}>
                    {l(content.buttonText)}
                  </SmartLink>
                ))}
              {video && content.watchVideoText && (
                <WatchVideo className={`btn ${styles.watch}`} label={l(content.watchVideoText)} src={video} />
              )}
            </div>
          )}
        </div>
        {foreground && (
          <div className={styles.figure}>
            <Image
              src={foreground}
              alt={l(content.image_alt)}
              priority={lead && !background && !video}
              loading="eager"
              width={800}
              height={620}
              sizes="(max-width: 600px) 100vw, 560px"
            />
          </div>
        )}
      </div>
    </section>
  );
}
