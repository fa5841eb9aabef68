import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const SCRIPT = 'scripts/complete-install.mjs';

/**
 * Runs the postinstall as npm would after an install on `installerNode`, with a stand-in npm that notes
 * the arguments it got and the Node it ran on; answers the run and what the stand-in noted, if it ran.
 */
function afterInstallOn(installerNode: string) {
  const folder = mkdtempSync(join(tmpdir(), 'tracklane-install-'));
  const noted = join(folder, 'npm-call.json');
  const npm = join(folder, 'npm-cli.js');
  writeFileSync(
    npm,
    `require('node:fs').writeFileSync(${JSON.stringify(noted)}, JSON.stringify({ args: process.argv.slice(2), node: process.version }));\n`,
  );
  const run = spawnSync(process.execPath, [SCRIPT], {
    env: {
      PATH: process.env.PATH,
      npm_config_user_agent: `npm/11.19.1 node/${installerNode} linux x64 workspaces/false`,
      npm_execpath: npm,
    },
    encoding: 'utf8',
  });
  const call = existsSync(noted)
    ? (JSON.parse(readFileSync(noted, 'utf8')) as { args: string[]; node: string })
    : null;
  return { run, call };
}

describe('the postinstall', () => {
  it('installs again on the project’s Node 24 after npm ran on an older Node, from the lock, without scripts', () => {
    const { run, call } = afterInstallOn('v20.20.2');
    expect(run.status).toBe(0);
    expect(call).toEqual({
      args: ['install', '--no-save', '--ignore-scripts', '--no-audit', '--no-fund'],
      node: process.version,
    });
    expect(run.stdout).toContain('npm ran on Node.js v20.20.2');
  });

  it('does nothing after an install on Node 24', () => {
    const { run, call } = afterInstallOn('v24.21.0');
    expect(run.status).toBe(0);
    expect(call).toBeNull();
    expect(run.stdout).toBe('');
  });
});

describe('package.json', () => {
  const manifest = JSON.parse(readFileSync('package.json', 'utf8')) as {
    engines: { node: string };
    devDependencies: Record<string, string>;
    scripts: Record<string, string>;
    allowScripts?: Record<string, boolean>;
  };
  const lock = JSON.parse(readFileSync('package-lock.json', 'utf8')) as {
    packages: Record<string, { version?: string; hasInstallScript?: boolean }>;
  };

  it('brings a Node its own engines accept, for the npm scripts to run on', () => {
    const needed = Number(/^>=(\d+)$/.exec(manifest.engines.node)?.[1]);
    const brought = lock.packages['node_modules/node']?.version ?? '0';
    expect(manifest.devDependencies.node).toBeDefined();
    expect(Number(brought.split('.')[0])).toBeGreaterThanOrEqual(needed);
    expect(manifest.scripts.postinstall).toBe(`node ${SCRIPT}`);
  });

  it('approves the install scripts of every locked package that has one (Node 24 arrives by one)', () => {
    // The project's own entry ('') has the postinstall above; the others are what npm would run.
    const withScripts = Object.entries(lock.packages)
      .filter(([path, entry]) => path !== '' && entry.hasInstallScript)
      .map(([path]) => path.slice(path.lastIndexOf('node_modules/') + 'node_modules/'.length));
    expect(withScripts).toContain('node');
    for (const name of new Set(withScripts)) expect(manifest.allowScripts?.[name], name).toBe(true);
  });
});
