import { describe, expect, it } from 'vitest';
import { type MenuNode, moveBefore, moveNode, moveTarget } from './tree.ts';

const entry = (id: string, children?: MenuNode[]): MenuNode => ({
  id,
  label: { en: id, ar: id },
  path: '#',
  ...(children ? { children } : {}),
});
/** The tree as nested ids: 'a(b c) d'. */
const shape = (items: readonly MenuNode[]): string =>
  items.map((n) => (n.children?.length ? `${n.id}(${shape(n.children)})` : n.id)).join(' ');

// solutions(suite(learn perform) edx) company(about team) resources
const tree = [
  entry('solutions', [entry('suite', [entry('learn'), entry('perform')]), entry('edx')]),
  entry('company', [entry('about'), entry('team')]),
  entry('resources'),
];

const moved = (at: number[], move: Parameters<typeof moveTarget>[2]) => {
  const target = moveTarget(tree, at, move);
  if (!target) return null;
  const result = moveNode(tree, at, target.parent, target.index);
  return result && { shape: shape(result.items), at: result.at };
};

describe('menu tree moves', () => {
  it('moves an entry up and down among its siblings, not past the ends', () => {
    expect(moved([1, 1], 'up')).toEqual({ shape: expect.stringContaining('company(team about)'), at: [1, 0] });
    expect(moved([1, 0], 'down')).toEqual({ shape: expect.stringContaining('company(team about)'), at: [1, 1] });
    expect(moved([1, 0], 'up')).toBeNull();
    expect(moved([2], 'down')).toBeNull();
  });

  it('moves an entry in under the one before it, and back out after its parent', () => {
    expect(moved([2], 'in')).toEqual({
      shape: 'solutions(suite(learn perform) edx) company(about team resources)',
      at: [1, 2],
    });
    expect(moved([1, 1], 'out')).toEqual({
      shape: 'solutions(suite(learn perform) edx) company(about) team resources',
      at: [2],
    });
    // Under an entry that has no children yet: its first.
    expect(moved([1, 1], 'in')?.shape).toContain('company(about(team))');
    expect(moved([0], 'out')).toBeNull();
    expect(moved([0], 'in')).toBeNull();
  });

  it('never makes the tree deeper than three levels', () => {
    // edx under suite would be a third level: allowed; suite (with children) under company would be a fourth.
    expect(moved([0, 1], 'in')?.shape).toContain('suite(learn perform edx)');
    const suiteUnderAbout = moveNode(tree, [0, 0], [1, 0], 0);
    expect(suiteUnderAbout).toBeNull();
    expect(moved([0, 0, 1], 'in')).toBeNull();
  });

  it('drags an entry before another, at that entry’s level, with its children', () => {
    expect(shape(moveBefore(tree, [2], [1, 0])?.items ?? [])).toBe(
      'solutions(suite(learn perform) edx) company(resources about team)',
    );
    expect(moveBefore(tree, [1, 1], [0])).toEqual({
      items: expect.anything(),
      at: [0],
    });
    expect(shape(moveBefore(tree, [1], [0, 1])?.items ?? [])).toBe(
      'solutions(suite(learn perform) company(about team) edx) resources',
    );
    // Into itself, or so deep that a grandchild would be a fourth level: refused.
    expect(moveBefore(tree, [0], [0, 1])).toBeNull();
    expect(moveBefore(tree, [1], [0, 0, 1])).toBeNull();
    expect(moveBefore(tree, [0, 0], [1, 1])?.at).toEqual([1, 1]);
  });
});
