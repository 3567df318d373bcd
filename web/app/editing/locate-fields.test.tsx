// @vitest-environment jsdom

import { readFileSync } from 'node:fs';
import path from 'node:path';
import { blockRegistry } from '@site/blocks';
import { createInstance } from 'i18next';
import type { ComponentType } from 'react';
import { renderToString } from 'react-dom/server';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import HeroView from '../../../packages/blocks/src/blocks/hero/view.tsx';
import SolutionsGridView from '../../../packages/blocks/src/blocks/solutions-grid/view.tsx';
import { locateFields } from './locate-fields.ts';

/** The content of the first block of `type` on a seed page (jsdom's URL cannot name a file, so by path). */
function seedBlock(slug: string, type: string) {
  const file = path.join(process.cwd(), 'content/seed', `${slug}.json`);
  const page = JSON.parse(readFileSync(file, 'utf8')) as {
    blocks: Array<{ block_type: string; content: Record<string, unknown> }>;
  };
  return page.blocks.find((block) => block.block_type === type)?.content ?? {};
}

const VIEWS: Partial<Record<keyof typeof blockRegistry, ComponentType<{ block: unknown }>>> = {
  HERO: HeroView as ComponentType<{ block: unknown }>,
  SOLUTIONS_GRID: SolutionsGridView as ComponentType<{ block: unknown }>,
};

/** A block's view as the page shows it, in `lng`. */
async function shown(type: keyof typeof blockRegistry, content: unknown, lng = 'en') {
  const i18n = createInstance();
  await i18n.use(initReactI18next).init({ lng, resources: {} });
  const View = VIEWS[type] as ComponentType<{ block: unknown }>;
  const root = document.createElement('div');
  root.innerHTML = renderToString(
    <I18nextProvider i18n={i18n}>
      <MemoryRouter>
        <View block={{ id: 'b1', order: 1, block_type: type, content, version: 1 }} />
      </MemoryRouter>
    </I18nextProvider>,
  );
  return root;
}

const located = (root: HTMLElement, type: keyof typeof blockRegistry, content: unknown, lng = 'en') =>
  locateFields(root, blockRegistry[type].fields, content, lng).map(({ element, field }) => ({
    path: field.path.join('.'),
    tag: element.tagName.toLowerCase(),
    text: element.textContent?.trim().slice(0, 40),
  }));

describe('locateFields', () => {
  it("finds the elements that show the home hero's texts and image, in either language", async () => {
    const hero = seedBlock('home', 'HERO');
    for (const lng of ['en', 'ar']) {
      const found = located(await shown('HERO', hero, lng), 'HERO', hero, lng);
      const title = found.find((f) => f.path === 'title');
      expect(title?.tag, lng).toBe('h1');
      expect(title?.text, lng).toBe((hero.title as { en: string; ar: string })[lng as 'en' | 'ar'].trim().slice(0, 40));
      expect(found.some((f) => f.path === 'subtitle')).toBe(true);
      expect(found.some((f) => f.path === 'buttonText')).toBe(true);
    }
  });

  it('finds every item of a list by its own text (a card of a grid)', async () => {
    const grid = seedBlock('home', 'SOLUTIONS_GRID');
    const paths = located(await shown('SOLUTIONS_GRID', grid), 'SOLUTIONS_GRID', grid).map((f) => f.path);
    for (const index of (grid.cards as unknown[]).keys()) expect(paths).toContain(`cards.${index}.title`);
  });

  it('leaves alone a value shown twice, and one shown nowhere: the panel edits those', async () => {
    const root = document.createElement('div');
    root.innerHTML = '<h2>Same</h2><p>Same</p><img src="/data/uploads/a.png" alt="">';
    const fields = { title: 'localized', subtitle: 'localized', imageUrl: 'media', videoUrl: 'media' } as const;
    const content = {
      title: { en: 'Same' },
      subtitle: { en: 'Not shown' },
      imageUrl: '/data/uploads/a.png',
      videoUrl: '/x.mp4',
    };
    expect(locateFields(root, fields, content, 'en').map((f) => f.field.path.join('.'))).toEqual(['imageUrl']);
  });

  it('knows an image by its sized copies too', async () => {
    const root = document.createElement('div');
    root.innerHTML =
      '<img srcset="/data/uploads/abc-480.webp 480w, /data/uploads/abc-960.webp 960w" src="/data/uploads/abc-960.webp" alt="">';
    const found = locateFields(root, { imageUrl: 'media' }, { imageUrl: '/data/uploads/abc.png' }, 'en');
    expect(found.map((f) => f.element.tagName)).toEqual(['IMG']);
  });
});
