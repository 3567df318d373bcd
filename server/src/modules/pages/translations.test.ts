import { type Block, translationStatus } from '@site/blocks';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, testApp } from '../../../test/app.ts';
import { createTestDatabase, openSeeded, type TestDatabase, testDatabaseKinds } from '../../../test/databases.ts';
import type { Database } from '../../db/client.ts';

/** Translation stamps stored with each write (issue #19, ADR 0026), read back through the API. */
describe.each(testDatabaseKinds())('translation stamps on %s', (kind) => {
  let test: TestDatabase;
  let database: Database;
  let app: FastifyInstance;
  let token: string;

  beforeAll(async () => {
    test = await createTestDatabase(kind);
    database = await openSeeded(test);
    app = await testApp(database);
    const editor = await createUser(database, 'editor');
    const response = await app.inject({
      method: 'POST',
      url: '/v1/auth/login',
      payload: { email: editor.email, password: editor.password },
    });
    token = response.json().access_token;
  });

  afterAll(async () => {
    await app?.close();
    await database?.close();
    await test?.drop();
  });

  const auth = () => ({ authorization: `Bearer ${token}` });
  const create = async (slug: string, content: unknown, type = 'HERO') => {
    const response = await app.inject({
      method: 'POST',
      url: `/v1/pages/${slug}/blocks`,
      headers: auth(),
      payload: { block_type: type, content },
    });
    expect(response.statusCode).toBe(201);
    return response.json() as Block;
  };
  const put = async (block: Block, content: unknown) => {
    const response = await app.inject({
      method: 'PUT',
      url: `/v1/pages/blocks/${block.id}`,
      headers: auth(),
      payload: { type: block.block_type, content, version: block.version },
    });
    expect(response.statusCode).toBe(200);
    return response.json() as Block;
  };
  const status = (block: Block) =>
    translationStatus(block.block_type, block.content, block.translations).map(({ at, language, state }) => ({
      at,
      language,
      state,
    }));
  const stored = async (id: string) =>
    (await database.db.execute(`select translations from blocks where id = '${id}'`)) as unknown as {
      rows: Array<{ translations: Block['translations'] }>;
    };

  it('stamps a new block: every text in step', async () => {
    const block = await create('translations-new', { title: { en: 'Hello', ar: 'مرحبا' } });
    expect(block.translations?.title?.en).toEqual(block.translations?.title?.ar);
    expect(Date.parse(block.translations?.title?.en ?? '')).toBeGreaterThan(Date.now() - 60_000);
    expect(status(block)).toEqual([]);
  });

  it('a change of the English alone puts the Arabic out of date; writing the Arabic puts it back in step', async () => {
    let block = await create('translations-stale', { title: { en: 'Hello', ar: 'مرحبا' } });
    block = await put(block, { title: { en: 'Hello there', ar: 'مرحبا' } });
    expect(status(block)).toEqual([{ at: 'title', language: 'ar', state: 'stale' }]);
    // Stored with the value, in the same row.
    expect((await stored(block.id)).rows[0]?.translations).toEqual(block.translations);
    block = await put(block, { title: { en: 'Hello there', ar: 'أهلًا بك' } });
    expect(status(block)).toEqual([]);
  });

  it('an empty Arabic is missing, whatever the stamps say', async () => {
    let block = await create('translations-missing', { title: { en: 'Hello', ar: 'مرحبا' } });
    block = await put(block, { title: { en: 'Hello', ar: '' }, subtitle: { en: 'More' } });
    expect(status(block)).toEqual([
      { at: 'title', language: 'ar', state: 'missing' },
      { at: 'subtitle', language: 'ar', state: 'missing' },
    ]);
  });

  it('a seeded block without stamps is in step until its English changes', async () => {
    const home = (await (await app.inject('/v1/pages/home')).json()) as { blocks: Block[] };
    const seeded = home.blocks.find((b) => b.block_type === 'HERO') as Block;
    const [row] = (await stored(seeded.id)).rows;
    expect(row?.translations).toEqual({});
    const content = seeded.content as { title: { en: string; ar: string } };
    const block = await put(seeded, { ...content, title: { ...content.title, en: `${content.title.en}!` } });
    expect(status(block)).toEqual([{ at: 'title', language: 'ar', state: 'stale' }]);
    expect(Object.keys(block.translations ?? {})).toEqual(['title']);
  });

  it('keeps the stamps of a block moved on its page and of an item moved in its list', async () => {
    const first = await create('translations-order', { title: { en: 'One', ar: 'واحد' } });
    let second = await create(
      'translations-order',
      {
        title: { en: 'Why', ar: 'لماذا' },
        advantages: [
          { id: 'a', title: { en: 'A', ar: 'أ' } },
          { id: 'b', title: { en: 'B', ar: 'ب' } },
        ],
      },
      'ADVANTAGES',
    );
    second = await put(second, {
      ...(second.content as object),
      advantages: [
        { id: 'a', title: { en: 'A!', ar: 'أ' } },
        { id: 'b', title: { en: 'B', ar: 'ب' } },
      ],
    });
    expect(status(second)).toEqual([{ at: 'advantages.0.title', language: 'ar', state: 'stale' }]);
    // The items swap places: the stale Arabic goes with its item.
    second = await put(second, {
      ...(second.content as object),
      advantages: [
        { id: 'b', title: { en: 'B', ar: 'ب' } },
        { id: 'a', title: { en: 'A!', ar: 'أ' } },
      ],
    });
    expect(status(second)).toEqual([{ at: 'advantages.1.title', language: 'ar', state: 'stale' }]);
    const reordered = await app.inject({
      method: 'POST',
      url: '/v1/pages/blocks/reorder',
      headers: auth(),
      payload: { slug: 'translations-order', ids: [second.id, first.id] },
    });
    const moved = (reordered.json() as { blocks: Block[] }).blocks.find((b) => b.id === second.id) as Block;
    expect(moved.translations).toEqual(second.translations);
  });

  it('a restore brings back the texts it changes in step, and leaves the others as they were', async () => {
    let block = await create('translations-restore', {
      title: { en: 'One', ar: 'واحد' },
      subtitle: { en: 'S', ar: 'س' },
    });
    block = await put(block, { title: { en: 'Two', ar: 'واحد' }, subtitle: { en: 'S', ar: 'س' } });
    block = await put(block, { title: { en: 'Two', ar: 'واحد' }, subtitle: { en: 'S2', ar: 'س' } });
    expect(status(block).map((s) => s.at)).toEqual(['title', 'subtitle']);
    // Version 2: the title as it is now, the subtitle as it was.
    const restored = await app.inject({
      method: 'POST',
      url: `/v1/pages/blocks/${block.id}/restore`,
      headers: auth(),
      payload: { version: 2 },
    });
    expect(restored.statusCode).toBe(200);
    const back = restored.json() as Block;
    expect(status(back)).toEqual([{ at: 'title', language: 'ar', state: 'stale' }]);
    expect(back.translations?.title).toEqual(block.translations?.title);
  });

  it('a confirmed text is in step, with its content and version as they were; an unknown place is 400', async () => {
    let block = await create('translations-confirm', { title: { en: 'Welcome', ar: 'مرحبا' } });
    // A comma added in English: the Arabic needs no change, and the editor says so.
    block = await put(block, { title: { en: 'Welcome!', ar: 'مرحبا' } });
    expect(status(block)).toEqual([{ at: 'title', language: 'ar', state: 'stale' }]);
    const confirm = (at: string) =>
      app.inject({
        method: 'POST',
        url: `/v1/pages/blocks/${block.id}/translations/confirm`,
        headers: auth(),
        payload: { at },
      });
    const response = await confirm('title');
    expect(response.statusCode).toBe(200);
    const confirmed = response.json() as Block;
    expect(status(confirmed)).toEqual([]);
    expect(confirmed.version).toBe(block.version);
    expect(confirmed.content).toEqual(block.content);
    // A save with the version the editor holds still goes through.
    expect(
      status(await put(block, { title: { en: 'Welcome!', ar: 'مرحبا' }, subtitle: { en: 'Hi', ar: 'أهلًا' } })),
    ).toEqual([]);
    const unknown = await confirm('cards.7.title');
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).toMatchObject({ error: { code: 'no_such_text' } });
  });

  it('a header entry added with its Arabic copied from the English needs Arabic', async () => {
    const draft = (await app.inject({ method: 'GET', url: '/v1/pages/header?draft=true', headers: auth() })).json();
    const header = draft.blocks[0] as Block;
    const content = header.content as { menuItems: unknown[] };
    const saved = await put(header, {
      ...content,
      menuItems: [...content.menuItems, { id: 'fair', label: { en: 'Fair', ar: 'Fair' }, path: '/fair' }],
    });
    expect(status(saved)).toEqual([
      { at: `menuItems.${content.menuItems.length}.label`, language: 'ar', state: 'missing' },
    ]);
  });
});
