// The long main-thread tasks of a page load in a Chromium trace, and what each held, read the way the
// Performance panel reads them. `npm run lighthouse -- --trace` reads the trace Lighthouse took and
// prints them beside the scores (issue #33).
import path from 'node:path';

/** Trace events that say what a stretch of a task did, by the kind printed; others count as their parent. */
const KINDS = {
  ParseHTML: 'parse HTML',
  'v8.compile': 'compile',
  'v8.compileModule': 'compile',
  'v8.produceModuleCache': 'compile',
  EvaluateScript: 'script',
  'v8.evaluateModule': 'script',
  FunctionCall: 'script',
  TimerFire: 'script',
  FireAnimationFrame: 'script',
  EventDispatch: 'script',
  'v8.runMicrotasks': 'script',
  RunMicrotasks: 'script',
  'V8.RunMicrotasks': 'script',
  ParseAuthorStyleSheet: 'style',
  UpdateLayoutTree: 'style',
  RecalculateStyles: 'style',
  Layout: 'layout',
  PrePaint: 'paint',
  Paint: 'paint',
  Layerize: 'paint',
  UpdateLayer: 'paint',
  MinorGC: 'GC',
  MajorGC: 'GC',
  'V8.GC_SCAVENGER': 'GC',
  'BlinkGC.AtomicPhase': 'GC',
};

/** The page's own main thread: the renderer thread that parsed the document at `url`. */
function mainThread(events, url) {
  const parse = events.find(
    (e) => e.name === 'ParseHTML' && String(e.args?.beginData?.url ?? '').startsWith(url.split('#')[0]),
  );
  if (!parse) throw new Error(`no ParseHTML of ${url} in the trace`);
  return { pid: parse.pid, tid: parse.tid };
}

/**
 * The tasks of `threshold` ms and more on the main thread of the page at `url`: start (ms after its
 * navigation), duration, the time the thread ran on a processor meanwhile (`running`, from the
 * trace's thread clock; on a busy machine a task waits for a core and lasts longer than its work),
 * the trace events they held by kind, and the JavaScript files whose code ran in them (self time,
 * from the sampling profiler's samples when the trace has them).
 */
export function readTrace(events, url, threshold = 50) {
  const { pid, tid } = mainThread(events, url);
  const own = events.filter((e) => e.pid === pid && e.tid === tid && e.ph === 'X' && typeof e.dur === 'number');
  // The page's own navigation: an SVG picture is a document of its own, with a navigation too.
  const navigation =
    events.find(
      (e) =>
        e.name === 'navigationStart' &&
        e.pid === pid &&
        String(e.args?.data?.documentLoaderURL ?? '').startsWith(url.split('#')[0]),
    )?.ts ??
    own[0]?.ts ??
    0;
  const fcpEvent = events.find((e) => e.name === 'firstContentfulPaint' && e.pid === pid);
  const fcp = fcpEvent ? (fcpEvent.ts - navigation) / 1000 : undefined;
  const samples = profileSamples(events, pid, tid);
  const tasks = own
    .filter((e) => e.name === 'RunTask' && e.dur >= threshold * 1000)
    .map((task) => {
      const end = task.ts + task.dur;
      const inside = own
        .filter((e) => e !== task && e.ts >= task.ts && e.ts + e.dur <= end)
        .sort((a, b) => a.ts - b.ts);
      // Each event's own time (less its children's), under the kind of its nearest known ancestor:
      // a layout forced by a script counts as layout; time no event names is the task's own.
      const kinds = new Map();
      const stack = [];
      let named = 0;
      const add = (label, ms) => kinds.set(label, (kinds.get(label) ?? 0) + ms);
      for (const event of inside) {
        while (stack.length && stack.at(-1).end <= event.ts) stack.pop();
        const parent = stack.at(-1);
        const kind = KINDS[event.name];
        const label = kind ? (kind === 'script' ? `script ${scriptName(event)}` : kind) : parent?.label;
        if (parent) add(parent.label ?? 'other', -event.dur / 1000);
        else named += event.dur;
        add(label ?? 'other', event.dur / 1000);
        stack.push({ end: event.ts + event.dur, label });
      }
      add('other', (task.dur - named) / 1000);
      const files = new Map();
      for (const sample of samples) {
        if (sample.ts < task.ts || sample.ts >= end) continue;
        files.set(sample.file, (files.get(sample.file) ?? 0) + sample.ms);
      }
      return {
        start: (task.ts - navigation) / 1000,
        duration: task.dur / 1000,
        running: typeof task.tdur === 'number' ? task.tdur / 1000 : undefined,
        holds: top(kinds, 5),
        files: top(files, 5),
      };
    });
  const afterFcp = fcp === undefined ? [] : tasks.filter((t) => t.start >= fcp);
  const timed = afterFcp.filter((t) => t.running !== undefined);
  const total = (list, key) => list.reduce((sum, t) => sum + t[key], 0);
  return {
    fcp,
    tasks,
    // Total Blocking Time as Lighthouse counts it, from FCP on, without its end at interactivity.
    blocking: afterFcp.reduce((sum, t) => sum + Math.max(0, t.duration - 50), 0),
    // The share of the long tasks after FCP that the thread spent on a processor (1: never waited).
    ran: timed.length ? total(timed, 'running') / total(timed, 'duration') : undefined,
  };
}

function scriptName(event) {
  const data = event.args?.data ?? {};
  const url = data.url ?? data.scriptName ?? event.args?.fileName ?? '';
  if (event.name === 'EventDispatch') return `(${data.type ?? 'event'})`;
  if (event.name === 'TimerFire') return '(timer)';
  if (event.name === 'FireAnimationFrame') return '(animation frame)';
  if (/Microtasks/.test(event.name)) return '(microtasks)';
  return url ? shortName(url) : '(inline)';
}

/** A built file's name without its content hash: `framework-BEFOr8Bh.js` → `framework.js`. */
function shortName(url) {
  const base = path.basename(String(url).split('?')[0]);
  return base.replace(/-[\w-]{8}(\.\w+)$/, '$1') || String(url);
}

/** The sampling profiler's samples of the thread, each with the file of its innermost frame. */
function profileSamples(events, pid, tid) {
  const profile = events.find((e) => e.name === 'Profile' && e.pid === pid && e.tid === tid);
  if (!profile) return [];
  const samples = [];
  const files = new Map();
  let clock = profile.args?.data?.startTime ?? profile.ts;
  // The chunks come from the profiler's own thread, tied to the profile by its id.
  for (const chunk of events.filter((e) => e.name === 'ProfileChunk' && e.pid === pid && e.id === profile.id)) {
    const data = chunk.args?.data ?? {};
    for (const node of data.cpuProfile?.nodes ?? []) {
      const frame = node.callFrame ?? {};
      files.set(node.id, frame.url ? shortName(frame.url) : frame.functionName || '(native)');
    }
    const ids = data.cpuProfile?.samples ?? [];
    const deltas = data.timeDeltas ?? [];
    for (let i = 0; i < ids.length; i++) {
      clock += deltas[i] ?? 0;
      const file = files.get(ids[i]) ?? '(unknown)';
      if (file !== '(idle)' && file !== '(root)' && file !== '(program)')
        samples.push({ ts: clock, file, ms: (deltas[i + 1] ?? 0) / 1000 });
    }
  }
  return samples;
}

function top(map, n) {
  return [...map.entries()]
    .sort((a, b) => b[1] - a[1])
    .slice(0, n)
    .filter(([, ms]) => ms >= 1)
    .map(([name, ms]) => `${name} ${Math.round(ms)}`)
    .join(', ');
}
