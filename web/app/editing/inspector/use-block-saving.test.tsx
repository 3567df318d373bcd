// @vitest-environment jsdom
import type { Block } from '@site/blocks';
import { act, useState } from 'react';
import { createRoot } from 'react-dom/client';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useBlockSaving } from './use-block-saving.ts';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

/** The saves the hook sends, each answered when the test says. */
const saves: Array<{ content: unknown; answer: (block: Block) => void }> = [];
vi.mock('../editor-api.ts', () => ({
  editorApi: {
    saveBlock: (_base: Block, content: unknown) =>
      new Promise<Block>((resolve) => saves.push({ content, answer: resolve })),
  },
}));

const BLOCK: Block = {
  id: 'b1',
  block_type: 'HERO',
  order: 1,
  version: 1,
  content: { title: { en: 'One', ar: 'واحد' } },
};
const at = (version: number, content: unknown): Block => ({ ...BLOCK, version, content });

let saving!: ReturnType<typeof useBlockSaving>;
let shown: Block[] = [];
function Harness() {
  const [blocks, setBlocks] = useState<Block[]>([BLOCK]);
  shown = blocks;
  saving = useBlockSaving({ blocks, setBlocks, onFailed: () => {}, announce: () => {} });
  return null;
}

afterEach(() => {
  saves.length = 0;
  document.body.replaceChildren();
});

describe('useBlockSaving', () => {
  it('keeps the newest text when my earlier save is heard back while a later one is on its way', async () => {
    const root = createRoot(document.body.appendChild(document.createElement('div')));
    await act(async () => root.render(<Harness />));
    const englishOnly = { title: { en: 'Two', ar: 'واحد' } };
    const both = { title: { en: 'Two', ar: 'اثنان' } };

    await act(async () => saving.apply('b1', englishOnly));
    await act(async () => saving.apply('b1', both));
    // The page's event stream tells of the first save before its own answer arrives.
    await act(async () => void saving.receive(at(2, englishOnly), true));
    await act(async () => saves[0]?.answer(at(2, englishOnly)));
    await vi.waitFor(() => expect(saves).toHaveLength(2));
    expect(saves[1]?.content).toEqual(both);
    await act(async () => saves[1]?.answer(at(3, both)));

    expect(shown[0]?.content).toEqual(both);
    expect(shown[0]?.version).toBe(3);
    await act(async () => root.unmount());
  });

  it('shows another editor’s newer save at once when nothing of mine is on its way', async () => {
    const root = createRoot(document.body.appendChild(document.createElement('div')));
    await act(async () => root.render(<Harness />));
    const theirs = { title: { en: 'Theirs', ar: 'لهم' } };
    let said = '';
    await act(async () => {
      said = saving.receive(at(2, theirs), false);
    });
    expect(said).toBe('shown');
    expect(shown[0]?.content).toEqual(theirs);
    await act(async () => root.unmount());
  });
});
