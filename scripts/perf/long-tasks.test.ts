import { describe, expect, it } from 'vitest';
import { readTrace } from './long-tasks.mjs';

const URL = 'http://127.0.0.1:4510/?lng=ar';
const main = { pid: 1, tid: 1 };
const ms = (n: number) => n * 1000;
const x = (name: string, start: number, duration: number, args: object = {}) => ({
  ...main,
  ph: 'X',
  name,
  ts: ms(start),
  dur: ms(duration),
  args,
});

/** A page load: an SVG picture's own navigation first, then the page's, its first paint, and three tasks. */
const trace = [
  { ...main, ph: 'R', name: 'navigationStart', ts: ms(5), args: { data: { documentLoaderURL: '' } } },
  { ...main, ph: 'R', name: 'navigationStart', ts: ms(10), args: { data: { documentLoaderURL: URL } } },
  { ...main, ph: 'R', name: 'firstContentfulPaint', ts: ms(100) },
  // Before the first paint: parsing, and a layout.
  x('RunTask', 20, 60),
  x('ParseHTML', 21, 40, { beginData: { url: URL } }),
  x('Layout', 62, 15),
  // After it: a script that forces a layout, and time no event names.
  { ...x('RunTask', 200, 80), tdur: ms(40) },
  x('FunctionCall', 200, 70, { data: { url: 'http://127.0.0.1:4510/assets/framework-BEFOr8Bh.js' } }),
  x('Layout', 230, 20),
  // A short task, under the threshold.
  x('RunTask', 300, 12),
  x('FunctionCall', 300, 12, { data: { url: 'http://127.0.0.1:4510/assets/view-Ab12Cd34.js' } }),
  // Another thread's long task is not the page's.
  { ...x('RunTask', 400, 90), tid: 2 },
];

describe('readTrace', () => {
  it("finds the page's long tasks on its main thread, timed from the page's own navigation", () => {
    const { fcp, tasks } = readTrace(trace, URL, 50);
    expect(fcp).toBe(90);
    expect(tasks.map((t: { start: number; duration: number }) => [t.start, t.duration])).toEqual([
      [10, 60],
      [190, 80],
    ]);
  });

  it('says what each task held: its own time by kind, a forced layout as layout, the rest as other', () => {
    const [before, after] = readTrace(trace, URL, 50).tasks;
    expect(before.holds).toBe('parse HTML 40, layout 15, other 5');
    expect(after.holds).toBe('script framework.js 50, layout 20, other 10');
  });

  it('counts blocking time from the first paint on: each long task past 50 ms', () => {
    expect(readTrace(trace, URL, 50).blocking).toBe(30);
  });

  it('says how much of the long tasks after the first paint the thread ran on a processor', () => {
    const { tasks, ran } = readTrace(trace, URL, 50);
    expect(tasks.map((t: { running?: number }) => t.running)).toEqual([undefined, 40]);
    expect(ran).toBe(0.5);
  });
});
