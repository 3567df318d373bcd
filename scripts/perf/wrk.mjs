// Runs wrk (HTTP/1.1 keep-alive load) and reads its summary.
import { spawn } from 'node:child_process';

/** Same threads, connections and duration for every run, so figures compare. */
export const WRK = {
  // Two cores: one for the server under test, one for wrk (a second wrk thread would compete with the server).
  threads: Number(process.env.BENCH_WRK_THREADS || 1),
  connections: Number(process.env.BENCH_WRK_CONNECTIONS || 32),
  seconds: Number(process.env.BENCH_SECONDS || 10),
};

const units = { us: 0.001, ms: 1, s: 1000, m: 60_000 };
const toMs = (text) => {
  const match = /^([\d.]+)(us|ms|s|m)$/.exec(text ?? '');
  return match ? Number(match[1]) * units[match[2]] : Number.NaN;
};

/** Runs wrk against `url` and returns { rps, latency: { p50, p90, p99 } (ms), errors, raw }. */
export function wrk(wrkPath, url, { seconds = WRK.seconds, headers = {} } = {}) {
  const args = ['--latency', `-t${WRK.threads}`, `-c${WRK.connections}`, `-d${seconds}s`];
  for (const [name, value] of Object.entries(headers)) args.push('-H', `${name}: ${value}`);
  args.push(url);
  return new Promise((resolve, reject) => {
    const child = spawn(wrkPath, args, { stdio: ['ignore', 'pipe', 'pipe'] });
    let raw = '';
    child.stdout.on('data', (chunk) => {
      raw += chunk;
    });
    child.stderr.on('data', (chunk) => {
      raw += chunk;
    });
    child.on('error', reject);
    child.on('exit', (code) => {
      if (code !== 0) return reject(new Error(`wrk exited with ${code}:\n${raw}`));
      const rps = Number(/Requests\/sec:\s+([\d.]+)/.exec(raw)?.[1]);
      const pct = (p) => toMs(new RegExp(`^\\s+${p}%\\s+(\\S+)`, 'm').exec(raw)?.[1]);
      const non2xx = Number(/Non-2xx or 3xx responses:\s+(\d+)/.exec(raw)?.[1] ?? 0);
      const socket = /Socket errors: connect (\d+), read (\d+), write (\d+), timeout (\d+)/.exec(raw);
      const socketErrors = socket ? socket.slice(1).reduce((sum, n) => sum + Number(n), 0) : 0;
      resolve({
        rps,
        latency: { p50: pct(50), p90: pct(90), p99: pct(99) },
        errors: non2xx + socketErrors,
        raw: `$ wrk ${args.join(' ')}\n${raw.trimEnd()}`,
      });
    });
  });
}
