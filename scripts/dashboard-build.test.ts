import { mkdirSync, mkdtempSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { buildDashboard, reasonToBuild } from './dashboard-build';

let root: string;
const HOUR = 3_600_000;
const now = Date.now();

/** Writes a file of the project, last modified `hoursAgo` hours ago. */
function file(path: string, hoursAgo: number) {
  const full = join(root, path);
  mkdirSync(dirname(full), { recursive: true });
  writeFileSync(full, '');
  const time = new Date(now - hoursAgo * HOUR);
  utimesSync(full, time, time);
}

beforeEach(() => {
  root = mkdtempSync(join(tmpdir(), 'tracklane-start-'));
  file('src/main.tsx', 3);
  file('locales/pl/messages.po', 3);
  file('package-lock.json', 3);
});

describe('reasonToBuild', () => {
  it('builds when there is no build', () => {
    expect(reasonToBuild(root)).toBe('there is no build yet');
  });

  it('starts at once on a build newer than every source', () => {
    file('dist/index.html', 1);
    expect(reasonToBuild(root)).toBeNull();
  });

  it('builds again when a source file changed after the build', () => {
    file('dist/index.html', 2);
    file('src/features/auth/login-form.tsx', 1);
    expect(reasonToBuild(root)).toBe('src/features/auth/login-form.tsx changed since the last build');
  });

  it('builds again when the lock file changed after the build (a pull that updated a library)', () => {
    file('dist/index.html', 2);
    file('package-lock.json', 1);
    expect(reasonToBuild(root)).toBe('package-lock.json changed since the last build');
  });

  it('does not build again for a changed test', () => {
    file('dist/index.html', 2);
    file('src/features/auth/login-form.test.tsx', 1);
    expect(reasonToBuild(root)).toBeNull();
  });
});

describe('buildDashboard', () => {
  const shellEnv = process.env.NODE_ENV;
  afterEach(() => {
    process.env.NODE_ENV = shellEnv;
  });

  it('makes a production build even when the shell says NODE_ENV=development', () => {
    process.env.NODE_ENV = 'development';
    const run = vi.fn(
      (_command: string, _args: string[], _options: { cwd: string; env: NodeJS.ProcessEnv }) => ({
        status: 0,
        stdout: '',
        stderr: '',
      }),
    );
    expect(buildDashboard(root, run)).toBeNull();
    const [command, args, options] = run.mock.calls[0] ?? [];
    expect([command, args, options?.cwd]).toEqual(['npm', ['run', 'build'], root]);
    expect(options?.env.NODE_ENV).toBe('production');
  });

  it('answers what the build printed when it failed', () => {
    const run = vi.fn(() => ({ status: 1, stdout: 'vite v8\n', stderr: 'error: no index.html\n' }));
    expect(buildDashboard(root, run)).toBe('vite v8\nerror: no index.html\n');
  });
});
