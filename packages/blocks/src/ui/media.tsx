import { type ImgHTMLAttributes, useEffect, useRef } from 'react';
import { preload } from 'react-dom';
import { useMediaInfo } from './media-context.tsx';
import { imageAttributes, mediaUrl, singleImageUrl } from './srcset.ts';
import { useLanguage } from './use-language.ts';
import { mayPlayBackgroundVideo } from './video-policy.ts';

export { mediaUrl } from './srcset.ts';

const VIDEO = /\.(mp4|webm)(\?.*)?$/i;

export function isVideo(path: string | undefined): boolean {
  return !!path && VIDEO.test(path);
}

type ImageProps = Omit<ImgHTMLAttributes<HTMLImageElement>, 'src'> & {
  src: string | undefined;
  alt: string;
  /** The page's main first-screen picture (one per page): fetched first, preloaded from the head. */
  priority?: boolean;
};

/**
 * An image that is never dragged in as an empty src. Below-the-fold by default: lazy, async decoding.
 * With the page's media info it gets a height in the image's real proportions (the view's width is
 * kept) and a `srcset` of its WebP copies; `sizes` defaults to the view's width (see srcset.ts).
 * Without alt text of its own, the image takes the media library's in the page's language (ADR 0032).
 * `loading="eager"` without `priority` fetches at low priority: an above-the-fold picture that is not
 * the main one (a logo) must not compete with it, and so React does not preload it from the head.
 */
export function Image({
  src,
  alt,
  priority = false,
  loading,
  decoding = 'async',
  fetchPriority,
  width,
  height,
  sizes,
  ...rest
}: ImageProps) {
  const info = useMediaInfo(src);
  const lang = useLanguage();
  if (!src) return null;
  const url = mediaUrl(src);
  const size = imageAttributes(src, info, { width, height, sizes });
  if (priority) {
    preload(url, { as: 'image', fetchPriority: 'high', imageSrcSet: size.srcSet, imageSizes: size.sizes });
  }
  const eager = priority || loading === 'eager';
  return (
    <img
      src={url}
      srcSet={size.srcSet}
      sizes={size.sizes}
      // A use without alt text of its own says what the media library says, in the page's language.
      alt={alt || info?.alt?.[lang] || ''}
      width={size.width}
      height={size.height}
      loading={eager ? 'eager' : 'lazy'}
      decoding={decoding}
      fetchPriority={priority ? 'high' : (fetchPriority ?? (eager ? 'low' : undefined))}
      {...rest}
    />
  );
}

/**
 * A muted, looping background video; decoration only, so it has no controls and no captions.
 * The server's HTML neither autoplays nor preloads it: the poster shows, and the browser starts
 * playback (and with it the download) once the video is near the viewport, unless the visitor
 * prefers reduced motion, saves data or is on a slow connection (video-policy.ts).
 */
export function BackgroundVideo({
  src,
  poster,
  className,
  priority = false,
}: {
  src: string;
  /** An image path; the poster is its widest WebP copy when the page knows one. */
  poster?: string | undefined;
  className?: string | undefined;
  /** The poster is the page's main first-screen picture: preload it. */
  priority?: boolean;
}) {
  const ref = useRef<HTMLVideoElement>(null);
  const posterInfo = useMediaInfo(poster);
  const posterUrl = poster ? singleImageUrl(poster, posterInfo) : undefined;
  if (priority && posterUrl) preload(posterUrl, { as: 'image', fetchPriority: 'high' });

  useEffect(() => {
    const video = ref.current;
    if (!video) return;
    const reduce = window.matchMedia?.('(prefers-reduced-motion: reduce)');
    let visible = false;
    const update = () => {
      const allowed = mayPlayBackgroundVideo(window);
      // The decision, for tests and curious developers: 'auto' plays while in view, 'off' never.
      video.dataset.playback = allowed ? 'auto' : 'off';
      if (visible && allowed) {
        video.muted = true;
        video.play().catch(() => {});
      } else if (!video.paused) video.pause();
    };
    const observer =
      typeof IntersectionObserver === 'function'
        ? new IntersectionObserver(
            (entries) => {
              visible = entries.some((entry) => entry.isIntersecting);
              update();
            },
            { rootMargin: '200px' },
          )
        : undefined;
    if (!observer) visible = true;
    update();
    observer?.observe(video);
    reduce?.addEventListener?.('change', update);
    return () => {
      observer?.disconnect();
      reduce?.removeEventListener?.('change', update);
    };
  }, []);

  return (
    <video
      ref={ref}
      className={className}
      src={mediaUrl(src)}
      poster={posterUrl}
      muted
      loop
      playsInline
      preload="none"
      tabIndex={-1}
      aria-hidden="true"
    />
  );
}
