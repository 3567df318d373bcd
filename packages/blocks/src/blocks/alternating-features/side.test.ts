import { expect, it } from 'vitest';
import { imageSide } from './side.ts';

it('alternates the picture side row by row', () => {
  expect([0, 1, 2, 3].map(imageSide)).toEqual(['start', 'end', 'start', 'end']);
});
