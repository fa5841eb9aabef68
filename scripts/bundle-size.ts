// `npm run bench`: prints the size of every built asset, raw and gzipped, and what the first page loads
// (of `dist`, or of the build DIST_DIR names).
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { BENCH_DIST } from './bench-env.ts';

const dist = BENCH_DIST;
const html = readFileSync(join(dist, 'index.html'), 'utf8');
const initial = new Set([...html.matchAll(/(?:src|href)="\/(assets\/[^"]+)"/g)].map((match) => match[1]));

const rows = readdirSync(join(dist, 'assets'))
  .filter((file) => /\.(js|css)$/.test(file))
  .map((file) => {
    const path = join(dist, 'assets', file);
    const bytes = statSync(path).size;
    return { file: `assets/${file}`, bytes, gzip: gzipSync(readFileSync(path)).length };
  })
  .sort((a, b) => b.gzip - a.gzip);

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} kB`;
console.log('asset'.padEnd(44), 'raw'.padStart(10), 'gzip'.padStart(10), ' first load');
for (const row of rows) {
  const first = initial.has(row.file) ? ' yes' : '';
  console.log(row.file.padEnd(44), kb(row.bytes).padStart(10), kb(row.gzip).padStart(10), first);
}
const sum = (list: typeof rows, key: 'bytes' | 'gzip') => list.reduce((total, row) => total + row[key], 0);
const firstLoad = rows.filter((row) => initial.has(row.file));
console.log(`\nfirst load: ${kb(sum(firstLoad, 'bytes'))} raw, ${kb(sum(firstLoad, 'gzip'))} gzip`);
console.log(`all assets: ${kb(sum(rows, 'bytes'))} raw, ${kb(sum(rows, 'gzip'))} gzip`);
