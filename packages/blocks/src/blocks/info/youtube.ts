/** The 11-character id of a YouTube video in any of its usual URL forms (or the bare id). */
export function youtubeId(url: string | undefined): string | undefined {
  if (!url) return undefined;
  const value = url.trim();
  if (/^[\w-]{11}$/.test(value)) return value;
  let parsed: URL;
  try {
    parsed = new URL(value);
  } catch {
    return undefined;
  }
  const host = parsed.hostname.replace(/^(www\.|m\.)/, '');
  let id: string | null | undefined;
  if (host === 'youtu.be') id = parsed.pathname.split('/')[1];
  else if (host === 'youtube.com' || host === 'youtube-nocookie.com' || host === 'music.youtube.com') {
    id = parsed.searchParams.get('v') ?? parsed.pathname.match(/^\/(?:embed|shorts|live|v)\/([^/?#]+)/)?.[1];
  }
  return id && /^[\w-]{11}$/.test(id) ? id : undefined;
}

/** The privacy-friendly embed address of a YouTube video (no cookies until the visitor plays it). */
export function youtubeEmbedUrl(url: string | undefined): string | undefined {
  const id = youtubeId(url);
  return id ? `https://www.youtube-nocookie.com/embed/${id}?autoplay=1&rel=0` : undefined;
}
