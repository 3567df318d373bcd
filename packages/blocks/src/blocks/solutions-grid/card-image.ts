/** Per-device pictures and offsets of a solution card (spec 000 §2, §9: 480 px and 1199 px). */

type Devices<T> = { desktop?: T | undefined; tablet?: T | undefined; mobile?: T | undefined };
type Offset = { x?: number | undefined; y?: number | undefined };

/**
 * The picture for each device, each falling back to the next larger one (mobile → tablet → desktop)
 * and the desktop one to whichever exists; `undefined` when the card has no picture at all. A source
 * is left out when it would repeat the next larger one.
 */
export function cardImageSources(
  images: Devices<string> | undefined,
): { desktop: string; tablet?: string; mobile?: string } | undefined {
  const desktop = images?.desktop || images?.tablet || images?.mobile;
  if (!desktop) return undefined;
  const tablet = images?.tablet || desktop;
  const mobile = images?.mobile || tablet;
  return {
    desktop,
    ...(tablet !== desktop ? { tablet } : {}),
    ...(mobile !== tablet ? { mobile } : {}),
  };
}

/**
 * Offsets as CSS custom properties, one pair per device, each falling back to the next larger
 * device's. x is along the line of text (positive: towards its end, so it mirrors in Arabic), y down;
 * a missing one is 0.
 */
export function offsetStyle(offsets: Devices<Offset> | undefined): Record<string, string> {
  const desktop = offsets?.desktop ?? { x: 0, y: 0 };
  const tablet = offsets?.tablet ?? desktop;
  const mobile = offsets?.mobile ?? tablet;
  const style: Record<string, string> = {};
  for (const [device, offset] of Object.entries({ desktop, tablet, mobile })) {
    style[`--offset-x-${device}`] = `${offset.x ?? 0}px`;
    style[`--offset-y-${device}`] = `${offset.y ?? 0}px`;
  }
  return style;
}
