// `npm run bench`: how fast the translation editor's read answers over every message of the app's and the
// server's catalogs in one language (GET /admin/languages/pl/messages, searched and filtered; issue 29's
// target: at most 50 ms), with no overrides and with 2,000, and how long saving 2,000 keys at once takes
// (PUT /admin/languages/pl/translations: every text compiled and checked, the overrides written, the audit
// entry, every process told). On PostgreSQL and on PGlite, one request at a time. Prints; asserts nothing.
import {
  openTarget,
  percentile,
  pgliteTarget,
  removeTarget,
  seedDemoOwner,
  startEventsServer,
  type BenchTarget,
} from './bench-events-server.ts';
import { fewerSamples, getJson, measure, quantiles, row, SAMPLING } from './bench-measure.ts';
import { startThrowawayPostgres } from './throwaway-postgres.ts';
import { signInDemoAdmin } from './bench-server.ts';

const PORT = 4349;
const SAVED_KEYS = 2000;
/** Saves timed per kind (added, changed, deleted). */
const SAVE_RUNS = 3;
const TARGET_MS = 50;

interface EditorPage {
  data: { key: string; translation: string | null; placeholders_differ: boolean }[];
  meta: { total: number; last_page: number };
}

/** The first SAVED_KEYS messages of Polish whose translation is valid, by key, read page by page as the editor does. */
async function keysToSave(editor: string, token: string): Promise<Map<string, string>> {
  const keys = new Map<string, string>();
  for (let page = 1; keys.size < SAVED_KEYS; page++) {
    const body = (await getJson(`${editor}?per_page=100&page=${String(page)}`, token)) as EditorPage;
    for (const message of body.data) {
      if (message.translation && !message.placeholders_differ) keys.set(message.key, message.translation);
    }
    if (page >= body.meta.last_page) break;
  }
  return new Map([...keys].slice(0, SAVED_KEYS));
}

/** PUT the translations; its time in milliseconds and its counts. Throws on a refusal. */
async function saveAll(url: string, token: string, translations: Record<string, string | null>) {
  const started = performance.now();
  const response = await fetch(url, {
    method: 'PUT',
    headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
    body: JSON.stringify({ translations }),
  });
  const answer = (await response.json()) as { data?: Record<string, number>; errors?: object };
  const ms = performance.now() - started;
  if (!response.ok || !answer.data) {
    throw new Error(`the save answered ${String(response.status)}: ${JSON.stringify(answer).slice(0, 500)}`);
  }
  return { ms, counts: answer.data };
}

/** Each text marked as staff's (the mark keeps it a valid message with the same placeholders). */
const marked = (keys: Map<string, string>, mark: string) =>
  Object.fromEntries([...keys].map(([key, text]) => [key, `${text} ${mark}`]));

async function measureSaves(url: string, token: string, keys: Map<string, string>) {
  const times: Record<'added' | 'changed' | 'deleted', number[]> = { added: [], changed: [], deleted: [] };
  for (let run = 0; run < SAVE_RUNS; run++) {
    times.added.push((await saveAll(url, token, marked(keys, '(a)'))).ms);
    times.changed.push((await saveAll(url, token, marked(keys, '(b)'))).ms);
    const deleted = await saveAll(url, token, Object.fromEntries([...keys.keys()].map((key) => [key, null])));
    if (deleted.counts.deleted_count !== keys.size) throw new Error('the save did not delete every override');
    times.deleted.push(deleted.ms);
  }
  for (const [kind, list] of Object.entries(times)) {
    const sorted = [...list].sort((a, b) => a - b);
    console.log(
      `    PUT ${String(keys.size)} keys, ${kind} (${String(SAVE_RUNS)} runs)`.padEnd(48) +
        ` median ${percentile(sorted, 0.5).toFixed(0)} ms, slowest ${Math.max(...list).toFixed(0)} ms`,
    );
  }
}

async function measureReads(editor: string, token: string, label: string) {
  const reads: [string, string][] = [
    ['first page', `${editor}?per_page=50`],
    ['search=domain (key, source, translations)', `${editor}?per_page=50&search=domain`],
    ['search=zaloguj (the Polish text)', `${editor}?per_page=50&search=zaloguj`],
    ['filter[status]=placeholders_differ', `${editor}?per_page=50&filter[status]=placeholders_differ`],
    [
      'search=plan, server catalog, sort=source',
      `${editor}?per_page=50&search=plan&filter[catalog]=server&sort=source`,
    ],
  ];
  for (const [name, url] of reads) {
    const { times, body } = await measure(url, token);
    const { meta } = body as EditorPage;
    const verdict = quantiles(times).p95 <= TARGET_MS ? 'within' : 'OVER';
    row(
      `${name}${label}`,
      times,
      `${verdict} ${String(TARGET_MS)} ms (${meta.total.toLocaleString('en')} matching${fewerSamples(times)})`,
    );
  }
}

async function bench(name: string, target: BenchTarget) {
  const database = await openTarget(target);
  await seedDemoOwner(database.db).finally(() => database.close());
  console.log(`  ${name}`);
  const server = await startEventsServer(PORT, target);
  try {
    const token = await signInDemoAdmin(server.origin);
    const editor = `${server.origin}/api/v1/admin/languages/pl/messages`;
    await measureReads(editor, token, '');
    const keys = await keysToSave(editor, token);
    const translations = `${server.origin}/api/v1/admin/languages/pl/translations`;
    await measureSaves(translations, token, keys);
    await saveAll(translations, token, marked(keys, '(c)'));
    await measureReads(editor, token, `, ${String(keys.size)} overrides`);
    await saveAll(translations, token, Object.fromEntries([...keys.keys()].map((key) => [key, null])));
  } finally {
    await server.stop();
  }
}

console.log(
  `\nThe translation editor: GET /admin/languages/pl/messages over every message of both catalogs as the` +
    ` demo admin (${SAMPLING}), target p95 at most ${String(TARGET_MS)} ms; and PUT of ${String(SAVED_KEYS)} keys`,
);
const postgres = await startThrowawayPostgres();
try {
  await bench(`PostgreSQL ${postgres.version}`, { kind: 'postgres', url: postgres.url });
} finally {
  postgres.stop();
}
const pglite = pgliteTarget();
try {
  await bench('PGlite', pglite);
} finally {
  removeTarget(pglite);
}
