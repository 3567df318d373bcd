import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { blockTypeToFolder, normalizeBlockType } from './block-type.ts';
import { blockRegistry, getBlockDefinition } from './registry.ts';
import { checkBlockContent } from './validate.ts';

const blocksDir = fileURLToPath(new URL('./blocks', import.meta.url));

describe('block registry', () => {
  it('has exactly one folder, with a schema and a view, per registered type', () => {
    const folders = readdirSync(blocksDir).sort();
    expect(Object.keys(blockRegistry).map(blockTypeToFolder).sort()).toEqual(folders);
    for (const folder of folders) {
      expect(existsSync(path.join(blocksDir, folder, 'schema.ts')), `${folder}/schema.ts`).toBe(true);
      expect(existsSync(path.join(blocksDir, folder, 'view.tsx')), `${folder}/view.tsx`).toBe(true);
    }
  });

  it('registers each definition under its own type', () => {
    for (const [key, def] of Object.entries(blockRegistry)) expect(def.type).toBe(key);
  });

  it('compares block types case-insensitively', () => {
    expect(normalizeBlockType('solutions-grid')).toBe('SOLUTIONS_GRID');
    expect(getBlockDefinition('hero')).toBe(blockRegistry.HERO);
    expect(getBlockDefinition('Cta')).toBe(blockRegistry.CTA);
    expect(getBlockDefinition('toString')).toBeUndefined();
    expect(getBlockDefinition('__proto__')).toBeUndefined();
  });

  it('declares editable fields that name real content keys', () => {
    for (const def of Object.values(blockRegistry)) {
      const shape = (def.schema as unknown as { shape: Record<string, unknown> }).shape;
      for (const field of Object.keys(def.fields)) {
        const top = field.split(/[.[]/)[0] as string;
        expect(Object.keys(shape), `${def.type}.${field}`).toContain(top);
      }
    }
  });
});

describe('checkBlockContent', () => {
  it('rejects unknown block types', () => {
    expect(checkBlockContent('MARQUEE', {})).toEqual({ ok: false, reason: 'unknown_block_type' });
  });

  it.each(Object.keys(blockRegistry))('rejects a %s whose content is not an object', (type) => {
    for (const bad of [null, 'text', 42, [], true]) expect(checkBlockContent(type, bad).ok).toBe(false);
  });

  it('names the failing path', () => {
    const result = checkBlockContent('HERO', { title: { en: 'Hi', fr: 'Salut' } });
    expect(result.ok).toBe(false);
    if (!result.ok && result.reason === 'invalid_content') expect(result.issues[0]?.path).toEqual(['title']);
  });

  it('refuses keys a type does not know, script URLs and colours that are not colours', () => {
    expect(checkBlockContent('HERO', { title: 'Hi', onClick: 'x' }).ok).toBe(false);
    expect(checkBlockContent('CTA', { title: 'Hi', buttonLink: 'javascript:alert(1)' }).ok).toBe(false);
    expect(checkBlockContent('CTA', { title: 'Hi', buttonLink: '//evil.example' }).ok).toBe(false);
    expect(
      checkBlockContent('SUCCESS_STORIES', { title: 'T', backgroundColor: 'red;background:url(x)', stories: [] }).ok,
    ).toBe(false);
    expect(checkBlockContent('SUCCESS_STORIES', { title: 'T', backgroundColor: '#eaf4f2', stories: [] }).ok).toBe(true);
  });

  it('refuses a menu deeper than three levels', () => {
    const leaf = (id: string, children?: unknown[]) => ({
      id,
      label: 'x',
      path: '#',
      ...(children ? { children } : {}),
    });
    const threeLevels = { productName: 'P', menuItems: [leaf('a', [leaf('b', [leaf('c')])])] };
    const fourLevels = { productName: 'P', menuItems: [leaf('a', [leaf('b', [leaf('c', [leaf('d')])])])] };
    expect(checkBlockContent('HEADER', threeLevels).ok).toBe(true);
    expect(checkBlockContent('HEADER', fourLevels).ok).toBe(false);
  });

  it('refuses strings longer than the limit', () => {
    expect(checkBlockContent('HERO', { title: 'x'.repeat(20_001) }).ok).toBe(false);
  });
});

describe('block defaults', () => {
  it.each(Object.keys(blockRegistry))('a new %s starts with content its schema accepts', (type) => {
    const def = blockRegistry[type as keyof typeof blockRegistry];
    expect(checkBlockContent(type, def.defaults)).toMatchObject({ ok: true });
  });
});
