import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { readConfig } from './config.ts';
import { DEMO_ACCOUNTS } from './db/seed/demo-users.ts';
import { startServer } from './start-server.ts';

const dataDir = mkdtempSync(join(tmpdir(), 'tracklane-start-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

const config = { ...readConfig({}), dataDir, databaseUrl: undefined, demoMode: true };

describe('npm start', () => {
  it('serves the demo accounts and keeps every change across a restart', async () => {
    const first = await startServer(config);
    const tokens: string[] = [];
    for (const account of DEMO_ACCOUNTS) {
      const reply = await first.app.inject({
        method: 'POST',
        url: '/api/v1/auth/login',
        payload: { email: account.email, password: account.password, remember: true },
      });
      expect(reply.statusCode, account.email).toBe(200);
      tokens.push(reply.json<{ data: { token: string } }>().data.token);
    }
    await first.app.close();

    // A second start on the same folder migrates and seeds again without losing or duplicating anything.
    const second = await startServer(config);
    const reply = await second.app.inject({
      method: 'POST',
      url: '/api/v1/auth/verify-token',
      headers: { authorization: `Bearer ${tokens[2] ?? ''}` },
    });
    expect(reply.statusCode).toBe(200);
    expect(reply.json<{ data: { user: { email: string } } }>().data.user.email).toBe('owner@example.com');
    await second.app.close();
  }, 120_000);
});
