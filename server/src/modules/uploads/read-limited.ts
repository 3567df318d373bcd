import type { Readable } from 'node:stream';
import type { FastifyReply, FastifyRequest } from 'fastify';

/**
 * The bytes of a multipart file stream, or null as soon as it holds more than `maxBytes`: reading
 * stops there (the stream is destroyed), so the rest of the request is never read, let alone held.
 */
export async function readLimited(file: Readable & { truncated?: boolean }, maxBytes: number): Promise<Buffer | null> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of file as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size > maxBytes) {
      file.destroy();
      return null;
    }
    chunks.push(chunk);
  }
  // Cut short by busboy's own fileSize limit, where one is set.
  return file.truncated ? null : Buffer.concat(chunks, size);
}

/**
 * After reading stopped early, the rest of the body stays unread: closing the connection once the
 * answer is sent lets the client see it instead of waiting to send what nobody will read.
 */
export function closeIfUnread(request: FastifyRequest, reply: FastifyReply): void {
  if (!request.raw.readableEnded) reply.header('connection', 'close');
}
