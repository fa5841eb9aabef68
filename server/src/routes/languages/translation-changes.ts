import type { FastifyInstance } from 'fastify';
import { isLocale } from '#locales';
import type { AppContext } from '../../app-context.ts';
import type { Database } from '../../db/database.ts';
import { announcePublicReadsChanged } from '../../db/public-read-notices.ts';
import { setMessageOverrides, type MessageOverrides } from '../../lib/i18n.ts';
import { invalidatePublicReads, onPublicReadsInvalidated } from '../../lib/public-reads.ts';
import { readCatalogOverrides } from './translation-overrides.repo.ts';

/** Reads the overrides of the server's catalog and makes the server's messages use them. */
async function loadServerMessageOverrides(db: Database): Promise<void> {
  const byLanguage = await readCatalogOverrides(db, 'server');
  const overrides: MessageOverrides = {};
  for (const [code, texts] of byLanguage) if (isLocale(code)) overrides[code] = texts;
  setMessageOverrides(overrides);
}

/**
 * Runs a write of languages or translations in one transaction, then makes every server process see
 * it: this one at once (its cached reads dropped, its own messages reloaded before the answer), the
 * others when the commit's notice reaches them (lib/public-reads.ts's listeners).
 */
export async function inTranslationChange<T>(db: Database, write: (tx: Database) => Promise<T>): Promise<T> {
  const result = await db.transaction(async (tx) => {
    const written = await write(tx);
    await announcePublicReadsChanged(tx);
    return written;
  });
  invalidatePublicReads(db);
  await loadServerMessageOverrides(db);
  return result;
}

/**
 * Gives the server's messages and mails the overrides staff saved: read when the server is ready, and
 * again whenever this or another process announces a change of the public reads (a save, a clear).
 */
export function registerMessageOverrides(app: FastifyInstance, { db }: Pick<AppContext, 'db'>) {
  let reloading: Promise<void> | undefined;
  let again = false;
  const reload = () => {
    if (reloading) {
      again = true;
      return;
    }
    reloading = loadServerMessageOverrides(db)
      .catch((error: unknown) =>
        app.log.error({ err: error }, 'the server messages’ overrides could not be read'),
      )
      .finally(() => {
        reloading = undefined;
        if (again) {
          again = false;
          reload();
        }
      });
  };
  const stop = onPublicReadsInvalidated(db, reload);
  app.addHook('onReady', () => loadServerMessageOverrides(db));
  app.addHook('onClose', async () => {
    stop();
    await reloading;
  });
}
