import { createInstance } from 'i18next';
import { prerenderToNodeStream } from 'react-dom/static';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Block } from '../page.ts';
import { BlockList } from './block-list.tsx';

async function render(blocks: Block[], lng = 'en') {
  const i18n = createInstance();
  await i18n.use(initReactI18next).init({
    lng,
    resources: { en: { translation: { blocks: { unknownType: 'Unknown block type: {{type}}' } } } },
    interpolation: { escapeValue: false },
  });
  // As the server renders: waiting for every block's view to load.
  const { prelude } = await prerenderToNodeStream(
    <I18nextProvider i18n={i18n}>
      <MemoryRouter>
        <BlockList blocks={blocks} />
      </MemoryRouter>
    </I18nextProvider>,
  );
  let html = '';
  for await (const chunk of prelude) html += chunk;
  return html;
}

const block = (id: string, order: number, block_type: string, content: unknown): Block => ({
  id,
  order,
  block_type,
  content,
  version: 1,
});

describe('BlockList', () => {
  afterEach(() => vi.unstubAllEnvs());

  it('draws blocks sorted by order, each by the view of its type, in the current language', async () => {
    const blocks = [
      block('b', 2, 'cta', { title: { en: 'Second', ar: 'الثانية' } }),
      block('a', 1, 'HERO', { title: { en: 'First', ar: 'الأولى' } }),
    ];
    const html = await render(blocks);
    expect(html.indexOf('First')).toBeGreaterThan(-1);
    expect(html.indexOf('First')).toBeLessThan(html.indexOf('Second'));
    expect(html).toMatch(/<h1[^>]*>First<\/h1>/);
    expect(await render(blocks, 'ar')).toMatch(/<h1[^>]*>الأولى<\/h1>/);
  });

  it('shows a warning for an unknown type while developing', async () => {
    vi.stubEnv('DEV', true);
    expect(await render([block('x', 1, 'MARQUEE', {})])).toContain('Unknown block type: MARQUEE');
  });

  it('renders nothing for an unknown type in production', async () => {
    vi.stubEnv('DEV', false);
    expect(await render([block('x', 1, 'MARQUEE', {}), block('a', 2, 'HERO', { title: 'Only me' })])).not.toContain(
      'MARQUEE',
    );
  });
});
