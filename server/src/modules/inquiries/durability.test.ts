import { mkdtempSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase, testDatabaseKinds } from '../../../test/databases.ts';
import { API_SERVER, freePort, startServer, stopServer, waitFor } from '../../../test/processes.ts';

/**
 * Issue #8: killing the process between storing an inquiry and sending it loses nothing; the next
 * start sends it. A stand-in for the mail provider holds the first request open, so the process is
 * killed (SIGKILL: no chance to clean up) in the middle of sending.
 */
describe.each(testDatabaseKinds())('an inquiry survives a killed server (%s)', (kind) => {
  let provider: Server;
  let providerUrl: string;
  const seen: string[] = [];
  let test: TestDatabase | undefined;

  beforeAll(async () => {
    provider = createServer(async (request, response) => {
      let text = '';
      for await (const chunk of request) text += chunk;
      seen.push((JSON.parse(text) as { template_params: { inquiry_id: string } }).template_params.inquiry_id);
      // The first attempt never gets an answer: its sender is killed while waiting.
      if (seen.length > 1) response.writeHead(200).end('OK');
    });
    await new Promise<void>((resolve) => provider.listen(0, '127.0.0.1', resolve));
    providerUrl = `http://127.0.0.1:${(provider.address() as AddressInfo).port}`;
    if (kind === 'postgres') test = await createTestDatabase('postgres');
  });

  afterAll(async () => {
    provider.closeAllConnections();
    await new Promise<void>((resolve) => provider.close(() => resolve()));
    await test?.drop();
  });

  it('is sent by the next start', { timeout: 90_000 }, async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'site-durable-'));
    const port = await freePort();
    const env = {
      ...process.env,
      DATA_DIR: dataDir,
      PORT: String(port),
      LOG_LEVEL: 'warn',
      ADMIN_PASSWORD: 'Durable!pass1',
      MAIL_TRANSPORT: 'emailjs',
      EMAILJS_URL: providerUrl,
      EMAILJS_SERVICE_ID: 'service',
      EMAILJS_TEMPLATE_ID: 'template',
      EMAILJS_USER_ID: 'key',
      MAIL_LEASE_SECONDS: '2',
      ...(test?.url ? { DATABASE_URL: test.url } : { DATABASE_URL: '' }),
    };

    const first = await startServer(API_SERVER, env, port);
    const response = await fetch(`http://127.0.0.1:${port}/v1/inquiries`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ kind: 'demo', fullName: 'Omar Saif', email: 'omar@example.com', phone: '050 123 4567' }),
    });
    expect(response.status).toBe(201);
    const { id } = (await response.json()) as { id: string };
    await waitFor(() => seen.includes(id), 20_000);
    await stopServer(first, 'SIGKILL');

    const second = await startServer(API_SERVER, env, port);
    try {
      await waitFor(() => seen.filter((s) => s === id).length === 2, 30_000);
    } finally {
      await stopServer(second);
    }
  });
});
