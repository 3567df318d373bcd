import { describe, expect, it } from 'vitest';
import type { BlockContent } from '../../registry.ts';
import { renderView } from '../../test/render-view.tsx';
import { blockOf, seedPage } from '../../test/seed.ts';
import { checkBlockContent } from '../../validate.ts';
import VacancyDetail from './detail.tsx';
import VacanciesView from './view.tsx';

const careers = seedPage('careers');
const vacancies = careers.blocks.find((b) => b.block_type === 'VACANCIES')?.content as BlockContent<'VACANCIES'>;

describe('seed content', () => {
  it('passes the schemas of its blocks', () => {
    for (const slug of ['careers', 'vacancy-detail-template', 'contact-us']) {
      for (const { block_type, content } of seedPage(slug).blocks) {
        const check = checkBlockContent(block_type, content);
        expect(check.ok, `${slug} ${block_type}: ${JSON.stringify(check)}`).toBe(true);
      }
    }
  });
});

describe('VACANCIES view', () => {
  it('lists the open jobs, each linking to its page, without the coming-soon message', async () => {
    const html = await renderView(<VacanciesView block={blockOf('VACANCIES', vacancies)} />);
    expect(html).toContain('href="/vacancy-details/learning-experience-designer"');
    expect(html).toContain('href="/vacancy-details/totara-lms-consultant"');
    expect(html).toContain('Learning Experience Designer');
    expect(html).not.toContain('New positions are coming soon');
  });

  it('says new positions are coming soon only when the list is empty, in each language', async () => {
    const empty = blockOf('VACANCIES', { ...vacancies, jobs: [] });
    const en = await renderView(<VacanciesView block={empty} />);
    expect(en).toContain('New positions are coming soon');
    expect(en).toContain('We&#x27;re preparing exciting opportunities to join our growing team — check back shortly!');
    expect(en).not.toContain('/vacancy-details/');
    const ar = await renderView(<VacanciesView block={empty} />, 'ar');
    expect(ar).toContain('وظائف جديدة قريبًا');
  });

  it('names a job without page content but does not link to a page that would not be found', async () => {
    const [first] = vacancies.jobs;
    const bare = { id: 'draft', title: 'Draft role' };
    const html = await renderView(
      <VacanciesView block={blockOf('VACANCIES', { ...vacancies, jobs: [first as never, bare] })} />,
    );
    expect(html).toContain('Draft role');
    expect(html).not.toContain('/vacancy-details/draft');
    expect(html).toContain('/vacancy-details/learning-experience-designer');
  });
});

describe('vacancy detail', () => {
  it('shows the hero, back link, sections and the application form', async () => {
    const job = vacancies.jobs[0] as NonNullable<(typeof vacancies.jobs)[0]>;
    const source = { slug: 'careers', blockId: 'b', blockType: 'VACANCIES', array: 'jobs' };
    const html = await renderView(<VacancyDetail item={job} source={source} />);
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
    const source = { slug: 'careers', blockId: 'b', blockType: 'VACANCIES', array: 'jobs' };
    const html = await renderView(<VacancyDetail item={hostile} source={source} />);
    expect(html).toContain('--hero-image:url(&quot;/x\\&quot;);background:url(//evil.example/a&quot;)');
  });
});
