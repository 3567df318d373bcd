import { useState } from 'react';
import { BackgroundVideo, Image, isVideo } from '../../ui/media.tsx';
import { Modal } from '../../ui/modal.tsx';
import { Reveal } from '../../ui/reveal.tsx';
import { useLocalize } from '../../ui/use-language.ts';
import type { BlockViewProps } from '../../view-types.ts';
import { infoStrings } from './strings.ts';
import styles from './view.module.css';
import { youtubeEmbedUrl } from './youtube.ts';

/**
 * Image and text. The optional video button opens the shared modal with the YouTube video; the
 * <iframe> exists only while the modal is open, so nothing is asked of YouTube before the click.
 */
export default function InfoView({ block: { content } }: BlockViewProps<'INFO'>) {
  const l = useLocalize();
  const s = infoStrings[l.lang];
  const [open, setOpen] = useState(false);
  const embed = youtubeEmbedUrl(content.youtubeVideoUrl);
  const showButton = content.showVideoButton !== false && !!embed;
  const buttonText = l(content.videoButtonText) || s.watchVideo;
  const title = l(content.title);
  const video = isVideo(content.videoUrl) ? content.videoUrl : undefined;
  const image = content.imageUrl && !isVideo(content.imageUrl) ? content.imageUrl : content.imageSrc;

  return (
    <section className={`section ${styles.info}`}>
      <div className={`container ${styles.layout}`}>
        <Reveal className={styles.text} threshold={0.15}>
          <h2 className="section-title">{title}</h2>
          {(content.descriptionParagraphs ?? []).map((paragraph) => (
            <p key={paragraph.id}>{l(paragraph.text)}</p>
          ))}
          {showButton && (
            <button
              type="button"
              className={`btn btn-primary ${styles.videoButton}`}
              onClick={() => setOpen(true)}
              aria-haspopup="dialog"
            >
              <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true" focusable="false">
                <circle cx="12" cy="12" r="11" fill="none" stroke="currentColor" strokeWidth="2" />
                <path d="M10 8v8l6-4z" fill="currentColor" />
              </svg>
              {buttonText}
            </button>
          )}
        </Reveal>
        {(video || image) && (
          <Reveal className={styles.media} threshold={0.15} delay={0.1}>
            <span className={styles.accent} aria-hidden="true" />
            {video ? (
              <BackgroundVideo className={styles.image} src={video} poster={image} />
            ) : (
              <Image className={styles.image} src={image} alt={l(content.imageAlt)} width={640} height={480} />
            )}
          </Reveal>
        )}
      </div>
      {showButton && (
        <Modal open={open} onClose={() => setOpen(false)} title={buttonText} hideTitle className={styles.modal}>
          <iframe
            className={styles.frame}
            src={embed}
            title={title ? `${s.videoTitle}: ${title}` : s.videoTitle}
            allow="accelerometer; autoplay; clipboard-write; encrypted-media; gyroscope; picture-in-picture"
            allowFullScreen
            referrerPolicy="strict-origin-when-cross-origin"
          />
        </Modal>
      )}
    </section>
  );
}
