import { createContext, type ReactNode, useContext, useMemo } from 'react';
import type { MediaInfo } from '../page.ts';

interface MediaScope {
  media: Readonly<Record<string, MediaInfo>>;
  /** Id of the page's first block: the only one whose picture may be preloaded. */
  lead: string | undefined;
}

const MediaContext = createContext<MediaScope>({ media: {}, lead: undefined });

/**
 * The size and WebP copies of the images a page uses (`page.media` from the API), for `Image`.
 * Providers nest: an inner one adds its page's media to the outer one's. `lead` names the block
 * at the top of the page, whose hero picture is preloaded.
 */
export function MediaProvider({
  media,
  lead,
  children,
}: {
  media: Readonly<Record<string, MediaInfo>> | undefined;
  lead?: string | undefined;
  children: ReactNode;
}) {
  const outer = useContext(MediaContext).media;
  const value = useMemo(() => ({ media: media ? { ...outer, ...media } : outer, lead }), [outer, media, lead]);
  return <MediaContext.Provider value={value}>{children}</MediaContext.Provider>;
}

/** What is known about the image at `path`, or undefined (an upload made in this edit session). */
export function useMediaInfo(path: string | undefined): MediaInfo | undefined {
  const { media } = useContext(MediaContext);
  return path && Object.hasOwn(media, path) ? media[path] : undefined;
}

/** True for the block at the top of the page: its first-screen picture is the page's one preloaded image. */
export function useIsLeadBlock(blockId: string): boolean {
  return useContext(MediaContext).lead === blockId;
}

/** The id of the first block by `order`, for `MediaProvider`'s `lead`. */
export function leadBlockId(blocks: ReadonlyArray<{ id: string; order: number }>): string | undefined {
  let first: { id: string; order: number } | undefined;
  for (const block of blocks) if (!first || block.order < first.order) first = block;
  return first?.id;
}
