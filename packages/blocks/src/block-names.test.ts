import { describe, expect, it } from 'vitest';
import { BLOCK_GROUPS, blockGroupNames } from './define-block.ts';
import { descriptionOfKey, groupOfField, keyOfPath, nameOfKey, namesAlongPath } from './field-labels.ts';
import { expandFields } from './field-paths.ts';
import { FIELD_GROUPS, fieldGroupNames, type Names } from './fields.ts';
import { blockRegistry } from './registry.ts';

const ARABIC = /[\u0600-\u06FF]/;
const LATIN = /[A-Za-z]/;

/** A name in both languages: English in Latin letters, Arabic in Arabic letters (no transliteration). */
function expectNames(names: Names | undefined, what: string) {
  expect(names, what).toBeDefined();
  expect(names?.en.trim(), `${what} (en)`).toMatch(LATIN);
  expect(names?.en, `${what} (en)`).not.toMatch(ARABIC);
  expect(names?.ar.trim(), `${what} (ar)`).toMatch(ARABIC);
  expect(names?.ar, `${what} (ar)`).not.toMatch(/[A-Za-z]{3,}/);
}

/** 'jobs[].detailContent.form.title' → 'jobs', 'jobs[].detailContent', 'jobs[].detailContent.form'. */
function partsOf(key: string): string[] {
  const pieces = key.split('.');
  return pieces.slice(0, -1).map((_, i) =>
    pieces
      .slice(0, i + 1)
      .join('.')
      .replace(/\[\]$/, ''),
  );
}

describe('block names', () => {
  it('gives every block a label, a one-line description and a group, in English and Arabic', () => {
    for (const def of Object.values(blockRegistry)) {
      expectNames(def.label, `${def.type} label`);
      expectNames(def.description, `${def.type} description`);
      expect(def.description.en, `${def.type} description is one line`).not.toMatch(/\n/);
      expect(def.description.en.length, `${def.type} description is short`).toBeLessThan(120);
      expect(BLOCK_GROUPS, `${def.type} group`).toContain(def.group);
    }
  });

  it('names every group and keeps block labels apart', () => {
    for (const group of BLOCK_GROUPS) expectNames(blockGroupNames[group], `group ${group}`);
    for (const group of FIELD_GROUPS) expectNames(fieldGroupNames[group], `field group ${group}`);
    for (const lang of ['en', 'ar'] as const) {
      const labels = Object.values(blockRegistry).map((def) => def.label[lang]);
      expect(new Set(labels).size, `${lang} labels are unique`).toBe(labels.length);
    }
  });

  it('resolves every field key, and every list and group a field sits in, to a name in both languages', () => {
    for (const def of Object.values(blockRegistry)) {
      for (const key of Object.keys(def.fields)) {
        expectNames(nameOfKey(def, key), `${def.type}.${key}`);
        for (const part of partsOf(key)) expectNames(nameOfKey(def, part), `${def.type}.${part}`);
      }
      for (const part of Object.keys(def.parts ?? {})) {
        expect(
          Object.keys(def.fields).some((key) => key.startsWith(`${part}.`) || key.startsWith(`${part}[]`)),
          `${def.type} parts.${part} names a list or group of its fields`,
        ).toBe(true);
      }
    }
  });

  it('prefers a field’s own label, then the block’s parts, then the shared name', () => {
    const { VACANCIES, HERO, TEAM } = blockRegistry;
    expect(nameOfKey(VACANCIES, 'jobs[].title')?.en).toBe('Job title');
    expect(nameOfKey(VACANCIES, 'title')?.en).toBe('Title');
    expect(nameOfKey(VACANCIES, 'jobs')?.ar).toBe('الوظائف');
    expect(nameOfKey(VACANCIES, 'jobs[]')?.en).toBe('Jobs');
    expect(nameOfKey(HERO, 'teamImage')?.en).toBe('Team photo');
    // A bare key finds the block's own label of a field ending with it.
    expect(nameOfKey(TEAM, 'position')?.en).toBe('Position');
    expect(nameOfKey(TEAM, 'nothing-like-this')).toBeUndefined();
    expect(descriptionOfKey(HERO, 'image_alt')?.en).toMatch(/screen readers/);
  });

  it('names a path key by key, item numbers left out', () => {
    const path = ['jobs', 1, 'detailContent', 'summary', 'p1'];
    expect(keyOfPath(path)).toBe('jobs[].detailContent.summary.p1');
    expect(namesAlongPath(blockRegistry.VACANCIES, path).map((n) => n.names?.en)).toEqual([
      'Jobs',
      'Job page',
      'Summary',
      'First paragraph',
    ]);
  });

  it('carries names and groups through expandFields', () => {
    const [field] = expandFields(blockRegistry.TEAM.fields, {
      members: [{ id: 'a', name: 'A', position: 'P' }],
    }).filter((f) => f.key === 'members[].position');
    expect(field?.label).toEqual({ en: 'Position', ar: 'المنصب' });
    expect(field?.kind).toBe('localized');
    expect(field).not.toHaveProperty('options');
    const colour = expandFields(blockRegistry.FAQ.fields, {}).find((f) => f.key === 'itemBackgroundColor');
    expect(colour?.group).toBe('appearance');
    expect(groupOfField('stories[].detailContent.tocTitle', 'localized')).toBe('detailPage');
    expect(groupOfField('buttonLink', 'text')).toBe('buttons');
    expect(groupOfField('cards[].layout', { kind: 'choice', options: [], group: 'appearance' })).toBe('appearance');
  });
});
