import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import createClient from 'openapi-fetch';
import { afterAll, describe, expect, it } from 'vitest';
import type { paths } from '#contract';

const dataDir = mkdtempSync(join(tmpdir(), 'tracklane-lock-'));
const started: ChildProcess[] = [];

afterAll(() => {
  for (const child of started)
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
  rmSync(dataDir, { recursive: true, force: true });
});

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port')),
      );
    });
  });
}

/** `node server/src/main.ts` on the shared DATA_DIR: the server as `npm start` runs it. */
async function startServer() {
  const port = await freePort();
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    DATA_DIR: dataDir,
    PORT: String(port),
    HOST: '127.0.0.1',
    DEMO_MODE: 'false',
    LOG_LEVEL: 'warn',
  };
  delete env.DATABASE_URL;
  const child = spawn(process.execPath, ['server/src/main.ts'], { env, stdio: ['ignore', 'pipe', 'pipe'] });
  started.push(child);
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = once(child, 'exit').then(([code]) => code as number | null);
  return {
    child,
    api: createClient<paths>({ baseUrl: `http://127.0.0.1:${String(port)}/api/v1` }),
    output: () => output,
    exited,
    /** Whether the server came to answer requests (true) or stopped first (false). */
    async listening() {
      while (child.exitCode === null) {
        const answered = await fetch(`http://127.0.0.1:${String(port)}/runtime-config.js`).catch(() => null);
        if (answered?.ok) return true;
        await new Promise((resolve) => setTimeout(resolve, 200));
      }
      return false;
    },
  };
}

describe('the data directory lock', () => {
  it('refuses a second server on the same DATA_DIR, naming the first, and lets a third start once the first is killed with SIGKILL', async () => {
    const first = await startServer();
    expect(await first.listening(), first.output()).toBe(true);
    const email = 'lock-test@example.com';
    const registered = await first.api.POST('/auth/register', {
      body: { name: 'Lock Test', email, password: 'Lock12345', password_confirmation: 'Lock12345' },
    });
    expect(registered.response.status).toBe(201);

    const second = await startServer();
    expect(await second.listening(), 'the second server started').toBe(false);
    expect(await second.exited).toBe(1);
    expect(second.output()).toContain(
      `Tracklane cannot start: the data directory ${dataDir} is in use by another Tracklane server ` +
        `(process ${String(first.child.pid)} on `,
    );
    // Said plainly: no stack trace.
    expect(second.output()).not.toContain('    at ');
    expect(second.output()).toMatch(/started \d{4}-\d\d-\d\dT/);
    // The refused server did not disturb the first one.
    expect((await first.api.GET('/settings')).response.status).toBe(200);

    first.child.kill('SIGKILL');
    await first.exited;
    const third = await startServer();
    expect(await third.listening(), third.output()).toBe(true);
    // The registration the first server acknowledged survived its kill.
    const token = registered.data && 'token' in registered.data.data ? registered.data.data.token : '';
    const profile = await third.api.GET('/user/profile', { headers: { Authorization: `Bearer ${token}` } });
    expect(profile.data?.data.email).toBe(email);
    third.child.kill('SIGTERM');
    expect(await third.exited).toBe(0);
  }, 180_000);
});
