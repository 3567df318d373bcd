import { Writable } from 'node:stream';
import pino from 'pino';
import { describe, expect, it } from 'vitest';
import { logDestination } from './log-destination.ts';

function terminal(isTTY: boolean) {
  const lines: string[] = [];
  const out = Object.assign(
    new Writable({
      write(chunk, _encoding, done) {
        lines.push(String(chunk));
        done();
      },
    }),
    { isTTY },
  );
  return { out, text: () => lines.join('') };
}

describe('logDestination', () => {
  it('prints readable lines to a terminal', async () => {
    const { out, text } = terminal(true);
    const destination = await logDestination('auto', out);
    if (destination === true) throw new Error('expected a pretty stream for a TTY');
    pino(destination.stream).info({ reqId: 'req-1' }, 'request completed');
    expect(text()).toMatch(/\d\d:\d\d:\d\d\.\d{3}.*INFO.*request completed/);
    expect(text()).toContain('reqId');
    expect(() => JSON.parse(text())).toThrow();
  });

  it('leaves JSON lines for anything that is not a terminal, and when told to', async () => {
    expect(await logDestination('auto', terminal(false).out)).toBe(true);
    expect(await logDestination('json', terminal(true).out)).toBe(true);
  });

  it('prints readable lines into a pipe when told to, without colour codes', async () => {
    const { out, text } = terminal(false);
    const destination = await logDestination('pretty', out);
    if (destination === true) throw new Error('expected a pretty stream');
    pino(destination.stream).warn('database slow');
    expect(text()).toMatch(/WARN.*database slow/);
    expect(text()).not.toContain('\u001b[');
  });
});
