import { BackgroundVideo, isVideo, mediaUrl } from '../../ui/media.tsx';
import { Paragraphs } from '../../ui/paragraphs.tsx';
import { useLocalize } from '../../ui/use-language.ts';
import type { BlockViewProps } from '../../view-types.ts';
import styles from './view.module.css';

export default function HeroView({ block: { content } }: BlockViewProps<'HERO'>) {
  const l = useLocalize();
  const video = isVideo(content.videoUrl) ? content.videoUrl : undefined;
  const image = content.backgroundImage || content.imageUrl || content.mainImage;
  return (
    <section
      className={styles.hero}
      style={image && !video ? { backgroundImage: `url("${mediaUrl(image)}")` } : undefined}
    >
      {video && <BackgroundVideo className={styles.video} src={video} poster={image} />}
      <div className={`container ${styles.inner}`}>
        <h1 className={styles.title} dir="auto">
          {l(content.title)}
        </h1>
        {content.subtitle && (
          <div className={styles.subtitle}>
            <Paragraphs text={l(content.subtitle)} />
          </div>
        )}
        {content.buttonText && (
          <a className="btn btn-accent" href="#solutions-grid">
            {l(content.buttonText)}
          </a>
        )}
      </div>
    </section>
  );
}
