/**
 * The colour to draw on an editor-chosen background so it stays readable: the site's ink on light
 * colours, white on dark ones. Only #rgb / #rrggbb backgrounds are judged; anything else (a colour
 * name, rgb()) gets white, as the designs assume a strong colour.
 */
export function inkOn(background: string | undefined): string {
  const hex = background?.trim().match(/^#([0-9a-f]{3}|[0-9a-f]{6})$/i)?.[1];
  if (!hex) return '#fff';
  const full = hex.length === 3 ? [...hex].map((c) => c + c).join('') : hex;
  const [r, g, b] = [0, 2, 4].map((i) => {
    const channel = Number.parseInt(full.slice(i, i + 2), 16) / 255;
    return channel <= 0.03928 ? channel / 12.92 : ((channel + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  const luminance = 0.2126 * r + 0.7152 * g + 0.0722 * b;
  // Where white and the ink (#0f1f3d, luminance ≈ 0.015) give equal contrast.
  return luminance > 0.18 ? 'var(--color-ink)' : '#fff';
}
