import { BackgroundVideo } from '@site/blocks/react';
import styles from './login.module.css';

/**
 * Spec 001 §2 and §7: a background video on the login page. Ours is a slow, 8-second gradient loop
 * (web/public/media/login-background.webm, 115 KB, made with ffmpeg's `gradients` source) played
 * muted and looping over an animated CSS gradient of the same colours, which is all visitors who
 * prefer reduced motion see. Replace the file (or the path) to use footage of your own.
 */
export const LOGIN_BACKGROUND_VIDEO: string | undefined = '/media/login-background.webm';

export function LoginBackground({ video = LOGIN_BACKGROUND_VIDEO }: { video?: string | undefined }) {
  return (
    <div className={styles.background} aria-hidden="true">
      <div className={styles.glow} />
      {video && <BackgroundVideo src={video} className={styles.video} />}
    </div>
  );
}
