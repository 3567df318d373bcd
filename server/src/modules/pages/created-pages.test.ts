import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInHeaders, testApp } from '../../../test/app.ts';
import { createTestDatabase, openSeeded, type TestDatabase, testDatabaseKinds } from '../../../test/databases.ts';
import { type Database, sql } from '../../db/client.ts';

const title = { en: 'Summer offer', ar: 'عرض الصيف' };

describe.each(testDatabaseKinds())('pages editors create, move and delete on %s', (kind) => {
  let test: TestDatabase;
  let database: Database;
  let app: FastifyInstance;
  let editor: Record<string, string>;

  beforeAll(async () => {
    test = await createTestDatabase(kind);
    database = await openSeeded(test);
    app = await testApp(database);
    editor = await signedInHeaders(app, database, 'editor');
  });

  afterAll(async () => {
    await app?.close();
    await database?.close();
    await test?.drop();
  });

  const create = (payload: unknown, headers = editor) =>
    app.inject({ method: 'POST', url: '/v1/pages', headers, payload: payload as object });
  const move = (slug: string, path: unknown) =>
    app.inject({ method: 'PUT', url: `/v1/pages/${slug}/path`, headers: editor, payload: { path } });
  const remove = (slug: string, redirect_to: string | null) =>
    app.inject({ method: 'DELETE', url: `/v1/pages/${slug}`, headers: editor, payload: { redirect_to } });
  const publish = async (...slugs: string[]) =>
    expect(
      (await app.inject({ method: 'POST', url: '/v1/pages/publish', headers: editor, payload: { slugs } })).statusCode,
    ).toBe(200);
  const draft = async (slug: string) =>
    (await app.inject({ url: `/v1/pages/${slug}?draft=true`, headers: editor })).json() as {
      title: { en: string; ar: string };
      blocks: Array<{ block_type: string; content: Record<string, unknown> }>;
    };
  const audit = async (slug: string) => {
    const { rows } = (await database.db.execute(
      sql`select action, details from audit_log where target_type = 'page' and target_id = ${slug} order by id`,
    )) as unknown as { rows: Array<{ action: string; details: Record<string, unknown> }> };
    return rows;
  };
  const sitemap = async () => (await app.inject('/sitemap.xml')).body;

  it('creates a landing page: its blocks in both languages, unpublished, audited, listed with its address', async () => {
    const response = await create({ template: 'landing', path: '/summer-offer', title });
    expect(response.statusCode).toBe(201);
    const page = response.json();
    expect(page).toMatchObject({ path: '/summer-offer', template: 'landing', title, published: false, menu: false });
    const stored = await draft(page.slug);
    expect(stored.title).toEqual(title);
    expect(stored.blocks.map((b) => b.block_type)).toEqual(['HERO', 'PROMISE_CARDS', 'CTA', 'CLOSING']);
    expect(stored.blocks[0]?.content.title).toEqual(title);
    for (const block of stored.blocks) {
      const texts = JSON.stringify(block.content);
      expect(texts).toMatch(/[\u0600-\u06ff]/);
    }
    // Visitors see nothing until it is published.
    expect((await app.inject(`/v1/pages/${page.slug}`)).statusCode).toBe(404);
    expect(await sitemap()).not.toContain('/summer-offer');
    expect(await audit(page.slug)).toEqual([
      { action: 'page.create', details: expect.objectContaining({ path: '/summer-offer', template: 'landing' }) },
    ]);
    const list = (await app.inject({ url: '/v1/pages', headers: editor })).json().pages as Array<{
      slug: string;
      path?: string;
    }>;
    expect(list.find((p) => p.slug === page.slug)?.path).toBe('/summer-offer');
    expect(list.find((p) => p.slug === 'about')?.path).toBeUndefined();
    const state = (await app.inject({ url: `/v1/pages/${page.slug}/publishing`, headers: editor })).json();
    expect(state).toMatchObject({ slug: page.slug, path: '/summer-offer', live: null, changed: true });
    const fixed = (await app.inject({ url: '/v1/pages/about/publishing', headers: editor })).json();
    expect(fixed.path).toBeUndefined();
  });

  it('creates a solution page with the solution pages’ layout, and a blank one with no blocks', async () => {
    const solution = (
      await create({ template: 'solution', path: '/solutions/moodle', title: { en: 'Moodle', ar: 'مودل' } })
    ).json();
    const blocks = (await draft(solution.slug)).blocks;
    expect(blocks.map((b) => b.block_type)).toEqual([
      'SOLUTION_HERO',
      'INFO',
      'BENEFITS',
      'TIMELINE',
      'TABS',
      'ALTERNATING_FEATURES',
      'FAQ',
      'DEMO_FORM',
      'CLOSING',
    ]);
    expect(blocks[0]?.content.title).toEqual({ en: 'Moodle', ar: 'مودل' });
    const blank = await create({ template: 'blank', path: '/campaigns/winter', title: { en: 'Winter', ar: 'الشتاء' } });
    expect(blank.statusCode).toBe(201);
    expect((await draft(blank.json().slug)).blocks).toEqual([]);
  });

  it('adds a menu entry to the header’s draft, which visitors see once the header is published', async () => {
    const page = (
      await create({
        template: 'landing',
        path: '/open-day',
        title: { en: 'Open day', ar: 'اليوم المفتوح' },
        add_to_menu: true,
      })
    ).json();
    expect(page.menu).toBe(true);
    const menuOf = (header: { blocks: Array<{ content: Record<string, unknown> }> }) =>
      header.blocks[0]?.content.menuItems as Array<{ path: string; label: unknown }>;
    expect(menuOf(await draft('header')).at(-1)).toMatchObject({
      path: '/open-day',
      label: { en: 'Open day', ar: 'اليوم المفتوح' },
    });
    const live = (await app.inject('/v1/pages/header')).json();
    expect(menuOf(live).some((item) => item.path === '/open-day')).toBe(false);
    await publish(page.slug, 'header');
    expect(menuOf((await app.inject('/v1/pages/header')).json()).at(-1)?.path).toBe('/open-day');
    // Published: the page is public and in the sitemap in both languages.
    expect((await app.inject(`/v1/pages/${page.slug}`)).statusCode).toBe(200);
    const xml = await sitemap();
    expect(xml).toContain('<loc>http://localhost:3000/open-day</loc>');
    expect(xml).toContain('<loc>http://localhost:3000/open-day?lng=ar</loc>');
    const links = (await app.inject({ url: '/v1/links', headers: editor })).json().links as Array<{ path: string }>;
    expect(links.map((l) => l.path)).toContain('/open-day');
  });

  it('puts the menu entry under the entry it names, or refuses an entry that cannot take one and creates nothing', async () => {
    type Entry = { id: string; children?: Array<{ path: string }> };
    const company = async () => {
      const items = ((await draft('header')).blocks[0]?.content.menuItems ?? []) as Entry[];
      return items.find((item) => item.id === 'nav-company');
    };
    const page = await create({
      template: 'blank',
      path: '/careers-day',
      title: { en: 'Careers day', ar: 'يوم التوظيف' },
      add_to_menu: true,
      menu_under: 'nav-company',
    });
    expect(page.statusCode).toBe(201);
    expect((await company())?.children?.at(-1)).toMatchObject({
      path: '/careers-day',
      label: { en: 'Careers day', ar: 'يوم التوظيف' },
    });
    const refused = await create({
      template: 'blank',
      path: '/nowhere-day',
      title: { en: 'Nowhere', ar: 'لا مكان' },
      add_to_menu: true,
      menu_under: 'no-such-entry',
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error).toMatchObject({
      code: 'invalid_menu_parent',
      details: { menu_under: 'no-such-entry' },
    });
    // Nothing half-done: no page at the address.
    expect((await app.inject({ url: '/v1/links', headers: editor })).json().links).not.toContainEqual(
      expect.objectContaining({ path: '/nowhere-day' }),
    );
  });

  it('moves the menu entries with the page, and takes them out when the page is gone', async () => {
    const menuPaths = async () => {
      const items = (await draft('header')).blocks[0]?.content.menuItems as Array<{ path: string }> | undefined;
      return (items ?? []).map((item) => item.path);
    };
    const page = (
      await create({ template: 'blank', path: '/fair', title: { en: 'Fair', ar: 'المعرض' }, add_to_menu: true })
    ).json();
    expect(await menuPaths()).toContain('/fair');
    expect((await move(page.slug, '/book-fair')).statusCode).toBe(200);
    expect(await menuPaths()).toContain('/book-fair');
    expect(await menuPaths()).not.toContain('/fair');
    expect((await remove(page.slug, null)).statusCode).toBe(204);
    expect(await menuPaths()).not.toContain('/book-fair');
    // The header's other entries are all still there.
    expect(await menuPaths()).toContain('/open-day');
  });

  it('takes a gone page out of the live header at once, leaving the header’s other draft changes unpublished', async () => {
    const liveMenu = async () =>
      (
        ((await app.inject('/v1/pages/header')).json().blocks[0]?.content.menuItems ?? []) as Array<{
          path: string;
          label: { en: string };
        }>
      ).map((item) => item.path);
    const page = (
      await create({ template: 'blank', path: '/pop-up', title: { en: 'Pop-up', ar: 'مؤقت' }, add_to_menu: true })
    ).json();
    await publish(page.slug, 'header');
    expect(await liveMenu()).toContain('/pop-up');
    // Another draft change in the header, not for visitors yet.
    const header = (await draft('header')).blocks[0] as {
      id: string;
      block_type: string;
      version: number;
      content: { menuItems: Array<{ path: string; label: { en: string; ar: string } }> };
    };
    const menuItems = header.content.menuItems.map((item, index) =>
      index === 0 ? { ...item, label: { ...item.label, en: 'Draft label' } } : item,
    );
    const saved = await app.inject({
      method: 'PUT',
      url: `/v1/pages/blocks/${header.id}`,
      headers: editor,
      payload: { type: header.block_type, content: { ...header.content, menuItems }, version: header.version },
    });
    expect(saved.statusCode).toBe(200);

    expect((await remove(page.slug, null)).statusCode).toBe(204);
    expect(await liveMenu()).not.toContain('/pop-up');
    const live = (await app.inject('/v1/pages/header')).json().blocks[0].content.menuItems as Array<{
      label: { en: string };
    }>;
    expect(live.map((item) => item.label.en)).not.toContain('Draft label');
    expect(JSON.stringify((await draft('header')).blocks[0])).toContain('Draft label');
  });

  it('refuses an address in use, reserved, or not a valid slug, in the contract’s error shape', async () => {
    const refused = async (path: unknown, status: number, code: string) => {
      const response = await create({ template: 'blank', path, title });
      expect(response.statusCode, String(path)).toBe(status);
      expect(response.json().error).toMatchObject({ code, message: expect.any(String) });
    };
    await refused('/summer-offer', 409, 'path_taken');
    for (const path of [
      '/v1',
      '/data',
      '/assets',
      '/login',
      '/inbox',
      '/create-new-password',
      '/readyz',
      '/healthz',
      '/about',
      '/about/team',
      '/contact',
      '/solutions',
      '/solutions/open-edx',
      '/customer-stories/new',
      '/resources/anything',
      '/vacancy-details',
      '/blog',
      '/locales',
    ]) {
      await refused(path, 400, 'reserved_path');
    }
    for (const path of [
      '',
      '/',
      'offer',
      '/Offer',
      '/offer/',
      '/a//b',
      '/a/b/c',
      '/offer--x',
      '/-offer',
      '/عرض',
      '/x y',
      '/offer.html',
      42,
    ]) {
      await refused(path, 400, 'invalid_path');
    }
    const noArabic = await create({ template: 'blank', path: '/no-arabic', title: { en: 'Only English', ar: ' ' } });
    expect(noArabic.statusCode).toBe(400);
    expect(noArabic.json().error.details).toEqual([expect.objectContaining({ path: 'title.ar' })]);
    const noTemplate = await create({ template: 'home', path: '/other', title });
    expect(noTemplate.statusCode).toBe(400);
    const anonymous = await app.inject({
      method: 'POST',
      url: '/v1/pages',
      payload: { template: 'blank', path: '/x', title },
    });
    expect(anonymous.statusCode).toBe(401);
  });

  it('keeps the spec’s pages where they are: no move, no delete', async () => {
    const moved = await move('about', '/about-us');
    expect(moved.statusCode).toBe(409);
    expect(moved.json().error.code).toBe('fixed_page');
    const deleted = await remove('home', null);
    expect(deleted.statusCode).toBe(409);
    expect(deleted.json().error.code).toBe('fixed_page');
    expect((await app.inject('/v1/pages/about')).statusCode).toBe(200);
    expect((await move('no-such-page', '/x')).statusCode).toBe(404);
  });

  it('moves a page: the old address becomes a redirect, chains collapse, and an address can come back', async () => {
    const { slug } = (await create({ template: 'blank', path: '/spring', title })).json();
    const first = await move(slug, '/spring-2027');
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({ slug, path: '/spring-2027' });
    expect((await move(slug, '/campaigns/spring')).statusCode).toBe(200);
    const { rows } = (await database.db.execute(
      sql`select from_path, to_path from redirects where from_path like '/spring%' or from_path like '/campaigns/spring%' order by from_path`,
    )) as unknown as { rows: Array<{ from_path: string; to_path: string | null }> };
    expect(rows).toEqual([
      { from_path: '/spring', to_path: '/campaigns/spring' },
      { from_path: '/spring-2027', to_path: '/campaigns/spring' },
    ]);
    // Another page may not take a redirect's address; the page it leads to may come back to it.
    const clash = await create({ template: 'blank', path: '/spring', title });
    expect(clash.statusCode).toBe(409);
    expect(clash.json().error.code).toBe('path_taken');
    expect((await move(slug, '/spring')).statusCode).toBe(200);
    const after = (await database.db.execute(
      sql`select from_path, to_path from redirects where to_path = '/spring' or from_path = '/spring' order by from_path`,
    )) as unknown as { rows: Array<{ from_path: string; to_path: string | null }> };
    expect(after.rows).toEqual([
      { from_path: '/campaigns/spring', to_path: '/spring' },
      { from_path: '/spring-2027', to_path: '/spring' },
    ]);
    expect((await audit(slug)).map((entry) => entry.action)).toEqual([
      'page.create',
      'page.rename',
      'page.rename',
      'page.rename',
    ]);
    // Moving onto another page's address is refused, and so is a reserved one.
    expect((await move(slug, '/summer-offer')).json().error.code).toBe('path_taken');
    expect((await move(slug, '/login')).json().error.code).toBe('reserved_path');
  });

  it('deletes a page with a redirect to another page, or with 410 Gone; redirects that led to it follow', async () => {
    const kept = (await create({ template: 'blank', path: '/autumn', title })).json();
    await move(kept.slug, '/autumn-2027');
    const response = await remove(kept.slug, '/contact');
    expect(response.statusCode).toBe(204);
    expect((await app.inject({ url: `/v1/pages/${kept.slug}?draft=true`, headers: editor })).statusCode).toBe(404);
    const redirectsOf = async (like: string) =>
      (
        (await database.db.execute(
          sql`select from_path, to_path from redirects where from_path like ${like} order by from_path`,
        )) as unknown as { rows: Array<{ from_path: string; to_path: string | null }> }
      ).rows;
    expect(await redirectsOf('/autumn%')).toEqual([
      { from_path: '/autumn', to_path: '/contact' },
      { from_path: '/autumn-2027', to_path: '/contact' },
    ]);
    const gone = (await create({ template: 'landing', path: '/winter-sale', title })).json();
    await publish(gone.slug);
    expect(await sitemap()).toContain('/winter-sale');
    expect((await remove(gone.slug, null)).statusCode).toBe(204);
    expect(await redirectsOf('/winter-sale')).toEqual([{ from_path: '/winter-sale', to_path: null }]);
    expect(await sitemap()).not.toContain('/winter-sale');
    expect((await app.inject(`/v1/pages/${gone.slug}`)).statusCode).toBe(404);
    expect((await audit(gone.slug)).at(-1)).toEqual({
      action: 'page.delete',
      details: { path: '/winter-sale', redirect_to: null },
    });
    // A redirect must lead to a page of the site, not to itself or nowhere known.
    const other = (await create({ template: 'blank', path: '/temporary', title })).json();
    for (const target of ['/temporary', '/no-such-page']) {
      const refused = await remove(other.slug, target);
      expect(refused.statusCode).toBe(400);
      expect(refused.json().error.code).toBe('invalid_redirect');
    }
    expect((await app.inject({ method: 'DELETE', url: `/v1/pages/${other.slug}`, headers: editor })).statusCode).toBe(
      400,
    );
  });
});
