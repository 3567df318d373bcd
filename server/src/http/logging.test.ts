import { PassThrough } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { createUser, testApp } from '../../test/app.ts';
import { createTestDatabase, openSeeded } from '../../test/databases.ts';

describe('logs', () => {
  it('are JSON lines with a request id, echoed to the client, and never hold passwords or tokens', async () => {
    const database = await openSeeded(await createTestDatabase('pglite'));
    const stream = new PassThrough();
    let output = '';
    stream.on('data', (chunk) => (output += chunk));
    const app = await testApp(database, { logger: { stream }, config: { LOG_LEVEL: 'trace' } });
    try {
      const user = await createUser(database, 'editor');
      const login = await app.inject({
        method: 'POST',
        url: '/v1/auth/login',
        payload: { email: user.email, password: user.password },
        headers: { 'x-request-id': 'trace-me-123' },
      });
      expect(login.headers['x-request-id']).toBe('trace-me-123');
      const { access_token, refresh_token } = login.json();
      await app.inject({ method: 'POST', url: '/v1/auth/token/refresh', payload: { refresh_token } });
      await app.inject({
        method: 'GET',
        url: '/v1/pages/home/history',
        headers: { authorization: `Bearer ${access_token}` },
      });
      await app.inject({
        method: 'POST',
        url: '/v1/auth/login',
        payload: { email: user.email, password: 'Wr0ng!secret' },
      });

      const lines = output
        .trim()
        .split('\n')
        .map((line) => JSON.parse(line));
      expect(lines.some((l) => l.reqId === 'trace-me-123')).toBe(true);
      for (const secret of [user.password, 'Wr0ng!secret', access_token, refresh_token])
        expect(output).not.toContain(secret);
    } finally {
      await app.close();
      await database.close();
    }
  });
});
