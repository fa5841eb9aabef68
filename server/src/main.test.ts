import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';

const MAIN = fileURLToPath(new URL('./main.ts', import.meta.url));
const dataDir = mkdtempSync(join(tmpdir(), 'tracklane-main-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

/** Runs the server's entry point with `env` and answers how it ended; a server still up after 30 s is stopped. */
function runMain(env: Record<string, string>) {
  const inherited = { ...process.env };
  delete inherited.APP_SECRET;
  const child = spawn(process.execPath, [MAIN], {
    env: { ...inherited, PORT: '0', DATA_DIR: dataDir, LOG_LEVEL: 'silent', ...env },
  });
  let stderr = '';
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const timer = setTimeout(() => child.kill(), 30_000);
  return new Promise<{ code: number | null; stderr: string }>((resolve) => {
    child.on('exit', (code) => {
      clearTimeout(timer);
      resolve({ code, stderr });
    });
  });
}

describe('node server/src/main.ts', () => {
  it('refuses to start on HOST=0.0.0.0 without APP_SECRET, saying why', async () => {
    const { code, stderr } = await runMain({ HOST: '0.0.0.0' });
    expect(code).toBe(1);
    expect(stderr).toContain(
      'Tracklane cannot start: APP_SECRET must be set because the server listens on 0.0.0.0',
    );
  }, 40_000);
});
