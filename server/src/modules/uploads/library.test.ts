import type { Block, Page } from '@site/blocks';
import type { MediaItem, MediaItemDetail, MediaList } from '@site/blocks/media-library';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInHeaders, testApp } from '../../../test/app.ts';
import { createTestDatabase, openSeeded, type TestDatabase, testDatabaseKinds } from '../../../test/databases.ts';
import { type Database, sql } from '../../db/client.ts';
import type { PageChange } from '../pages/changes.ts';
import { createMediaLibrary } from './library.ts';
import { createDatabaseStorage } from './storage.ts';
import { image, MP4, multipart, PDF } from './test-fixtures.ts';

type Member = { id: string; photoCard?: string; photoModal?: string };

/** Issue #20 point 3 (ADR 0032): the media library's API, on both databases. */
describe.each(testDatabaseKinds())('media library, on %s', (kind) => {
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

  const upload = async (filename: string, data: Buffer, contentType = 'application/octet-stream') => {
    const body = multipart([{ field: 'file', filename, contentType, data }]);
    const response = await app.inject({
      method: 'POST',
      url: '/v1/uploads/',
      headers: { ...body.headers, ...editor },
      payload: body.payload,
    });
    expect(response.statusCode).toBe(201);
    return response.json().url as string;
  };
  const list = async (query: string) => {
    const response = await app.inject({ url: `/v1/media?${query}`, headers: editor });
    expect(response.statusCode).toBe(200);
    return response.json() as MediaList;
  };
  const item = async (path: string) =>
    app.inject({ url: `/v1/media/item?path=${encodeURIComponent(path)}`, headers: editor });
  const setAlt = (path: string, alt: unknown) =>
    app.inject({
      method: 'PUT',
      url: `/v1/media/item/alt?path=${encodeURIComponent(path)}`,
      headers: editor,
      payload: { alt },
    });
  const draft = async (slug: string) =>
    (await app.inject({ url: `/v1/pages/${slug}?draft=true`, headers: editor })).json() as Page;
  const live = async (slug: string) => (await app.inject(`/v1/pages/${slug}`)).json() as Page;
  const members = (page: Page) =>
    ((page.blocks.find((b) => b.block_type === 'TEAM')?.content as { members?: Member[] } | undefined)?.members ??
      []) as Member[];
  /** Puts `path` as the first team member's card photo in the draft, and publishes when asked. */
  const useOnTeamPage = async (path: string, { publish = true } = {}) => {
    const block = (await draft('our-team')).blocks.find((b) => b.block_type === 'TEAM') as Block;
    const content = block.content as { members: Member[] };
    const [first, ...rest] = content.members;
    const saved = await app.inject({
      method: 'PUT',
      url: `/v1/pages/blocks/${block.id}`,
      headers: editor,
      payload: {
        type: block.block_type,
        content: { ...content, members: [{ ...first, photoCard: path }, ...rest] },
      },
    });
    expect(saved.statusCode).toBe(200);
    if (publish) {
      const published = await app.inject({
        method: 'POST',
        url: '/v1/pages/publish',
        headers: editor,
        payload: { slugs: ['our-team'] },
      });
      expect(published.statusCode).toBe(200);
    }
    return first?.id as string;
  };

  it('lists every upload with its file name, kind and size, and the seed media too; visitors get 401', async () => {
    const path = await upload('Harbour view.png', await image(640, 360), 'image/png');
    const found = await list('q=harbour');
    expect(found.items).toEqual([
      expect.objectContaining({
        path,
        file_name: 'Harbour view.png',
        kind: 'image',
        content_type: 'image/png',
        width: 640,
        height: 360,
        builtin: false,
      }),
    ]);
    expect(found.items[0]?.variants.map((v) => v.width)).toEqual([480]);
    // Uploading the same bytes again lists nothing twice.
    await upload('another name.png', await image(640, 360), 'image/png');
    expect((await list('q=harbour')).total).toBe(1);

    const seed = await list('q=team-portrait-ahmed');
    expect(seed.items[0]).toMatchObject({
      path: '/data/uploads/seed/team-portrait-ahmed.svg',
      kind: 'image',
      builtin: true,
    });
    expect((await app.inject('/v1/media')).statusCode).toBe(401);
  });

  it('searches alt text in both languages, filters by kind, sorts by date and size, and pages', async () => {
    const video = await upload('intro clip.mp4', MP4, 'video/mp4');
    const pdf = await upload('brochure.pdf', PDF, 'application/pdf');
    const small = await upload('tiny dot.png', await image(4, 4), 'image/png');
    expect((await setAlt(small, { en: 'A small blue dot', ar: 'نقطة زرقاء صغيرة' })).statusCode).toBe(200);

    expect((await list('q=blue dot')).items.map((i) => i.path)).toEqual([small]);
    expect((await list(`q=${encodeURIComponent('زرقاء')}`)).items.map((i) => i.path)).toEqual([small]);
    expect((await list('kind=video')).items.map((i) => i.path)).toEqual([video]);
    expect((await list('kind=document&q=brochure')).items.map((i) => i.path)).toEqual([pdf]);
    // `%` is searched for, not a wildcard.
    expect((await list('q=%25')).total).toBe(0);

    const newest = await list('sort=date&order=desc&per_page=3');
    expect(newest.items.map((i) => i.path)).toEqual([small, pdf, video]);
    const bySize = await list('sort=size&order=asc&kind=image&per_page=100');
    const sizes = bySize.items.map((i) => i.size);
    expect(sizes).toEqual([...sizes].sort((a, b) => a - b));
    const bySizeDesc = await list('sort=size&order=desc&kind=image&per_page=5');
    const descSizes = bySizeDesc.items.map((i) => i.size);
    expect(descSizes).toEqual([...descSizes].sort((a, b) => b - a));
    expect(descSizes[0]).toBeGreaterThanOrEqual(Math.max(...sizes));

    const page2 = await list('sort=date&order=desc&per_page=2&page=2');
    expect(page2.items[0]?.path).toBe(video);
    expect(page2.items).toHaveLength(2);
    expect(page2.total).toBe(newest.total);

    const bad = await app.inject({ url: '/v1/media?kind=song&sort=name', headers: editor });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.code).toBe('invalid_input');
  });

  it('validates alt text: both languages, at most 500 characters, nothing else; 404 for an unknown path', async () => {
    const path = await upload('alt check.png', await image(8, 8), 'image/png');
    const tooLong = await setAlt(path, { en: 'x'.repeat(501) });
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json().error.details[0].path).toBe('alt.en');
    expect((await setAlt(path, { fr: 'Bonjour' })).statusCode).toBe(400);
    expect((await setAlt(path, 'plain')).statusCode).toBe(400);
    expect((await setAlt('/data/uploads/ffffffffffffffffffffffffffffffff.png', { en: 'x' })).statusCode).toBe(404);

    const saved = await setAlt(path, { en: '  Trimmed  ', ar: '' });
    expect(saved.json().alt).toEqual({ en: 'Trimmed' });
  });

  it('says where a file is used: the team member’s item, in the draft and the live page', async () => {
    const path = await upload('portrait.png', await image(300, 300), 'image/png');
    const unused = (await item(path)).json() as MediaItemDetail;
    expect(unused.uses).toEqual([]);

    const memberId = await useOnTeamPage(path, { publish: false });
    let detail = (await item(path)).json() as MediaItemDetail;
    // The team's members are items of their collection (ADR 0040), named by the page showing them.
    expect(detail.uses).toEqual([
      expect.objectContaining({
        slug: memberId,
        collection: 'team',
        page_title: { en: 'Team', ar: 'فريق العمل' },
        item: { id: memberId, name: { en: 'Ahmed Al Mazrouei', ar: 'أحمد المزروعي' } },
        in: ['draft'],
      }),
    ]);
    expect(detail.uses[0]?.page_title).toBeTruthy();

    await app.inject({ method: 'POST', url: '/v1/pages/publish', headers: editor, payload: { slugs: ['our-team'] } });
    detail = (await item(path)).json() as MediaItemDetail;
    expect(detail.uses.map((use) => use.in.sort())).toEqual([['draft', 'live']]);
  });

  it('puts the alt text into the data of the pages using the file, so a visitor’s page has it at once', async () => {
    const path = await upload('alt on page.png', await image(200, 100), 'image/png');
    await useOnTeamPage(path);
    expect((await live('our-team')).media[path]?.alt).toBeUndefined();
    await setAlt(path, { en: 'Our founder at the harbour', ar: 'مؤسسنا عند الميناء' });
    // The cached page was dropped: the next read carries the alt text.
    expect((await live('our-team')).media[path]).toMatchObject({
      width: 200,
      height: 100,
      alt: { en: 'Our founder at the harbour', ar: 'مؤسسنا عند الميناء' },
    });
  });

  const replaceWith = async (path: string, filename: string, data: Buffer) => {
    const body = multipart([{ field: 'file', filename, contentType: 'image/png', data }]);
    const replaced = await app.inject({
      method: 'POST',
      url: `/v1/media/item/replace?path=${encodeURIComponent(path)}`,
      headers: { ...body.headers, ...editor },
      payload: body.payload,
    });
    expect(replaced.statusCode).toBe(200);
    return replaced.json() as MediaItemDetail;
  };

  it('replaces a file in every use (draft, live, history), keeps its alt text, removes the old file and leads its address to the new one', async () => {
    const oldPath = await upload('old logo.png', await image(120, 60), 'image/png');
    await setAlt(oldPath, { en: 'Old logo', ar: 'الشعار القديم' });
    await useOnTeamPage(oldPath);
    const versionBefore = (await draft('our-team')).blocks.find((b) => b.block_type === 'TEAM')?.version as number;

    const fresh = await replaceWith(oldPath, 'new logo.png', await image(240, 120));
    expect(fresh.path).not.toBe(oldPath);
    expect(fresh).toMatchObject({ file_name: 'new logo.png', alt: { en: 'Old logo', ar: 'الشعار القديم' } });
    expect(fresh.uses.map((use) => [use.slug, use.in.sort()])).toEqual([['member-ahmed', ['draft', 'live']]]);

    expect(members(await draft('our-team'))[0]?.photoCard).toBe(fresh.path);
    expect(members(await live('our-team'))[0]?.photoCard).toBe(fresh.path);
    expect((await live('our-team')).media[fresh.path]).toMatchObject({ width: 240, alt: { en: 'Old logo' } });
    // An editor still holding the old block meets a conflict instead of writing the old path back.
    expect((await draft('our-team')).blocks.find((b) => b.block_type === 'TEAM')?.version).toBe(versionBefore + 1);
    expect((await item(oldPath)).statusCode).toBe(404);
    expect((await app.inject(fresh.path)).statusCode).toBe(200);
    const history = await app.inject({ url: '/v1/pages/our-team/history', headers: editor });
    expect(history.body).not.toContain(oldPath);

    // A video cannot stand in for an image.
    const clip = multipart([{ field: 'file', filename: 'clip.mp4', contentType: 'video/mp4', data: MP4 }]);
    const mismatch = await app.inject({
      method: 'POST',
      url: `/v1/media/item/replace?path=${encodeURIComponent(fresh.path)}`,
      headers: { ...clip.headers, ...editor },
      payload: clip.payload,
    });
    expect(mismatch.statusCode).toBe(400);
    expect(mismatch.json().error.code).toBe('kind_mismatch');
    expect(members(await live('our-team'))[0]?.photoCard).toBe(fresh.path);

    // A page drawn before the replace (an open tab, a copy elsewhere) still finds a picture: the old
    // file's address, and its WebP copy's, lead to the new file's.
    const movedTo = async (path: string) => {
      const answer = await app.inject(path);
      return answer.statusCode === 301 ? answer.headers.location : answer.statusCode;
    };
    const copyOf = (path: string) => path.replace(/\.png$/, '-120.webp');
    expect(await movedTo(oldPath)).toBe(fresh.path);
    expect(await movedTo(copyOf(oldPath))).toBe(fresh.path.replace(/\.png$/, '-240.webp'));
    // Replaced again, both lead to the newest file in one step; deleted, nothing leads anywhere.
    const newest = (await replaceWith(fresh.path, 'newest logo.png', await image(60, 30))).path;
    expect(await movedTo(oldPath)).toBe(newest);
    expect(await movedTo(fresh.path)).toBe(newest);
    expect(await movedTo(copyOf(oldPath))).toBe(newest);
    const again = (await replaceWith(newest, 'old logo again.png', await image(120, 60))).path;
    expect(again).toBe(oldPath);
    expect(await movedTo(oldPath)).toBe(200);
    expect(await movedTo(newest)).toBe(oldPath);
    const deleted = await app.inject({
      method: 'DELETE',
      url: `/v1/media/item?path=${encodeURIComponent(oldPath)}&confirm=true`,
      headers: editor,
    });
    expect(deleted.statusCode).toBe(204);
    for (const path of [oldPath, fresh.path, newest, copyOf(oldPath)]) expect(await movedTo(path)).toBe(404);
  });

  it('refuses to delete a file in use, naming the uses; confirmed, it clears every use first, then deletes', async () => {
    const path = await upload('in use.png', await image(50, 50), 'image/png');
    const memberId = await useOnTeamPage(path);

    const refused = await app.inject({
      method: 'DELETE',
      url: `/v1/media/item?path=${encodeURIComponent(path)}`,
      headers: editor,
    });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error).toMatchObject({
      code: 'media_in_use',
      details: {
        uses: [expect.objectContaining({ collection: 'team', item: expect.objectContaining({ id: memberId }) })],
      },
    });
    expect((await app.inject(path)).statusCode).toBe(200);
    expect(members(await live('our-team'))[0]?.photoCard).toBe(path);

    const builtin = await app.inject({
      method: 'DELETE',
      url: `/v1/media/item?path=${encodeURIComponent('/data/uploads/seed/team-portrait-ahmed.svg')}&confirm=true`,
      headers: editor,
    });
    expect(builtin.statusCode).toBe(409);
    expect(builtin.json().error.code).toBe('media_builtin');

    const confirmed = await app.inject({
      method: 'DELETE',
      url: `/v1/media/item?path=${encodeURIComponent(path)}&confirm=true`,
      headers: editor,
    });
    expect(confirmed.statusCode).toBe(204);
    // No page points at the missing file: the field is empty in the draft and on the live page.
    expect(members(await live('our-team'))[0]?.photoCard).toBe('');
    expect(members(await draft('our-team'))[0]?.photoCard).toBe('');
    expect(JSON.stringify(await live('our-team'))).not.toContain(path);
    expect((await app.inject(path)).statusCode).toBe(404);
    expect((await item(path)).statusCode).toBe(404);
  });

  it('cleans up only unused uploads, never seed media or a file any page uses', async () => {
    const used = await upload('keep me.png', await image(30, 30), 'image/png');
    const spare = await upload('spare.png', await image(31, 31), 'image/png');
    await useOnTeamPage(used);

    const unused = (await (await app.inject({ url: '/v1/media/unused', headers: editor })).json()) as {
      items: MediaItem[];
    };
    const paths = unused.items.map((i) => i.path);
    expect(paths).toContain(spare);
    expect(paths).not.toContain(used);
    expect(paths.some((p) => p.startsWith('/data/uploads/seed/'))).toBe(false);

    const cleaned = await app.inject({ method: 'POST', url: '/v1/media/unused/delete', headers: editor });
    expect(cleaned.statusCode).toBe(200);
    expect(cleaned.json().deleted).toContain(spare);
    expect(cleaned.json().deleted).not.toContain(used);
    expect((await app.inject(spare)).statusCode).toBe(404);
    expect((await app.inject(used)).statusCode).toBe(200);
    expect((await item(used)).statusCode).toBe(200);
    expect((await list('q=team-portrait-ahmed')).total).toBe(1);
  });

  it('drops exactly the cached pages whose content or media changed', async () => {
    const storage = createDatabaseStorage(database.db);
    const heard: PageChange[] = [];
    const recording = {
      transaction: <T>(work: (tx: Database['db'], changed: (slug: string) => void) => Promise<T>) =>
        database.db.transaction((tx) => work(tx as unknown as Database['db'], (slug) => heard.push([slug]))),
    };
    const library = createMediaLibrary(database.db, recording, storage);
    const path = await upload('cache check.png', await image(60, 40), 'image/png');
    await useOnTeamPage(path);

    heard.length = 0;
    await library.setAlt(path, { en: 'Cache check' });
    // The team page, which shows the member's item; the collection's tag too.
    expect([...new Set(heard.flat())].sort()).toEqual(['collection:team', 'our-team']);

    heard.length = 0;
    const spare = await upload('cache spare.png', await image(61, 40), 'image/png');
    await library.setAlt(spare, { en: 'Not on any page' });
    await library.remove(spare, false);
    expect(heard).toEqual([]);

    heard.length = 0;
    await library.remove(path, true);
    expect([...new Set(heard.flat())].sort()).toEqual(['collection:team', 'our-team']);
  });

  it('covers collections’ items: where used (draft, live), kept from clean-up, replaced everywhere, cleared on delete', async () => {
    const path = await upload('story cover.png', await image(40, 30), 'image/png');
    const story = (image: string) => ({
      title: { en: 'Noor Academy goes digital', ar: 'أكاديمية نور تتحول رقميًا' },
      categories: ['healthcare'],
      image,
    });
    const itemUrl = '/v1/collections/stories/items/noor-media';
    const made = await app.inject({
      method: 'POST',
      url: '/v1/collections/stories/items',
      headers: editor,
      payload: { slug: 'noor-media', content: story(path) },
    });
    expect(made.statusCode).toBe(201);
    const useOf = async (p: string) =>
      ((await item(p)).json() as MediaItemDetail).uses.find((use) => use.collection === 'stories');
    expect(await useOf(path)).toEqual({
      slug: 'noor-media',
      collection: 'stories',
      page_title: { en: 'Customer stories', ar: 'قصص العملاء' },
      block_id: null,
      block_type: null,
      item: { id: 'noor-media', name: { en: 'Noor Academy goes digital', ar: 'أكاديمية نور تتحول رقميًا' } },
      in: ['draft'],
    });
    await app.inject({ method: 'POST', url: `${itemUrl}/publish`, headers: editor });
    expect((await useOf(path))?.in.sort()).toEqual(['draft', 'live']);
    const unused = (await (await app.inject({ url: '/v1/media/unused', headers: editor })).json()) as {
      items: MediaItem[];
    };
    expect(unused.items.map((i) => i.path)).not.toContain(path);

    // Replace: the draft, the live release and the history all point at the new file.
    const body = multipart([
      { field: 'file', filename: 'story cover 2.png', contentType: 'image/png', data: await image(41, 30) },
    ]);
    const replaced = await app.inject({
      method: 'POST',
      url: `/v1/media/item/replace?path=${encodeURIComponent(path)}`,
      headers: { ...body.headers, ...editor },
      payload: body.payload,
    });
    expect(replaced.statusCode).toBe(200);
    const fresh = (replaced.json() as MediaItemDetail).path;
    const after = (await app.inject({ url: itemUrl, headers: editor })).json();
    expect(after).toMatchObject({ content: { image: fresh }, version: 2 });
    const history = (await app.inject({ url: `${itemUrl}/history`, headers: editor })).json().history;
    expect(JSON.stringify(history)).not.toContain(path);
    expect((await useOf(fresh))?.in.sort()).toEqual(['draft', 'live']);

    // Delete, confirmed: no copy of the item points at the missing file.
    const refused = await app.inject({
      method: 'DELETE',
      url: `/v1/media/item?path=${encodeURIComponent(fresh)}`,
      headers: editor,
    });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error.details.uses).toContainEqual(expect.objectContaining({ collection: 'stories' }));
    const removed = await app.inject({
      method: 'DELETE',
      url: `/v1/media/item?path=${encodeURIComponent(fresh)}&confirm=true`,
      headers: editor,
    });
    expect(removed.statusCode).toBe(204);
    expect((await app.inject({ url: itemUrl, headers: editor })).json().content.image).toBe('');
    const releases = (await app.inject({ url: `${itemUrl}/releases`, headers: editor })).json().releases;
    expect(releases).toHaveLength(1);
    const rows = await database.db.execute(
      sql`select snapshot::text as s from item_releases where slug = 'noor-media'`,
    );
    expect(JSON.stringify(rows)).not.toContain(fresh);
  });
});
