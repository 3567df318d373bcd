import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { blockTypeToFolder, normalizeBlockType } from './block-type.ts';
import { schemaAt } from './list-items.ts';
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

  it('declares editable fields that name real content paths', () => {
    for (const def of Object.values(blockRegistry)) {
      for (const field of Object.keys(def.fields)) {
        const path = field.split('.').flatMap((part) => (part.endsWith('[]') ? [part.slice(0, -2), 0] : [part]));
        expect(schemaAt(def.schema, path), `${def.type}.${field}`).toBeDefined();
      }
    }
  });

  it('points each picture at a description field that sits beside it and holds both languages', () => {
    const pairs: string[] = [];
    for (const [type, def] of Object.entries(blockRegistry)) {
      for (const [key, spec] of Object.entries(def.fields)) {
        if (typeof spec === 'string' || spec.kind !== 'media' || !spec.alt) continue;
        const altKey = [...key.split('.').slice(0, -1), spec.alt].join('.');
        const altSpec = def.fields[altKey];
        expect(typeof altSpec === 'string' ? altSpec : altSpec?.kind, `${type} ${altKey}`).toBe('localized');
        pairs.push(`${type} ${key}`);
      }
    }
    expect(pairs.length).toBeGreaterThanOrEqual(12);
  });

  it('gives every stored value an editing control (ids and the listed exceptions aside)', () => {
    // Values no editor should type: derived or internal.
    const NOT_EDITED = new Set([
      'TEXT.keyOrder', // the order of the policy's keys, kept by the server (jsonb reorders keys)
      'TIMELINE.steps[].number', // steps are numbered by position (ADR 0012)
      'CONTACT_FORM.placeholders.service', // a select has no placeholder
      'ADVANTAGES.advantages[].icon', // the spec's other spelling; the editor sets iconId, which wins
    ]);
    for (const def of Object.values(blockRegistry)) {
      const keys = Object.keys(def.fields);
      const missing = storedValuePaths(def.schema).filter(
        (leaf) =>
          !/(^|\.|\[\]\.)id$/.test(leaf) &&
          !NOT_EDITED.has(`${def.type}.${leaf}`) &&
          // A key covers itself and, for menus and links, everything inside it.
          !keys.some((key) => leaf === key || leaf.startsWith(`${key}.`) || leaf.startsWith(`${key}[]`)),
      );
      expect(missing, def.type).toEqual([]);
    }
  });
});

type Def = { type: string; shape?: Record<string, unknown>; element?: unknown; innerType?: unknown; in?: unknown };
const defOf = (schema: unknown) => (schema as { _zod: { def: Def } })._zod.def;

/** Paths (`cards[].title`) of every value a schema stores; localized texts and string lists count as one value. */
function storedValuePaths(schema: unknown, path = ''): string[] {
  const def = defOf(schema);
  if (def.innerType) return storedValuePaths(def.innerType, path);
  if (def.type === 'pipe') return storedValuePaths(def.in, path);
  if (def.type === 'array') {
    return defOf(def.element).type === 'string' ? [path] : storedValuePaths(def.element, `${path}[]`);
  }
  if (def.type === 'object' && def.shape) {
    const keys = Object.keys(def.shape);
    if (keys.length === 2 && keys.includes('en') && keys.includes('ar')) return [path];
    return keys.flatMap((key) => storedValuePaths(def.shape?.[key], path ? `${path}.${key}` : key));
  }
  return [path];
}

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

  it('holds links and media addresses to the strict rules, naming the field', () => {
    const failingPath = (type: string, content: unknown) => {
      const check = checkBlockContent(type, content);
      return check.ok || check.reason !== 'invalid_content' ? undefined : check.issues[0]?.path;
    };
    expect(failingPath('CTA', { title: 'Hi', buttonLink: '/\\evil.example' })).toEqual(['buttonLink']);
    expect(failingPath('CTA', { title: 'Hi', buttonLink: '/..//evil.example' })).toEqual(['buttonLink']);
    expect(failingPath('CTA', { title: 'Hi', imageUrl: '/x");background:url(//evil)' })).toEqual(['imageUrl']);
    const menu = (path: string) => ({ productName: 'P', menuItems: [{ id: 'a', label: 'A', path }] });
    expect(failingPath('HEADER', menu('/\tevil.example'))).toEqual(['menuItems', 0, 'path']);
    expect(failingPath('HEADER', menu('/about'))).toBeUndefined();
    expect(failingPath('CTA', { title: 'Hi', buttonLink: '', imageUrl: '' })).toBeUndefined();
  });

  it('holds a story’s body images to the media rule, in each language, and leaves its texts alone', () => {
    const gallery = (body: unknown[]) => ({
      filters: { industry: [], solution: [] },
      industryLabel: 'Industry',
      solutionLabel: 'Solution',
      allLabel: 'All',
      stories: [{ id: 's', title: 'S', categories: [], detailContent: { body } }],
    });
    const image = (content: unknown) => ({ id: 'i', type: 'image', content });
    const path = ['stories', 0, 'detailContent', 'body', 0, 'content'];
    const refused = (content: unknown) => {
      const check = checkBlockContent('GALLERY', gallery([image(content)]));
      return check.ok || check.reason !== 'invalid_content' ? undefined : check.issues[0]?.path;
    };
    expect(refused('/x")')).toEqual(path);
    expect(refused({ en: '/data/uploads/a.svg', ar: 'javascript:alert(1)' })).toEqual([...path, 'ar']);
    expect(refused({ en: '/data/uploads/a.svg', ar: '/data/uploads/b.svg' })).toBeUndefined();
    const paragraph = { id: 'p', type: 'paragraph', content: 'Quotes "and" (brackets) are fine in text.' };
    expect(checkBlockContent('GALLERY', gallery([paragraph])).ok).toBe(true);
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
