import type { Lang, Task } from './task.ts';

export interface Outcome {
  task: Task;
  lang: Lang;
  /** Actions taken; none when the interface offers no way to do the task. */
  actions?: number;
  seconds?: number;
  status: 'ok' | 'OVER' | 'FAILED';
  /** Why it failed, or went over. */
  note?: string;
  steps: readonly string[];
}

const HEADER = ['task', 'language', 'actions', 'seconds', 'budget', 'result'];

export function outcomeRow(o: Outcome): string[] {
  return [
    o.task.name,
    o.lang,
    o.actions === undefined ? '-' : String(o.actions),
    o.seconds === undefined ? '-' : o.seconds.toFixed(1),
    String(o.task.budget),
    o.status,
  ];
}

/** The outcomes as an aligned text table, numbers to the right, then the notes of those not ok. */
export function table(outcomes: readonly Outcome[]): string {
  const rows = outcomes.map(outcomeRow);
  const widths = HEADER.map((h, i) => Math.max(h.length, ...rows.map((row) => (row[i] ?? '').length)));
  const numeric = (i: number) => i >= 2 && i <= 4;
  const line = (cells: readonly string[]) =>
    cells
      .map((cell, i) => (numeric(i) ? cell.padStart(widths[i] ?? 0) : cell.padEnd(widths[i] ?? 0)))
      .join('  ')
      .trimEnd();
  const notes = outcomes.filter((o) => o.note).map((o) => `  ${o.task.name} ${o.lang}: ${o.note}`);
  return [
    line(HEADER),
    widths.map((w) => '-'.repeat(w)).join('  '),
    ...rows.map(line),
    ...(notes.length ? ['', ...notes] : []),
  ].join('\n');
}
