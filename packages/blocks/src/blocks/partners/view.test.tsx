import { readFileSync } from 'node:fs';
import { createInstance } from 'i18next';
import type { ComponentType } from 'react';
import { renderToString } from 'react-dom/server';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { describe, expect, it } from 'vitest';
import type { Block } from '../../page.ts';
import type { BlockContent, BlockType } from '../../registry.ts';
import { blockRegistry } from '../../registry.ts';
import { checkBlockContent } from '../../validate.ts';
import AwardsView from '../awards/view.tsx';
import ClientsView from '../clients/view.tsx';
import PartnersView from './view.tsx';

function seedBlock<T extends BlockType>(slug: string, type: T): BlockContent<T> {
  const page = JSON.parse(readFileSync(new URL(`../../../../../content/seed/${slug}.json`, import.meta.url), 'utf8'));
  return page.blocks.find((b: { block_type: string }) => b.block_type === type).content;
}

async function render<T extends 'PARTNERS' | 'CLIENTS' | 'AWARDS'>(type: T, content: BlockContent<T>, lng = 'en') {
  const i18n = createInstance();
  await i18n.use(initReactI18next).init({ lng, resources: {}, interpolation: { escapeValue: false } });
  const block = { id: 'b', block_type: type, order: 2, content, version: 1 } as Block<never>;
  const View = { PARTNERS: PartnersView, CLIENTS: ClientsView, AWARDS: AwardsView }[type] as ComponentType<{
    block: Block<never>;
  }>;
  return renderToString(
    <I18nextProvider i18n={i18n}>
      <View block={block} />
    </I18nextProvider>,
  );
}

const colors = (html: string) => [...html.matchAll(/data-color="([^"]+)"/g)].map((m) => m[1]);

describe('logo card grids', () => {
  it('partners: a button card each, cycling through four colours', async () => {
    const html = await render('PARTNERS', seedBlock('our-partners', 'PARTNERS'));
    expect(html.match(/aria-haspopup="dialog"/g)).toHaveLength(6);
    expect(colors(html)).toEqual(['redlight', 'purplelight1', 'yellowlight', 'bluelight', 'redlight', 'purplelight1']);
    expect(html).toContain('Nakhla Cloud');
    expect(html).toContain('Regional cloud hosting');
  });

  it('awards: six colours', async () => {
    const html = await render('AWARDS', seedBlock('our-awards', 'AWARDS'), 'ar');
    expect(colors(html)).toEqual(['redlight', 'purplelight1', 'yellowlight', 'bluelight', 'greenlight', 'orangelight']);
    expect(html).toContain('جوائز الخليج لتقنيات التعليم، 2025');
  });

  it("clients: the first 15 with 'All' on both filters, six colours, pagination, the card's first paragraph", async () => {
    const content = seedBlock('our-clients', 'CLIENTS');
    const html = await render('CLIENTS', content);
    expect(content.clients).toHaveLength(20);
    expect(html.match(/aria-haspopup="dialog"/g)).toHaveLength(15);
    expect(colors(html).slice(0, 7)).toEqual([
      'redlight',
      'purplelight1',
      'yellowlight',
      'bluelight',
      'greenlight',
      'orangelight',
      'redlight',
    ]);
    // Each filter shows 'All' as its choice and as the first option of its (closed) list.
    expect(html.match(/>All</g)).toHaveLength(4);
    expect(html).toContain('aria-label="Client pages"');
    expect(html).toContain('A diversified group with hotels');
    expect(html).not.toContain('twelve companies');
    const arabic = await render('CLIENTS', content, 'ar');
    expect(arabic.match(/>الكل</g)).toHaveLength(4);
  });

  it('clients: no results message when nothing is there', async () => {
    const content = { ...seedBlock('our-clients', 'CLIENTS'), clients: [] };
    expect(await render('CLIENTS', content)).toContain('No results found');
    expect(await render('CLIENTS', content, 'ar')).toContain('لم يتم العثور على نتائج');
  });

  it('the defaults pass their schemas; unknown fields do not', () => {
    for (const type of ['PARTNERS', 'CLIENTS', 'AWARDS', 'TEAM'] as const) {
      expect(checkBlockContent(type, blockRegistry[type].defaults).ok).toBe(true);
    }
    expect(checkBlockContent('PARTNERS', { partners: [{ id: 'p', name: 'P', extra: 1 }] }).ok).toBe(false);
    expect(checkBlockContent('CLIENTS', { ...blockRegistry.CLIENTS.defaults, filters: { industry: [] } }).ok).toBe(
      false,
    );
  });
});
