import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { Block } from '../../page.ts';
import type { BlockContent } from '../../registry.ts';
import { renderView } from '../../test/render-view.tsx';
import { checkBlockContent } from '../../validate.ts';
import { team } from './schema.ts';
import TeamView from './view.tsx';

const seed = JSON.parse(readFileSync(new URL('../../../../../content/seed/our-team.json', import.meta.url), 'utf8'));
const content: BlockContent<'TEAM'> = seed.blocks.find((b: { block_type: string }) => b.block_type === 'TEAM').content;

async function render(value: BlockContent<'TEAM'>, lng = 'en') {
  const block: Block<BlockContent<'TEAM'>> = { id: 't', block_type: 'TEAM', order: 2, content: value, version: 1 };
  return renderView(<TeamView block={block} />, lng);
}

describe('TEAM view', () => {
  it('draws a button card per member, cycling through the six colour keys', async () => {
    const html = await render(content);
    expect(content.members).toHaveLength(8);
    expect(html.match(/<button type="button"[^>]*aria-haspopup="dialog"/g)).toHaveLength(8);
    expect([...html.matchAll(/data-color="([^"]+)"/g)].map((m) => m[1])).toEqual([
      'redlight',
      'purplelight1',
      'yellowlight',
      'bluelight',
      'greenlight',
      'orangelight',
      'redlight',
      'purplelight1',
    ]);
    expect(html).toContain('Ahmed Al Mazrouei');
    expect(html).toContain('Chief Executive Officer');
  });

  it("draws stand-in card photos ('card-') as initials, real ones as images", async () => {
    const html = await render(content);
    const placeholders = content.members.filter((m) => m.photoCard?.includes('card-')).length;
    expect(placeholders).toBeGreaterThan(0);
    expect(html.match(/data-placeholder=""/g)).toHaveLength(placeholders);
    expect(html.match(/<img /g)).toHaveLength(8 - placeholders);
    expect(html).not.toContain('card-default');
    expect(html).toContain('>SN<');
  });

  it('reads Arabic', async () => {
    const html = await render(content, 'ar');
    expect(html).toContain('أحمد المزروعي');
    expect(html).toContain('تعرّف على فريقنا');
    expect(html).toContain('س\u2009ن');
  });

  it('the seeded bios use paragraphs, headings and lists; the defaults pass the schema', () => {
    const types = new Set(content.members.flatMap((m) => (m.bio ?? []).map((b) => b.type)));
    expect([...types].sort()).toEqual(['heading', 'list', 'paragraph']);
    expect(checkBlockContent('TEAM', team.defaults).ok).toBe(true);
    expect(
      checkBlockContent('TEAM', { members: [{ id: 'x', name: 'X', bio: [{ type: 'quote', text: 'x' }] }] }).ok,
    ).toBe(false);
  });
});
