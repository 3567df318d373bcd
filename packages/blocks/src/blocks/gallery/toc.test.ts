import { describe, expect, it } from 'vitest';
import { activeHeading, articleParts, headingAnchor, tocEntries } from './toc.ts';

describe('activeHeading', () => {
  const height = 900; // the line is at 300 px
  it('is the nearest heading above one third of the viewport', () => {
    expect(
      activeHeading(
        [
          { id: 'a', top: -800 },
          { id: 'b', top: -100 },
          { id: 'c', top: 299 },
          { id: 'd', top: 301 },
        ],
        height,
      ),
    ).toBe('c');
    expect(
      activeHeading(
        [
          { id: 'a', top: -800 },
          { id: 'b', top: -100 },
          { id: 'c', top: 650 },
        ],
        height,
      ),
    ).toBe('b');
  });

  it('counts a heading exactly on the line as passed', () => {
    expect(
      activeHeading(
        [
          { id: 'a', top: 0 },
          { id: 'b', top: 300 },
        ],
        height,
      ),
    ).toBe('b');
  });

  it('is the first heading before any has reached the line, and nothing without headings', () => {
    expect(
      activeHeading(
        [
          { id: 'a', top: 500 },
          { id: 'b', top: 1400 },
        ],
        height,
      ),
    ).toBe('a');
    expect(activeHeading([], height)).toBeUndefined();
  });

  it('does not depend on the order it is given the headings in', () => {
    expect(
      activeHeading(
        [
          { id: 'c', top: 200 },
          { id: 'a', top: -900 },
          { id: 'b', top: -10 },
        ],
        height,
      ),
    ).toBe('c');
  });
});

describe('article structure', () => {
  const body = [
    { id: '1', type: 'heading' as const },
    { id: '2', type: 'paragraph' as const },
    { id: '3', type: 'quote' as const },
    { id: '4', type: 'quote_author' as const },
    { id: '5', type: 'heading' as const },
    { id: '6', type: 'quote' as const },
    { id: '7', type: 'list' as const },
    { id: '8', type: 'quote_author' as const },
  ];

  it('lists the headings for the table of contents, with stable anchors', () => {
    expect(tocEntries(body).map((h) => h.id)).toEqual(['1', '5']);
    expect(headingAnchor({ id: '5' })).toBe('section-5');
  });

  it('groups a quote with the author line right after it', () => {
    expect(
      articleParts(body).map((part) =>
        part.kind === 'quote' ? `quote ${part.quote.id}+${part.author?.id ?? '-'}` : part.item.id,
      ),
    ).toEqual(['1', '2', 'quote 3+4', '5', 'quote 6+-', '7', '8']);
  });
});
