import { afterAll, beforeAll, expect, it } from 'vitest';
import { openTestDatabase } from '../../../../tests/server/test-database.ts';
import type { DatabaseHandle } from '../../db/database.ts';
import { translationOverrides } from '../../db/schema/content.ts';
import { invalidatePublicReads } from '../../lib/public-reads.ts';
import { cachedOverrides } from './cached-overrides.ts';

let database: DatabaseHandle;

beforeAll(async () => {
  database = await openTestDatabase();
});

afterAll(async () => {
  await database.close();
});

it('reads a language’s overrides once until the public reads are invalidated', async () => {
  const { db } = database;
  const first = await cachedOverrides(db, 'pl');
  // The same array, not the same rows read again: the editor's states are kept per array.
  expect(await cachedOverrides(db, 'pl')).toBe(first);

  await db
    .insert(translationOverrides)
    .values({ languageCode: 'pl', catalog: 'dashboard', messageId: 'cached-test', value: 'Nowe' });
  expect(await cachedOverrides(db, 'pl')).toBe(first);

  invalidatePublicReads(db);
  const after = await cachedOverrides(db, 'pl');
  expect(after).not.toBe(first);
  expect(after.map((row) => row.value)).toContain('Nowe');
  expect(await cachedOverrides(db, 'pl')).toBe(after);
});
