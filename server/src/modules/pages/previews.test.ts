import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BUILD_DIR, createUser, requireBuild, signedInHeaders, testApp, testAuth } from '../../../test/app.ts';
import { createTestDatabase, openSeeded, type TestDatabase, testDatabaseKinds } from '../../../test/databases.ts';
import type { Database } from '../../db/client.ts';

type Block = { id: string; block_type: string; content: Record<string, unknown>; version: number };
type Link = { id: string; token: string; created_at: string; expires_at: string; created_by: { email: string } };

const DAY_MS = 24 * 3600 * 1000;

/** Issue #19 point 2: preview links of a draft (ADR 0029), through the API and the rendered page. */
describe.each(testDatabaseKinds())('preview links on %s', (kind) => {
  let test: TestDatabase;
  let database: Database;
  let app: FastifyInstance;
  let editor: Record<string, string>;
  let clockOffsetMs = 0;

  beforeAll(async () => {
    requireBuild();
    test = await createTestDatabase(kind);
    database = await openSeeded(test);
    app = await testApp(database, {
      ssr: { kind: 'build', buildDir: BUILD_DIR },
      clock: () => new Date(Date.now() + clockOffsetMs),
    });
    editor = await signedInHeaders(app, database, 'editor');
    // The about page's first text, changed in the draft only.
    const { blocks } = (await app.inject({ url: '/v1/pages/about?draft=true', headers: editor })).json() as {
      blocks: Block[];
    };
    const hero = blocks[0] as Block;
    const saved = await app.inject({
      method: 'PUT',
      url: `/v1/pages/blocks/${hero.id}`,
      headers: editor,
      payload: {
        type: hero.block_type,
        content: { ...hero.content, title: { en: 'Draft about title', ar: 'عنوان المسودة لصفحة من نحن' } },
        version: hero.version,
      },
    });
    expect(saved.statusCode).toBe(200);
  });

  afterAll(async () => {
    await app?.close();
    await database?.close();
    await test?.drop();
  });

  const create = (payload: object = {}, slug = 'about', headers = editor) =>
    app.inject({ method: 'POST', url: `/v1/pages/${slug}/previews`, headers, payload });
  const newLink = async (payload: object = {}) => {
    const response = await create(payload);
    expect(response.statusCode).toBe(201);
    return response.json() as Link;
  };
  const list = async () =>
    ((await app.inject({ url: '/v1/pages/about/previews', headers: editor })).json() as { previews: Link[] }).previews;

  it('opens the draft to anyone holding the link, page and API alike, and to nobody else', async () => {
    const link = await newLink();
    expect(link.token).toMatch(/^[\w-]{43}$/);
    expect(Date.parse(link.expires_at) - Date.parse(link.created_at)).toBe(7 * DAY_MS);

    const api = await app.inject(`/v1/pages/about?preview=${link.token}`);
    expect(api.statusCode).toBe(200);
    expect(api.headers['cache-control']).toBe('private, no-store');
    expect(api.headers['x-robots-tag']).toBe('noindex, nofollow');
    expect(JSON.stringify(api.json().blocks[0].content.title)).toContain('Draft about title');

    const english = await app.inject(`/about?preview=${link.token}`);
    expect(english.statusCode).toBe(200);
    expect(english.body).toContain('Draft about title');
    expect(english.body).toContain('<meta name="robots" content="noindex, nofollow"/>');
    expect(english.body).not.toContain('rel="canonical"');
    expect(english.headers['cache-control']).toBe('private, no-store');
    expect(english.headers['x-robots-tag']).toBe('noindex, nofollow');
    expect(english.headers['referrer-policy']).toBe('no-referrer');

    const arabic = await app.inject(`/about?preview=${link.token}&lng=ar`);
    expect(arabic.body).toContain('<html lang="ar" dir="rtl">');
    expect(arabic.body).toContain('عنوان المسودة لصفحة من نحن');

    // Visitors still see the live page, before and after a preview was rendered (no cache mixes them).
    for (const url of ['/about', '/about?lng=ar']) {
      const visitor = await app.inject(url);
      expect(visitor.body).not.toContain('Draft about title');
      expect(visitor.body).not.toContain('عنوان المسودة');
    }
    expect(JSON.stringify((await app.inject('/v1/pages/about')).json())).not.toContain('Draft about title');
  });

  it('opens its own page with the header and footer, not other pages', async () => {
    const link = await newLink();
    expect((await app.inject(`/v1/pages/header?preview=${link.token}`)).statusCode).toBe(200);
    const other = await app.inject(`/v1/pages/our-team?preview=${link.token}`);
    expect(other.statusCode).toBe(404);
    expect(other.json().error.code).toBe('page_not_in_preview');
  });

  it('stops working when withdrawn, at once, with a clear reason', async () => {
    const link = await newLink();
    expect((await list()).map((l) => l.id)).toContain(link.id);
    const revoked = await app.inject({ method: 'DELETE', url: `/v1/pages/about/previews/${link.id}`, headers: editor });
    expect(revoked.statusCode).toBe(204);
    expect((await list()).map((l) => l.id)).not.toContain(link.id);

    const api = await app.inject(`/v1/pages/about?preview=${link.token}`);
    expect(api.statusCode).toBe(410);
    expect(api.json().error.code).toBe('preview_revoked');
    const page = await app.inject(`/about?preview=${link.token}`);
    expect(page.statusCode).toBe(410);
    expect(page.body).toContain('This preview link has been withdrawn');
    expect(page.body).not.toContain('Draft about title');
    const arabic = await app.inject(`/about?preview=${link.token}&lng=ar`);
    expect(arabic.body).toContain('تم سحب رابط المعاينة هذا');

    const again = await app.inject({ method: 'DELETE', url: `/v1/pages/about/previews/${link.id}`, headers: editor });
    expect(again.statusCode).toBe(404);
  });

  it('stops working when the account that made it is disabled, and works again when it is enabled', async () => {
    const colleague = await createUser(database, 'editor');
    const login = await app.inject({
      method: 'POST',
      url: '/v1/auth/login',
      payload: { email: colleague.email, password: colleague.password },
    });
    const headers = { authorization: `Bearer ${login.json().access_token}` };
    const link = (await create({}, 'about', headers)).json() as Link;
    expect((await app.inject(`/v1/pages/about?preview=${link.token}`)).statusCode).toBe(200);

    await testAuth(database).setDisabled(colleague.email, true);
    const refused = await app.inject(`/v1/pages/about?preview=${link.token}`);
    expect(refused.statusCode).toBe(410);
    expect(refused.json().error.code).toBe('preview_revoked');
    expect((await app.inject(`/about?preview=${link.token}`)).body).not.toContain('Draft about title');

    await testAuth(database).setDisabled(colleague.email, false);
    expect((await app.inject(`/v1/pages/about?preview=${link.token}`)).statusCode).toBe(200);
  });

  it('expires after the days chosen, and says so', async () => {
    const link = await newLink({ days: 1 });
    expect(Date.parse(link.expires_at) - Date.parse(link.created_at)).toBe(DAY_MS);
    clockOffsetMs = DAY_MS + 60_000;
    try {
      const api = await app.inject(`/v1/pages/about?preview=${link.token}`);
      expect(api.statusCode).toBe(410);
      expect(api.json().error.code).toBe('preview_expired');
      const page = await app.inject(`/about?preview=${link.token}`);
      expect(page.statusCode).toBe(410);
      expect(page.body).toContain('This preview link has expired');
      expect((await list()).map((l) => l.id)).not.toContain(link.id);
    } finally {
      clockOffsetMs = 0;
    }
  });

  it('refuses forged and malformed tokens as links that do not exist', async () => {
    for (const token of ['A'.repeat(43), 'short', '%27%20or%201%3D1--', '']) {
      const api = await app.inject(`/v1/pages/about?preview=${token}`);
      expect(api.statusCode).toBe(404);
      expect(api.json().error.code).toBe('preview_not_found');
    }
    const page = await app.inject(`/about?preview=${'B'.repeat(43)}`);
    expect(page.statusCode).toBe(404);
    expect(page.body).toContain('This preview link does not exist');
    expect(page.body).toContain('<meta name="robots" content="noindex, nofollow"/>');
  });

  it('answers bad requests with the contract error, and only editors make or see links', async () => {
    for (const days of [0, 31, 1.5, '7']) {
      const response = await create({ days });
      expect(response.statusCode).toBe(400);
      expect(response.json().error.code).toBe('invalid_input');
    }
    expect((await create({ days: 7, extra: true })).statusCode).toBe(400);
    expect((await create({}, 'no-such-page')).json().error.code).toBe('page_not_found');
    expect((await create({}, 'about', {})).statusCode).toBe(401);
    expect((await app.inject('/v1/pages/about/previews')).statusCode).toBe(401);
    const badId = await app.inject({ method: 'DELETE', url: '/v1/pages/about/previews/not-a-uuid', headers: editor });
    expect(badId.statusCode).toBe(404);
    expect(badId.json().error.code).toBe('preview_not_found');
  });

  describe('of one item (ADR 0040)', () => {
    const items = (url: string, method: 'GET' | 'POST' | 'PUT' | 'DELETE' = 'GET', payload?: object) =>
      app.inject({ method, url: `/v1/collections/${url}`, headers: editor, ...(payload ? { payload } : {}) });
    const story = (en: string, ar: string) => ({
      title: { en, ar },
      categories: ['healthcare'],
      image: '/data/uploads/seed/story-ramlah-holding.svg',
      detailContent: {
        body: [{ id: 'summary', type: 'paragraph', content: { en: `${en}, in full.`, ar: `${ar} كاملة.` } }],
      },
    });

    it('shows a story’s draft on its own page and the list’s card, the rest of the site as published', async () => {
      // A published story retitled in the draft, and a new story never published.
      const { items: first } = (await items('stories/items?per_page=1')).json() as { items: Array<{ slug: string }> };
      const slug = first[0]?.slug as string;
      const current = (await items(`stories/items/${slug}`)).json();
      const liveTitle = current.content.title.en as string;
      expect(
        (
          await items(`stories/items/${slug}`, 'PUT', {
            content: { ...current.content, title: { en: 'A retitled story', ar: 'قصة بعنوان جديد' } },
            version: current.version,
          })
        ).statusCode,
      ).toBe(200);
      const made = await items(`stories/items/${slug}/previews`, 'POST', { days: 1 });
      expect(made.statusCode).toBe(201);
      const link = made.json() as Link & { path: string };
      expect(link.path).toBe(`/customer-stories/${slug}`);
      expect(made.headers['cache-control']).toBe('private, no-store');

      const own = await app.inject(`${link.path}?preview=${link.token}`);
      expect(own.statusCode).toBe(200);
      expect(own.body).toContain('A retitled story');
      expect(own.body).toContain('<meta name="robots" content="noindex, nofollow"/>');
      expect((await app.inject(`${link.path}?preview=${link.token}&lng=ar`)).body).toContain('قصة بعنوان جديد');
      // The card on the list page too; without the link, visitors still read the live title.
      expect((await app.inject(`/customer-stories?preview=${link.token}`)).body).toContain('A retitled story');
      expect((await app.inject(link.path)).body).toContain(liveTitle);
      expect((await app.inject(link.path)).body).not.toContain('A retitled story');
      // The page's own draft is not opened by it (the about page's draft title stays unseen).
      expect((await app.inject(`/about?preview=${link.token}`)).body).not.toContain('Draft about title');
      const api = await app.inject(`/v1/pages/customer-stories?preview=${link.token}`);
      expect(api.json().error.code).toBe('page_not_in_preview');

      const created = await items('stories/items', 'POST', {
        content: story('Nakheel Clinics go digital', 'عيادات النخيل تتحول رقميًا'),
      });
      const fresh = created.json().slug as string;
      const newLink = (await items(`stories/items/${fresh}/previews`, 'POST')).json() as Link & { path: string };
      expect(Date.parse(newLink.expires_at) - Date.parse(newLink.created_at)).toBe(7 * DAY_MS);
      expect((await app.inject(`/customer-stories/${fresh}`)).statusCode).toBe(404);
      const preview = await app.inject(`/customer-stories/${fresh}?preview=${newLink.token}`);
      expect(preview.statusCode).toBe(200);
      expect(preview.body).toContain('Nakheel Clinics go digital, in full.');
      // Another item's page is not opened by it: that story reads as visitors see it.
      expect((await app.inject(`/customer-stories/${slug}?preview=${newLink.token}`)).body).not.toContain(
        'A retitled story',
      );

      // Listed, withdrawn, and then refused.
      const listed = (await items(`stories/items/${fresh}/previews`)).json().previews as Link[];
      expect(listed.map((l) => l.id)).toEqual([newLink.id]);
      expect((await list()).map((l) => l.id)).not.toContain(newLink.id);
      expect((await items(`stories/items/${fresh}/previews/${newLink.id}`, 'DELETE')).statusCode).toBe(204);
      expect((await app.inject(`/customer-stories/${fresh}?preview=${newLink.token}`)).statusCode).toBe(410);
      expect((await items(`stories/items/${fresh}/previews/${newLink.id}`, 'DELETE')).statusCode).toBe(404);
    });

    it('shows a team member’s draft in the team, where a new one goes, and refuses what does not exist', async () => {
      const member = await items('team/items', 'POST', {
        content: { name: { en: 'Salma Al Hashimi', ar: 'سلمى الهاشمي' } },
      });
      expect(member.statusCode).toBe(201);
      const link = (await items(`team/items/${member.json().slug}/previews`, 'POST')).json() as Link & { path: string };
      expect(link.path).toBe('/our-team');
      expect((await app.inject(`/our-team?preview=${link.token}`)).body).toContain('Salma Al Hashimi');
      expect((await app.inject('/our-team')).body).not.toContain('Salma Al Hashimi');

      expect((await items('team/items/nobody/previews', 'POST')).json().error.code).toBe('item_not_found');
      expect((await items('spaceships/items/x/previews', 'POST')).json().error.code).toBe('collection_not_found');
      expect((await items(`team/items/${member.json().slug}/previews`, 'POST', { days: 40 })).statusCode).toBe(400);
      const anonymous = await app.inject({
        method: 'POST',
        url: `/v1/collections/team/items/${member.json().slug}/previews`,
      });
      expect(anonymous.statusCode).toBe(401);
    });
  });
});
