import { mkdirSync, mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { build, type Plugin } from 'vite';
import { describe, expect, it } from 'vitest';
import { precompress } from './precompress';

/** Runs the plugin over a build folder holding `files`, as Vite would at the end of a build. */
async function runOver(files: Record<string, string>) {
  const outDir = mkdtempSync(join(tmpdir(), 'tracklane-precompress-'));
  mkdirSync(join(outDir, 'assets'));
  for (const [name, content] of Object.entries(files)) writeFileSync(join(outDir, name), content);
  const plugin = precompress() as unknown as {
    configResolved: (config: { build: { outDir: string } }) => void;
    writeBundle: () => void;
    closeBundle: () => Promise<void>;
  };
  plugin.configResolved({ build: { outDir } });
  plugin.writeBundle();
  await plugin.closeBundle();
  return outDir;
}

describe('precompress', () => {
  it('writes a brotli and a gzip copy of every script, style and page that is worth it', async () => {
    const script = 'export const word = "tracklane";\n'.repeat(200);
    const outDir = await runOver({ 'assets/shell-1.js': script, 'index.html': `<p>${'x'.repeat(2000)}</p>` });
    const read = (name: string) => readFileSync(join(outDir, name));
    expect(brotliDecompressSync(read('assets/shell-1.js.br')).toString()).toBe(script);
    expect(gunzipSync(read('assets/shell-1.js.gz')).toString()).toBe(script);
    expect(read('assets/shell-1.js.br').length).toBeLessThan(script.length / 10);
    expect(readdirSync(outDir)).toContain('index.html.br');
  });

  it('leaves small files and source maps alone', async () => {
    const outDir = await runOver({
      'assets/tiny.js': 'export {};\n',
      'assets/shell-1.js.map': JSON.stringify({ mappings: 'A'.repeat(5000) }),
    });
    expect(readdirSync(join(outDir, 'assets')).sort()).toEqual(['shell-1.js.map', 'tiny.js']);
  });

  it('leaves a failed build alone, so that the build reports its own error', async () => {
    const root = mkdtempSync(join(tmpdir(), 'tracklane-failed-build-'));
    writeFileSync(join(root, 'index.html'), '<script type="module" src="/main.js"></script>\n');
    writeFileSync(join(root, 'main.js'), 'export const built = true;\n');
    // As a missing native package fails a real build: in a transform, before anything is written.
    const failing: Plugin = {
      name: 'failing',
      transform(_code, id) {
        if (id.endsWith('main.js')) throw new Error('Cannot find module lingui-native-tools');
      },
    };
    const failedBuild = build({
      root,
      configFile: false,
      logLevel: 'silent',
      plugins: [failing, precompress()],
      build: { outDir: join(root, 'dist') },
    });
    await expect(failedBuild).rejects.toThrow('Cannot find module lingui-native-tools');
  });
});
