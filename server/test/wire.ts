import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';

/** Starts `server` on a free loopback port and gives the port. */
export async function listenOnLoopback(server: Server): Promise<number> {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return (server.address() as AddressInfo).port;
}

/** A response's header block with what differs on every answer (the date, a counted request id) made equal. */
export const normalizeHead = (head: string) =>
  head.replace(/\r\nDate: [^\r]+/, '\r\nDate: (now)').replace(/\r\nx-request-id: hit-\d+/, '\r\nx-request-id: hit-N');
