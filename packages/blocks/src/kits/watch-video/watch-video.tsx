import { useState } from 'react';
import { mediaUrl } from '../../ui/media.tsx';
import { Modal } from '../../ui/modal.tsx';
import styles from './watch-video.module.css';

/** A 'watch video' button that plays the video, with its controls, in a modal (hero and welcome). */
export function WatchVideo({ label, src, className }: { label: string; src: string; className?: string }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" className={className} onClick={() => setOpen(true)} aria-haspopup="dialog">
        <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
          <circle cx="12" cy="12" r="11" fill="none" stroke="currentColor" strokeWidth="2" />
          <path d="M10 8v8l6-4z" fill="currentColor" />
        </svg>
        {label}
      </button>
      <Modal open={open} onClose={() => setOpen(false)} title={label} hideTitle className={styles.modal}>
        {/* biome-ignore lint/a11y/useMediaCaption: marketing videos here have no speech to caption */}
        <video className={styles.video} src={mediaUrl(src)} controls autoPlay playsInline />
      </Modal>
    </>
  );
}
