import { createInstance } from 'i18next';
import { renderToString } from 'react-dom/server';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import type { Block } from '../../page.ts';
import type { BlockContent } from '../../registry.ts';
import { checkBlockContent } from '../../validate.ts';
import { textParts } from './parts.ts';
import TextView from './view.tsx';

async function render(content: BlockContent<'TEXT'>, lng = 'en') {
  const i18n = createInstance();
  await i18n.use(initReactI18next).init({ lng, resources: {}, interpolation: { escapeValue: false } });
  const block: Block<BlockContent<'TEXT'>> = { id: 't', block_type: 'TEXT', order: 1, content, version: 1 };
  return renderToString(
    <I18nextProvider i18n={i18n}>
      <MemoryRouter>
        <TextView block={block} />
      </MemoryRouter>
    </I18nextProvider>,
  );
}

const policy = {
  title: { en: 'Privacy Policy', ar: 'سياسة الخصوصية' },
  lastUpdated: { en: '1 November 2026', ar: '1 نوفمبر 2026' },
  introTitle: { en: 'Introduction', ar: 'مقدمة' },
  intro: { en: 'First.\n\nSecond.', ar: 'الأولى.\nالثانية.' },
  rightsList: { en: 'Access\n\n  \nErase\n', ar: 'الوصول\nالحذف' },
  contactUsEmail: 'privacy@example.com',
};

describe('TEXT parts', () => {
  it('maps each key to its element, skipping the title, in object order', () => {
    expect(textParts(policy, 'en')).toEqual([
      { kind: 'date', key: 'lastUpdated', text: '1 November 2026' },
      { kind: 'heading', key: 'introTitle', text: 'Introduction' },
      { kind: 'paragraphs', key: 'intro', lines: ['First.', 'Second.'] },
      { kind: 'list', key: 'rightsList', items: ['Access', 'Erase'] },
      { kind: 'email', key: 'contactUsEmail', email: 'privacy@example.com' },
    ]);
  });

  it('follows keyOrder first (stored objects lose their key order), then the remaining keys', () => {
    const parts = textParts({ ...policy, keyOrder: ['contactUsEmail', 'missing', 'intro', 'intro'] }, 'ar');
    expect(parts.map((p) => p.key)).toEqual(['contactUsEmail', 'intro', 'lastUpdated', 'introTitle', 'rightsList']);
    expect(parts[1]).toEqual({ kind: 'paragraphs', key: 'intro', lines: ['الأولى.', 'الثانية.'] });
  });

  it('leaves out empty values and falls back to English', () => {
    expect(textParts({ emptyTitle: { en: ' ' }, onlyEnglish: { en: 'Hi' } }, 'ar')).toEqual([
      { kind: 'paragraphs', key: 'onlyEnglish', lines: ['Hi'] },
    ]);
  });
});

describe('TEXT view', () => {
  it('draws the title as h1, …Title as h2, …List as ul, the date line, a mail link and paragraphs', async () => {
    const html = await render(policy);
    expect(html).toMatch(/<h1[^>]*>Privacy Policy<\/h1>/);
    expect(html).toMatch(/<h2[^>]*>Introduction<\/h2>/);
    expect(html).toMatch(/<ul[^>]*><li[^>]*>Access<\/li><li[^>]*>Erase<\/li><\/ul>/);
    expect(html).toMatch(/Last updated:.*1 November 2026/);
    expect(html).toContain('href="mailto:privacy@example.com"');
    expect(html.match(/<p dir="auto">(First|Second)\.<\/p>/g)).toHaveLength(2);
    expect(html.indexOf('Introduction')).toBeLessThan(html.indexOf('Access'));
  });

  it('reads Arabic', async () => {
    const html = await render(policy, 'ar');
    expect(html).toMatch(/<h1[^>]*>سياسة الخصوصية<\/h1>/);
    expect(html).toContain('آخر تحديث:');
    expect(html).toMatch(/<li[^>]*>الحذف<\/li>/);
  });

  it('says so when there is no content', async () => {
    expect(await render({})).toContain('Privacy Policy content not found!');
    expect(await render({ title: 'Only a title' }, 'ar')).toContain('لم يُعثر على محتوى سياسة الخصوصية!');
  });
});

describe('TEXT schema', () => {
  it('accepts further keys as localized text and checks the fixed ones', () => {
    expect(checkBlockContent('TEXT', policy).ok).toBe(true);
    expect(checkBlockContent('TEXT', { ...policy, contactUsEmail: 'not an email' }).ok).toBe(false);
    expect(checkBlockContent('TEXT', { usesList: { en: 'a', fr: 'b' } }).ok).toBe(false);
    expect(checkBlockContent('TEXT', { nested: { en: { x: 1 } } }).ok).toBe(false);
  });

  it('restricts key names and their number', () => {
    expect(checkBlockContent('TEXT', { 'bad-key': 'x' }).ok).toBe(false);
    expect(checkBlockContent('TEXT', { _private: 'x' }).ok).toBe(false);
    expect(checkBlockContent('TEXT', { '1st': 'x' }).ok).toBe(false);
    expect(checkBlockContent('TEXT', { keyOrder: ['a b'] }).ok).toBe(false);
    const many = Object.fromEntries(Array.from({ length: 201 }, (_, i) => [`p${i}`, 'x']));
    expect(checkBlockContent('TEXT', many).ok).toBe(false);
    const enough = Object.fromEntries(Object.entries(many).slice(1));
    expect(checkBlockContent('TEXT', enough).ok).toBe(true);
  });
});
