import { describe, expect, it } from 'vitest';
import { FixedWindowLimiter } from './fixed-window-limiter.ts';

describe('FixedWindowLimiter', () => {
  it('allows max hits per window per key, then says how long to wait', () => {
    const limiter = new FixedWindowLimiter(2, 60_000);
    expect(limiter.hit('a', 0)).toEqual({ allowed: true });
    expect(limiter.hit('a', 1_000)).toEqual({ allowed: true });
    expect(limiter.hit('a', 2_000)).toEqual({ allowed: false, retryAfterSeconds: 58 });
    expect(limiter.hit('b', 2_000)).toEqual({ allowed: true });
    expect(limiter.hit('a', 60_000)).toEqual({ allowed: true });
  });

  it('stays bounded when flooded with keys', () => {
    const limiter = new FixedWindowLimiter(1, 60_000, 100);
    for (let i = 0; i < 1_000; i++) limiter.hit(`key-${i}`, 0);
    expect((limiter as unknown as { windows: Map<string, unknown> }).windows.size).toBeLessThanOrEqual(100);
  });
});
