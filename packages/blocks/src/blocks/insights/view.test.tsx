// @vitest-environment jsdom
import { createInstance } from 'i18next';
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { Block } from '../../page.ts';
import type { BlockContent } from '../../registry.ts';
import InsightsView from './view.tsx';

/*
 * The insights show the 6 newest resources (ADR 0040), so a site with few published posts shows few:
 * with 3 or fewer on a wide screen the slider stands still, on a narrow one 2 or more can be moved
 * (spec 000 §2). The home page's browser test covers the seeded six.
 */

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

let wide = true;
beforeAll(() => {
  window.matchMedia = ((query: string) => ({
    matches: /min-width/.test(query) ? wide : !wide,
    media: query,
    addEventListener() {},
    removeEventListener() {},
  })) as never;
  for (const name of ['IntersectionObserver', 'ResizeObserver'] as const)
    (globalThis as Record<string, unknown>)[name] ??= class {
      observe() {}
      unobserve() {}
      disconnect() {}
      takeRecords() {
        return [];
      }
    };
});

const post = (n: number) => ({
  id: `post-${n}`,
  type: 'blog' as const,
  tag: { en: 'Blog', ar: 'مدونة' },
  date: `2026-0${n}-01`,
  title: { en: `Post ${n}`, ar: `منشور ${n}` },
  description: { en: `About ${n}.`, ar: `عن ${n}.` },
  image: `/data/uploads/p${n}.svg`,
});

let root: Root | undefined;
let container: HTMLElement;
afterEach(() => {
  act(() => root?.unmount());
  container?.remove();
});

async function draw(count: number): Promise<HTMLElement> {
  const i18n = createInstance();
  await i18n.use(initReactI18next).init({ lng: 'en', resources: {}, interpolation: { escapeValue: false } });
  const content: BlockContent<'INSIGHTS'> = {
    title: { en: 'Insights', ar: 'رؤى' },
    posts: Array.from({ length: count }, (_, i) => post(i + 1)),
  };
  const block: Block<BlockContent<'INSIGHTS'>> = { id: 'i', block_type: 'INSIGHTS', order: 1, content, version: 1 };
  container = document.createElement('div');
  document.body.append(container);
  root = createRoot(container);
  await act(async () =>
    root?.render(
      <I18nextProvider i18n={i18n}>
        <MemoryRouter>
          <InsightsView block={block} />
        </MemoryRouter>
      </I18nextProvider>,
    ),
  );
  return container;
}

const interactive = (container: HTMLElement) => container.querySelector('[data-interactive]') !== null;

describe('INSIGHTS view with few posts', () => {
  it('stands still on a wide screen with 3 posts, and moves with 4, newest first', async () => {
    wide = true;
    expect(interactive(await draw(3))).toBe(false);
    act(() => root?.unmount());
    const four = await draw(4);
    expect(interactive(four)).toBe(true);
    expect(
      [...four.querySelectorAll('a')].map((link) => link.textContent).filter((t) => t?.startsWith('Post')),
    ).toEqual(['Post 4', 'Post 3', 'Post 2', 'Post 1']);
  });

  it('moves on a narrow screen with 2 posts, not with 1', async () => {
    wide = false;
    expect(interactive(await draw(2))).toBe(true);
    act(() => root?.unmount());
    expect(interactive(await draw(1))).toBe(false);
  });
});
