import { readFileSync } from 'node:fs';
import { createInstance } from 'i18next';
import type { ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import type { Block } from '../../page.ts';
import type { BlockContent } from '../../registry.ts';
import { checkBlockContent } from '../../validate.ts';
import ContactFormView from '../contact-form/view.tsx';
import LocationsView from '../locations/view.tsx';
import { stepLabel, stepPosition } from '../timeline/labels.ts';
import TimelineView from '../timeline/view.tsx';
import VacancyDetail from './detail.tsx';
import VacanciesView from './view.tsx';

async function render(node: ReactNode, lng = 'en') {
  const i18n = createInstance();
  await i18n.use(initReactI18next).init({ lng, resources: {}, interpolation: { escapeValue: false } });
  return renderToString(
    <I18nextProvider i18n={i18n}>
      <MemoryRouter>{node}</MemoryRouter>
    </I18nextProvider>,
  );
}

function block<T extends 'VACANCIES' | 'TIMELINE' | 'LOCATIONS' | 'CONTACT_FORM'>(type: T, content: BlockContent<T>) {
  return { id: 'b', block_type: type, order: 1, content, version: 1 } as Block<BlockContent<T>>;
}

type SeedPage = { blocks: Array<{ block_type: string; content: unknown }> };
const seed = (slug: string): SeedPage =>
  JSON.parse(readFileSync(new URL(`../../../../../content/seed/${slug}.json`, import.meta.url), 'utf8'));
const careers = seed('careers');
const vacancies = careers.blocks.find((b) => b.block_type === 'VACANCIES')?.content as BlockContent<'VACANCIES'>;

describe('seed content', () => {
  it('passes the schemas of its blocks', () => {
    for (const slug of ['careers', 'vacancy-detail-template', 'contact-us']) {
      for (const { block_type, content } of seed(slug).blocks) {
        const check = checkBlockContent(block_type, content);
        expect(check.ok, `${slug} ${block_type}: ${JSON.stringify(check)}`).toBe(true);
      }
    }
  });
});

describe('VACANCIES view', () => {
  it('lists the open jobs, each linking to its page, without the coming-soon message', async () => {
    const html = await render(<VacanciesView block={block('VACANCIES', vacancies)} />);
    expect(html).toContain('href="/vacancy-details/learning-experience-designer"');
    expect(html).toContain('href="/vacancy-details/totara-lms-consultant"');
    expect(html).toContain('Learning Experience Designer');
    expect(html).not.toContain('New positions are coming soon');
  });

  it('says new positions are coming soon only when the list is empty, in each language', async () => {
    const empty = block('VACANCIES', { ...vacancies, jobs: [] });
    const en = await render(<VacanciesView block={empty} />);
    expect(en).toContain('New positions are coming soon');
    expect(en).toContain('We&#x27;re preparing exciting opportunities to join our growing team — check back shortly!');
    expect(en).not.toContain('/vacancy-details/');
    const ar = await render(<VacanciesView block={empty} />, 'ar');
    expect(ar).toContain('وظائف جديدة قريبًا');
  });

  it('names a job without page content but does not link to a page that would not be found', async () => {
    const [first] = vacancies.jobs;
    const bare = { id: 'draft', title: 'Draft role' };
    const html = await render(
      <VacanciesView block={block('VACANCIES', { ...vacancies, jobs: [first as never, bare] })} />,
    );
    expect(html).toContain('Draft role');
    expect(html).not.toContain('/vacancy-details/draft');
    expect(html).toContain('/vacancy-details/learning-experience-designer');
  });
});

describe('vacancy detail', () => {
  it('shows the hero, back link, sections and the application form', async () => {
    const job = vacancies.jobs[0] as NonNullable<(typeof vacancies.jobs)[0]>;
    const source = { slug: 'careers', blockId: 'b', blockType: 'VACANCIES', path: ['jobs', 0] as [string, number] };
    const html = await render(<VacancyDetail item={job} source={source} />);
    expect(html).toMatch(/<h1[^>]*>Learning Experience Designer<\/h1>/);
    expect(html).toContain('href="/careers"');
    for (const heading of ['About the role', 'What you will do', 'What you will need', 'Nice to have', 'What we offer'])
      expect(html).toContain(`>${heading}</h2>`);
    expect(html).toContain('Join us and help shape the way the Gulf learns.');
    expect(html).toContain('accept=".pdf,.doc,.docx,.ppt,.pptx"');
    expect(html).toContain('role="tooltip"');
    expect(html).toContain('href="/privacy-policy"');
    expect(html).toContain('--hero-image:url(&quot;/data/uploads/seed/vacancy-designer.svg&quot;)');
  });

  it('keeps a hero image address inside its CSS string, even one stored before addresses were checked', async () => {
    const job = vacancies.jobs[0] as NonNullable<(typeof vacancies.jobs)[0]>;
    const hostile = {
      ...job,
      detailContent: { ...job.detailContent, heroImage: '/x");background:url(//evil.example/a' },
    };
    const source = { slug: 'careers', blockId: 'b', blockType: 'VACANCIES', path: ['jobs', 0] as [string, number] };
    const html = await render(<VacancyDetail item={hostile} source={source} />);
    expect(html).toContain('--hero-image:url(&quot;/x\\&quot;);background:url(//evil.example/a&quot;)');
  });
});

describe('TIMELINE', () => {
  it('labels steps with two digits and alternates them above and below the line', async () => {
    expect([0, 1, 8, 9, 10].map(stepLabel)).toEqual(['01', '02', '09', '10', '11']);
    expect([0, 1, 2, 3].map(stepPosition)).toEqual(['above', 'below', 'above', 'below']);
    const template = seed('vacancy-detail-template').blocks[0]?.content as BlockContent<'TIMELINE'>;
    const html = await render(<TimelineView block={block('TIMELINE', template)} />);
    expect(html).toMatch(/<h2[^>]*>Our selection process<br\/>What to expect after you apply<\/h2>/);
    expect(html.match(/data-position="(above|below)"/g)).toEqual([
      'data-position="above"',
      'data-position="below"',
      'data-position="above"',
      'data-position="below"',
      'data-position="above"',
    ]);
    expect(html).toContain('>05</span>');
  });
});

describe('LOCATIONS', () => {
  it('links each office to a map search in a new tab', async () => {
    const html = await render(
      <LocationsView
        block={block('LOCATIONS', {
          locations: [
            {
              id: 'x',
              country: 'Qatar',
              address: 'Line 1\nLine 2',
              map_link: 'View on map',
              gmaps_query: 'West Bay, Doha & Co',
            },
          ],
        })}
      />,
    );
    expect(html).toContain(
      'href="https://www.google.com/maps/search/?api=1&amp;query=West%20Bay%2C%20Doha%20%26%20Co"',
    );
    expect(html).toContain('target="_blank"');
    expect(html).toContain('rel="noopener noreferrer"');
    expect(html).toContain('<span>Line 1</span><span>Line 2</span>');
  });
});

describe('CONTACT_FORM', () => {
  it('draws every field with its label, the service options and the consent link', async () => {
    const content = seed('contact-us').blocks.find((b) => b.block_type === 'CONTACT_FORM')
      ?.content as BlockContent<'CONTACT_FORM'>;
    const html = await render(<ContactFormView block={block('CONTACT_FORM', content)} />, 'ar');
    for (const name of ['fullName', 'companyName', 'email', 'phone', 'service', 'inquiry', 'attachment'])
      expect(html).toContain(`name="${name}"`);
    expect(html).toMatch(/<option value="None"[^>]*>لم أحدّد بعد<\/option>/);
    expect(html).toContain('value="LMS"');
    expect(html).toContain('value="Content"');
    expect(html).toContain('href="/privacy-policy"');
    expect(html).toContain('accept=".png,.jpg,.jpeg,.svg,.pdf,.doc,.docx,.ppt,.pptx"');
  });
});
