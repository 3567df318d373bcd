import { describe, expect, it } from 'vitest';
import { snippetOf } from './snippet.ts';

const text = (parts: ReturnType<typeof snippetOf>) => parts.map((part) => part.text).join('');
const marked = (parts: ReturnType<typeof snippetOf>) => parts.filter((part) => part.match).map((part) => part.text);

describe('snippetOf', () => {
  it('marks every word that starts with an English stem, around the first', () => {
    const body = `${'Intro words. '.repeat(30)}We trained nurses and nursing staff across the region.`;
    const parts = snippetOf(body, ['nurs']);
    expect(marked(parts)).toEqual(['nurses', 'nursing']);
    expect(text(parts).startsWith('… ')).toBe(true);
  });

  it('marks Arabic words holding the stem, whatever their prefix or their spelling', () => {
    const parts = snippetOf('درّبت المستشفى الممرّضين والممرضات', ['ممرض']);
    expect(marked(parts)).toEqual(['الممرّضين', 'والممرضات']);
  });

  it('shows the start of the text, unmarked, when only the title matched', () => {
    const parts = snippetOf('A plain paragraph about something else.', ['totara']);
    expect(marked(parts)).toEqual([]);
    expect(text(parts)).toBe('A plain paragraph about something else.');
  });
});
