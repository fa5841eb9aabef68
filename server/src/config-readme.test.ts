import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const SERVER_SRC = fileURLToPath(new URL('.', import.meta.url));
const README = fileURLToPath(new URL('../../README.md', import.meta.url));

/** The server's source files, tests left out. */
function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts') ? [path] : [];
  });
}

/** Every variable the server reads: `env.NAME`, and the OAuth clients' `<PREFIX>_CLIENT_ID`/`_SECRET`. */
function variablesRead(): string[] {
  const names = new Set<string>();
  for (const file of sourceFiles(SERVER_SRC)) {
    const text = readFileSync(file, 'utf8');
    for (const [, name = ''] of text.matchAll(/\benv\.([A-Z][A-Z0-9_]*)/g)) names.add(name);
    for (const [, prefix = ''] of text.matchAll(/oauthClient\(env, '([A-Z]+)'\)/g)) {
      names.add(`${prefix}_CLIENT_ID`).add(`${prefix}_CLIENT_SECRET`);
    }
  }
  return [...names].sort();
}

describe('the README’s configuration table', () => {
  it('lists every environment variable the server reads', () => {
    const readme = readFileSync(README, 'utf8');
    const section = /### Configuration \(environment\)\n([\s\S]*?)\n## /.exec(readme)?.[1] ?? '';
    const rows = section.split('\n').filter((line) => line.startsWith('| `'));
    const listed = new Set(
      rows.flatMap((row) => [...(row.split('|')[1] ?? '').matchAll(/`([A-Z0-9_]+)`/g)].map((m) => m[1])),
    );
    const read = variablesRead();
    expect(read).toContain('APP_SECRET');
    expect(read.filter((name) => !listed.has(name))).toEqual([]);
  });
});
