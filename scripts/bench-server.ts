// The real server on the production build, on a fresh demo database, for the benchmark scripts.
import { spawn } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/**
 * Starts the server on `port` (on `dataDir`, a new one unless given), resolves once it answers, with its
 * origin, its process id and a way to stop it. A new data directory is seeded first (90 days of events: a
 * minute on a quiet 2-core machine, a few on a busy one), so this waits for the server to answer or to
 * exit, not for a set time. Its logs go nowhere; LOG_LEVEL (default `warn`) says how much of them it still
 * writes.
 */
export async function startBenchServer(
  port: number,
  dataDir = mkdtempSync(join(tmpdir(), 'tracklane-bench-')),
) {
  const origin = `http://127.0.0.1:${port}`;
  const server = spawn('node', ['server/src/main.ts'], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn',
      DATA_DIR: dataDir,
    },
    stdio: 'ignore',
  });
  const stop = () => server.kill();
  while (server.exitCode === null && server.signalCode === null) {
    try {
      if ((await fetch(`${origin}/runtime-config.js`)).ok) return { origin, pid: server.pid ?? 0, stop };
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(`the server on port ${String(port)} exited before it answered`);
}

/** A bearer token of the demo account `email` on the server at `origin`. */
async function signInDemo(origin: string, email: string, password: string): Promise<string> {
  const response = await fetch(`${origin}/api/v1/auth/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ email, password }),
  });
  const body = (await response.json()) as { data?: { token?: string } };
  if (!body.data?.token) throw new Error(`${email} could not sign in: ${JSON.stringify(body)}`);
  return body.data.token;
}

/** A bearer token of the demo domain owner on the server at `origin`. */
export const signInDemoOwner = (origin: string) => signInDemo(origin, 'owner@example.com', 'Owner12345');

/** A bearer token of the demo administrator on the server at `origin`. */
export const signInDemoAdmin = (origin: string) => signInDemo(origin, 'admin@example.com', 'Admin12345');
