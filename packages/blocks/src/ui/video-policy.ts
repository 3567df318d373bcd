interface NetworkInformationLike {
  saveData?: boolean;
  effectiveType?: string;
}

/** Connections on which a decorative video would take the bandwidth the page itself needs. */
const SLOW = new Set(['slow-2g', '2g', '3g']);

/**
 * Whether a decorative background video may download and play: not for visitors who prefer reduced
 * motion, ask to save data, or are on a slow connection (Network Information API, where the browser
 * has it). Browser only.
 */
export function mayPlayBackgroundVideo(win: Window = window): boolean {
  if (win.matchMedia?.('(prefers-reduced-motion: reduce)').matches) return false;
  const connection = (win.navigator as Navigator & { connection?: NetworkInformationLike }).connection;
  if (connection?.saveData) return false;
  return !(connection?.effectiveType && SLOW.has(connection.effectiveType));
}
