import { describe, expect, it } from 'vitest';
import { readEvents } from '../editor-api.ts';

/** A body that arrives in these pieces, as a network delivers a stream. */
function body(...pieces: string[]) {
  const encoder = new TextEncoder();
  return new ReadableStream<Uint8Array>({
    start(controller) {
      for (const piece of pieces) controller.enqueue(encoder.encode(piece));
      controller.close();
    },
  });
}

async function all(stream: ReadableStream<Uint8Array>) {
  const events = [];
  for await (const event of readEvents(stream)) events.push(event);
  return events;
}

describe('readEvents (the page event stream, ADR 0028)', () => {
  it('reads events split anywhere across pieces, skipping comments and the retry line', async () => {
    const events = await all(
      body(
        'retry: 2000\n\n: keep-alive\n\nevent: ready\ndata: {"connection":"c1","user_id":"u1"}\n\n',
        'event: presence\ndata: {"editors":[{"user_id":"u2","name":"سارة","block_id":null}]}',
        '\n\nevent: blocks-chan',
        'ged\ndata: {"slug":"about"}\n\n',
      ),
    );
    expect(events).toEqual([
      { event: 'ready', data: { connection: 'c1', user_id: 'u1' } },
      { event: 'presence', data: { editors: [{ user_id: 'u2', name: 'سارة', block_id: null }] } },
      { event: 'blocks-changed', data: { slug: 'about' } },
    ]);
  });

  it('takes CRLF line ends and a multi-byte character split between pieces', async () => {
    const bytes = new TextEncoder().encode('event: presence\r\ndata: {"editors":[{"name":"ع"}]}\r\n\r\n');
    const split = bytes.indexOf(0xd8) + 1;
    const stream = new ReadableStream<Uint8Array>({
      start(controller) {
        controller.enqueue(bytes.slice(0, split));
        controller.enqueue(bytes.slice(split));
        controller.close();
      },
    });
    expect(await all(stream)).toEqual([{ event: 'presence', data: { editors: [{ name: 'ع' }] } }]);
  });
});
