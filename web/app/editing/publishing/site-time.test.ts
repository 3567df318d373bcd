import { describe, expect, it } from 'vitest';
import { formatSiteTime, instantToZoned, zonedToInstant } from './site-time.ts';

describe('the site time zone', () => {
  it('reads a time chosen in Riyadh as the instant it names (UTC+3)', () => {
    expect(zonedToInstant('2026-12-01T10:00')?.toISOString()).toBe('2026-12-01T07:00:00.000Z');
    expect(instantToZoned(new Date('2026-12-01T07:00:00Z'))).toBe('2026-12-01T10:00');
    expect(zonedToInstant('tomorrow')).toBeNull();
  });

  it('handles a zone with daylight saving on both sides of the change', () => {
    // London: 30 March 2026 is after the clocks went forward (UTC+1).
    expect(zonedToInstant('2026-03-30T10:00', 'Europe/London')?.toISOString()).toBe('2026-03-30T09:00:00.000Z');
    expect(zonedToInstant('2026-01-30T10:00', 'Europe/London')?.toISOString()).toBe('2026-01-30T10:00:00.000Z');
  });

  it('shows times in Riyadh, in English and in Arabic with the Gregorian calendar', () => {
    expect(formatSiteTime('2026-12-01T07:00:00Z', 'en')).toMatch(/1 December 2026.*10:00/);
    const arabic = formatSiteTime('2026-12-01T07:00:00Z', 'ar');
    expect(arabic).toMatch(/ديسمبر/);
  });
});
