import { expect, it } from 'vitest';
import { timeline } from './schema.ts';

it('accepts one-line steps and named steps with a description', () => {
  const parse = (steps: unknown[]) => timeline.schema.safeParse({ title: 'Process', steps }).success;
  expect(parse([{ id: 'a', number: 1, text: 'Apply' }])).toBe(true);
  expect(parse([{ id: 'a', title: { en: 'Discover', ar: 'الاستكشاف' }, description: 'We listen first.' }])).toBe(true);
  expect(parse([{ id: 'a', title: 'Discover', unknown: 'x' }])).toBe(false);
  expect(timeline.schema.safeParse(timeline.defaults).success).toBe(true);
});
