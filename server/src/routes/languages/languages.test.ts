import { generateMessageId } from '@lingui/message-utils/generateMessageId';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestServer } from '../../../../tests/server/test-server.ts';
import { languages, translationOverrides } from '../../db/schema/content.ts';
import { builtInCatalogs } from '../../lib/built-in-catalogs.ts';
import { invalidatePublicReads } from '../../lib/public-reads.ts';

const server = useTestServer();

// The built-in catalogs are read once per process, on the first read that needs them: here, not in a test.
beforeAll(() => builtInCatalogs());

/** Turns language `code` on or off as a write function of the languages repo would. */
async function setActive(code: string, isActive: boolean) {
  const { db } = server();
  await db.update(languages).set({ isActive }).where(eq(languages.code, code));
  invalidatePublicReads(db);
}

/** Runs `check` while `code` is inactive. */
async function whileInactive(code: string, check: () => Promise<void>) {
  await setActive(code, false);
  try {
    await check();
  } finally {
    await setActive(code, true);
  }
}

describe('GET /languages and /languages/active', () => {
  it('GET /languages lists every language, the default first, with its completion', async () => {
    await whileInactive('fr', async () => {
      const { data, response } = await server().client({ language: 'pl' }).GET('/languages');
      expect(response.status).toBe(200);
      expect(data?.message).toBe('Języki');
      expect(data?.data.map((language) => language.code)).toEqual(['pl', 'en', 'es', 'de', 'fr']);
      // The share of both built-in catalogs' messages Polish translates: 100 once every catalog is complete.
      const catalogs = await builtInCatalogs();
      expect(data?.data[0]).toMatchObject({
        native: 'Polski',
        flag: '🇵🇱',
        is_default: true,
        completion: Math.floor((100 * catalogs.translations.pl.size) / catalogs.messages.length),
      });
      expect(data?.data.find((language) => language.code === 'fr')?.is_active).toBe(false);
    });
  });

  it('GET /languages/active leaves out inactive languages', async () => {
    await whileInactive('es', async () => {
      const { data, response } = await server().client().GET('/languages/active');
      expect(response.status).toBe(200);
      expect(data?.data.map((language) => language.code)).toEqual(['pl', 'en', 'de', 'fr']);
    });
  });
});

describe('GET /languages/{locale}', () => {
  it('GET /languages/{locale} answers one language', async () => {
    const { data, response } = await server()
      .client({ language: 'de' })
      .GET('/languages/{locale}', { params: { path: { locale: 'es' } } });
    expect(response.status).toBe(200);
    expect(data?.message).toBe('Sprache Español');
    expect(data?.data).toMatchObject({ code: 'es', name: 'Spanish', is_active: true, is_default: false });
  });

  it('GET /languages/{locale} answers 404 for a language that does not exist', async () => {
    const { error, response } = await server()
      .client()
      .GET('/languages/{locale}', { params: { path: { locale: 'it' } } });
    expect(response.status).toBe(404);
    expect(error?.message).toBe('This language is not available');
  });
});

describe('GET /languages/{locale}/translations', () => {
  it('GET /languages/{locale}/translations answers no texts while staff have overridden none', async () => {
    const { data, response } = await server()
      .client()
      .GET('/languages/{locale}/translations', { params: { path: { locale: 'pl' } } });
    expect(response.status).toBe(200);
    expect(data).toMatchObject({ data: {}, compiled: {} });
  });

  it('GET /languages/{locale}/translations answers the overrides by group.id, the app’s compiled by id, one group when asked', async () => {
    const { db } = server();
    const signIn = String(generateMessageId('Sign in'));
    const signInKey = (await builtInCatalogs()).byRef.get(`dashboard:${signIn}`)?.key ?? '';
    await db.insert(translationOverrides).values([
      { languageCode: 'de', catalog: 'dashboard', messageId: signIn, value: 'Anmelden, {name}' },
      { languageCode: 'de', catalog: 'dashboard', messageId: 'nosuch', value: 'Gone' },
    ]);
    invalidatePublicReads(db);
    try {
      const all = await server()
        .client()
        .GET('/languages/{locale}/translations', { params: { path: { locale: 'de' } } });
      expect(all.data).toMatchObject({
        data: { [signInKey]: 'Anmelden, {name}' },
        compiled: { [signIn]: ['Anmelden, ', ['name']] },
      });
      const other = await server()
        .client()
        .GET('/languages/{locale}/translations', {
          params: { path: { locale: 'de' }, query: { group: 'server-auth' } },
        });
      expect(other.data).toMatchObject({ data: {}, compiled: {} });
    } finally {
      await db.delete(translationOverrides).where(eq(translationOverrides.languageCode, 'de'));
      invalidatePublicReads(db);
    }
  });

  it('GET /languages/{locale}/translations answers 404 for an inactive language', async () => {
    await whileInactive('fr', async () => {
      const { response } = await server()
        .client()
        .GET('/languages/{locale}/translations', { params: { path: { locale: 'fr' } } });
      expect(response.status).toBe(404);
    });
  });

  it('GET /languages/{locale}/translations answers 422 on group for a malformed group name', async () => {
    const { error, response } = await server()
      .client()
      .GET('/languages/{locale}/translations', {
        params: { path: { locale: 'en' }, query: { group: 'Mail Group!' } },
      });
    expect(response.status).toBe(422);
    expect(Object.keys(error?.errors ?? {})).toEqual(['group']);
  });
});

describe('POST /languages/detect', () => {
  it('POST /languages/detect matches the browser locales first', async () => {
    const { data, response } = await server()
      .client({ language: 'fr-FR,fr;q=0.9' })
      .POST('/languages/detect', { body: { browser_locales: ['de-DE', 'en-US'] } });
    expect(response.status).toBe(200);
    expect(data?.data).toEqual({
      detected_locale: 'de',
      confidence: 1,
      detection_method: 'browser',
      supported_locales: ['pl', 'en', 'es', 'de', 'fr'],
    });
  });

  it('POST /languages/detect reads the Accept-Language header when the body names nothing', async () => {
    const { data } = await server().client({ language: 'it, es;q=0.6' }).POST('/languages/detect');
    expect(data?.data).toMatchObject({ detected_locale: 'es', confidence: 0.6, detection_method: 'header' });
  });

  it('POST /languages/detect prefers the body’s accept_language over the header', async () => {
    const { data } = await server()
      .client({ language: 'es' })
      .POST('/languages/detect', { body: { accept_language: 'fr-CA,fr;q=0.9' } });
    expect(data?.data).toMatchObject({ detected_locale: 'fr', detection_method: 'header' });
  });

  it('POST /languages/detect answers the default language when nothing matches an active language', async () => {
    await whileInactive('de', async () => {
      const { data } = await server()
        .client({ language: 'ja' })
        .POST('/languages/detect', { body: { browser_locales: ['de-DE'] } });
      expect(data?.data).toEqual({
        detected_locale: 'pl',
        confidence: 0,
        detection_method: 'default',
        supported_locales: ['pl', 'en', 'es', 'fr'],
      });
    });
  });

  it('POST /languages/detect answers 422 on browser_locales for a list longer than 20', async () => {
    const { error, response } = await server()
      .client()
      .POST('/languages/detect', { body: { browser_locales: Array.from({ length: 21 }, () => 'en') } });
    expect(response.status).toBe(422);
    expect(Object.keys(error?.errors ?? {})).toEqual(['browser_locales']);
  });
});
