import { createInstance } from 'i18next';
import type { ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { describe, expect, it } from 'vitest';
import { Pagination } from './pagination.tsx';

async function render(node: ReactNode, lng = 'en') {
  const i18n = createInstance();
  await i18n.use(initReactI18next).init({ lng, resources: {} });
  return renderToString(<I18nextProvider i18n={i18n}>{node}</I18nextProvider>);
}

describe('Pagination', () => {
  it('renders nothing for a single page', async () => {
    expect(await render(<Pagination page={1} pageCount={1} onChange={() => {}} label="Pages" />)).toBe('');
  });

  it('marks the current page, disables previous on the first page, and stands an ellipsis in for the gap', async () => {
    const html = await render(<Pagination page={1} pageCount={9} onChange={() => {}} label="Stories pages" />);
    expect(html).toContain('aria-label="Stories pages"');
    expect(html).toMatch(/<button[^>]*disabled=""[^>]*aria-label="Previous"/);
    expect(html).not.toMatch(/<button[^>]*disabled=""[^>]*aria-label="Next"/);
    expect(html).toMatch(/aria-label="Page 1, current page" aria-current="page"/);
    expect(html).toContain('More pages');
    expect(html.match(/aria-label="Page \d+"/g)).toEqual(['aria-label="Page 2"', 'aria-label="Page 9"']);
  });

  it('speaks Arabic on Arabic pages and disables next on the last page', async () => {
    const html = await render(<Pagination page={9} pageCount={9} onChange={() => {}} label="الصفحات" />, 'ar');
    expect(html).toMatch(/<button[^>]*disabled=""[^>]*aria-label="التالي"/);
    expect(html).toContain('الصفحة 9، الصفحة الحالية');
  });

  it('with addresses, pages and steps are links that work without JavaScript', async () => {
    const html = await render(
      <Pagination page={2} pageCount={3} onChange={() => {}} hrefFor={(n) => `?page=${n}`} label="Pages" />,
    );
    expect(html).toMatch(/<a[^>]*aria-label="Previous"[^>]*href="\?page=1"/);
    expect(html).toMatch(/<a[^>]*aria-label="Page 3"[^>]*href="\?page=3"/);
    expect(html).toMatch(/<a[^>]*aria-current="page"[^>]*href="\?page=2"/);
    expect(html).not.toContain('<button');
  });
});
