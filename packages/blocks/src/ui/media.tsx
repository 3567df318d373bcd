import type { ImgHTMLAttributes } from 'react';

const VIDEO = /\.(mp4|webm)(\?.*)?$/i;

export function isVideo(path: string | undefined): boolean {
  return !!path && VIDEO.test(path);
}

/** Media paths are site-relative (/data/uploads/…); a configured API base is put in front of them. */
export function mediaUrl(path: string | undefined): string {
  if (!path) return '';
  const base = (import.meta.env?.VITE_API_BASE as string | undefined)?.replace(/\/+$/, '');
  return base && path.startsWith('/data/') ? `${base}${path}` : path;
}

type ImageProps = Omit<ImgHTMLAttributes<HTMLImageElement>, 'src'> & { src: string | undefined; alt: string };

/** An image that is never dragged in as an empty src. Below-the-fold by default: lazy, async decoding. */
export function Image({ src, alt, loading = 'lazy', decoding = 'async', ...rest }: ImageProps) {
  if (!src) return null;
  return <img src={mediaUrl(src)} alt={alt} loading={loading} decoding={decoding} {...rest} />;
}

/** A muted, looping background video; decoration only, so it has no controls and no captions. */
export function BackgroundVideo({
  src,
  poster,
  className,
}: {
  src: string;
  poster?: string | undefined;
  className?: string;
}) {
  return (
    <video
      className={className}
      src={mediaUrl(src)}
      poster={poster ? mediaUrl(poster) : undefined}
      autoPlay
      muted
      loop
      playsInline
      preload="metadata"
      tabIndex={-1}
      aria-hidden="true"
    />
  );
}
