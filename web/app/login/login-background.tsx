import { BackgroundVideo } from '@site/blocks/react';
import styles from './login.module.css';

/**
 * Spec 001 §2 and §7 call for a background video on the login page, but the repository ships no such
 * file and the site cannot fetch one. Until a video is added (put it in web/public/login/ or upload it,
 * then set its path here), the page shows an animated CSS gradient: a few kilobytes instead of
 * megabytes, and still when the visitor prefers reduced motion. With a path set, the video plays
 * muted and looping over the gradient, hidden from assistive technology, and is hidden again for
 * visitors who prefer reduced motion.
 */
export const LOGIN_BACKGROUND_VIDEO: string | undefined = undefined;

export function LoginBackground({ video = LOGIN_BACKGROUND_VIDEO }: { video?: string | undefined }) {
  return (
    <div className={styles.background} aria-hidden="true">
      <div className={styles.glow} />
      {video && <BackgroundVideo src={video} className={styles.video} />}
    </div>
  );
}
