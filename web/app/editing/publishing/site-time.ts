/**
 * The site's time zone (issue #19): scheduled publishes are chosen and shown in it, whatever the
 * editor's computer says, so "10:00" means 10:00 in Riyadh for every editor.
 */
export const SITE_TIME_ZONE = 'Asia/Riyadh';

/** Minutes `timeZone` is ahead of UTC at instant `ms`. */
function offsetMinutes(ms: number, timeZone: string): number {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone,
    hourCycle: 'h23',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
  }).formatToParts(new Date(ms));
  const part = (type: string) => Number(parts.find((p) => p.type === type)?.value);
  const wall = Date.UTC(part('year'), part('month') - 1, part('day'), part('hour'), part('minute'), part('second'));
  return Math.round((wall - ms) / 60_000);
}

/** A wall-clock time `YYYY-MM-DDTHH:mm` (a datetime-local value) in `timeZone` → the instant it names. */
export function zonedToInstant(local: string, timeZone = SITE_TIME_ZONE): Date | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/.exec(local);
  if (!match) return null;
  const [, y, mo, d, h, mi] = match.map(Number) as [number, number, number, number, number, number];
  const wall = Date.UTC(y, mo - 1, d, h, mi);
  // The offset at the guess, then again at the result: right across a daylight-saving change.
  let instant = wall - offsetMinutes(wall, timeZone) * 60_000;
  instant = wall - offsetMinutes(instant, timeZone) * 60_000;
  return new Date(instant);
}

/** The instant as a datetime-local value in `timeZone`. */
export function instantToZoned(date: Date, timeZone = SITE_TIME_ZONE): string {
  const shifted = new Date(date.getTime() + offsetMinutes(date.getTime(), timeZone) * 60_000);
  return shifted.toISOString().slice(0, 16);
}

/** A date and time for people, in the site's time zone and the interface's language (Gregorian calendar). */
export function formatSiteTime(iso: string, lang: string, timeZone = SITE_TIME_ZONE): string {
  return new Intl.DateTimeFormat(lang === 'ar' ? 'ar-SA-u-ca-gregory' : 'en-GB', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
    timeZone,
  }).format(new Date(iso));
}
