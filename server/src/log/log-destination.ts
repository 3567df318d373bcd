import type { Writable } from 'node:stream';

export type LogFormat = 'auto' | 'pretty' | 'json';

/**
 * Where the server's log lines go (ADR 0035): pino-pretty's readable, coloured lines when a person
 * watches a terminal, pino's JSON lines for everything else (files, pipes, log collectors). `auto`
 * decides by whether `out` is a TTY. Pretty-printing runs in this process, on the same stream.
 */
export async function logDestination(format: LogFormat, out: Writable & { isTTY?: boolean } = process.stdout) {
  const pretty = format === 'pretty' || (format === 'auto' && out.isTTY === true);
  if (!pretty) return true as const;
  const { default: prettyStream } = await import('pino-pretty');
  return {
    stream: prettyStream({
      destination: out,
      colorize: out.isTTY === true,
      translateTime: 'SYS:HH:MM:ss.l',
      ignore: 'pid,hostname',
      sync: true,
    }),
  };
}
