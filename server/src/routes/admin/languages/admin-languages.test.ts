import { generateMessageId } from '@lingui/message-utils/generateMessageId';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { components } from '#contract';
import { signedInAccount } from '../../../../../tests/server/support-accounts.ts';
import { useTestServer } from '../../../../../tests/server/test-server.ts';
import { announcePublicReadsChanged } from '../../../db/public-read-notices.ts';
import { activityLogs, users } from '../../../db/schema/accounts.ts';
import { translationOverrides } from '../../../db/schema/content.ts';
import { builtInCatalogs } from '../../../lib/built-in-catalogs.ts';
import { setMessageOverrides } from '../../../lib/i18n.ts';

const server = useTestServer();

type Message = components['schemas']['AdminTranslationMessage'];

// The built-in catalogs are read once per process, on the first read that needs them: here, not in a test.
beforeAll(() => builtInCatalogs());
// The module's overrides outlive this file's server in its worker: the next file starts without them.
afterAll(() => setMessageOverrides({}));

/** An administrator of their own and the client they call the API with, in `language`. */
async function newAdmin(language = 'en') {
  const account = await signedInAccount(server(), { role: 'admin', name: 'Word Smith' });
  return { ...account, api: server().client({ token: account.token, language }) };
}
type Admin = Awaited<ReturnType<typeof newAdmin>>;

/** The one message of `catalog` whose English source is exactly `source`. */
async function messageOf(
  admin: Admin,
  code: string,
  source: string,
  catalog = 'dashboard',
): Promise<Message> {
  const { data } = await admin.api.GET('/admin/languages/{code}/messages', {
    params: { path: { code }, query: { search: source, per_page: 100, filter: { catalog } } },
  });
  const found = data?.data.filter((message) => message.source === source) ?? [];
  if (found.length !== 1) throw new Error(`${found.length} messages read "${source}"`);
  return found[0] as Message;
}

/** A language's messages counted by state, as the editor's list says. */
async function countsOf(admin: Admin, code: string) {
  const { data } = await admin.api.GET('/admin/languages/{code}/messages', { params: { path: { code } } });
  if (!data) throw new Error(`no messages of ${code}`);
  return data.meta.counts;
}

function save(admin: Admin, code: string, translations: Record<string, string | null>) {
  return admin.api.PUT('/admin/languages/{code}/translations', {
    params: { path: { code } },
    body: { translations },
  });
}

/** What a visitor's app reads of a language's overrides. */
async function publicOverrides(locale: string, group?: string) {
  const { data, response } = await server()
    .client()
    .GET('/languages/{locale}/translations', { params: { path: { locale }, query: { group } } });
  expect(response.status).toBe(200);
  return { texts: data?.data ?? {}, compiled: data?.compiled ?? {} };
}

async function auditOf(code: string) {
  return server()
    .db.select()
    .from(activityLogs)
    .where(and(eq(activityLogs.subjectType, 'language'), eq(activityLogs.subjectId, code)))
    .orderBy(activityLogs.createdAt, activityLogs.id);
}

describe('languages', () => {
  it('GET /admin/languages and /admin/languages/{code} answer every language with its completion', async () => {
    const admin = await newAdmin();
    const { data, response } = await admin.api.GET('/admin/languages');
    expect(response.status).toBe(200);
    expect(data?.data.map((language) => [language.code, language.is_default])).toEqual([
      ['pl', true],
      ['en', false],
      ['es', false],
      ['de', false],
      ['fr', false],
    ]);
    // The share of both catalogs' messages each translates (100 once every catalog is complete).
    const counts = await countsOf(admin, 'pl');
    expect(data?.data[0]?.completion).toBe(Math.floor((100 * counts.translated) / counts.total));
    const one = await admin.api.GET('/admin/languages/{code}', { params: { path: { code: 'de' } } });
    expect(one.data?.data).toMatchObject({ code: 'de', native: 'Deutsch', is_active: true });
    const missing = await admin.api.GET('/admin/languages/{code}', { params: { path: { code: 'xx' } } });
    expect(missing.response.status).toBe(404);
  });

  it('POST /admin/languages adds a language with no translations, refusing a taken code and an inactive default', async () => {
    const admin = await newAdmin();
    const { data, response } = await admin.api.POST('/admin/languages', {
      body: { code: 'it', name: 'Italian', native: 'Italiano', flag: '🇮🇹' },
    });
    expect(response.status).toBe(201);
    expect(data?.data).toMatchObject({ code: 'it', is_active: false, is_default: false, completion: 0 });
    expect((await auditOf('it')).map((entry) => entry.action)).toEqual(['admin.language.created']);

    const taken = await admin.api.POST('/admin/languages', {
      body: { code: 'it', name: 'Italian', native: 'Italiano', flag: '🇮🇹' },
    });
    expect(taken.response.status).toBe(422);
    expect(taken.error?.errors).toEqual({ code: ['A language with this code already exists'] });
    const inactiveDefault = await admin.api.POST('/admin/languages', {
      body: { code: 'nl', name: 'Dutch', native: 'Nederlands', flag: '🇳🇱', is_default: true },
    });
    expect(inactiveDefault.error?.errors).toEqual({ is_default: ['The default language must be active'] });
  });

  it('PUT /admin/languages/{code} changes a language and moves the default, which cannot be switched off', async () => {
    const admin = await newAdmin();
    const off = await admin.api.PUT('/admin/languages/{code}', {
      params: { path: { code: 'pl' } },
      body: { is_active: false },
    });
    expect(off.response.status).toBe(422);
    expect(Object.keys(off.error?.errors ?? {})).toEqual(['is_active']);
    const undefault = await admin.api.PUT('/admin/languages/{code}', {
      params: { path: { code: 'pl' } },
      body: { is_default: false },
    });
    expect(Object.keys(undefault.error?.errors ?? {})).toEqual(['is_default']);

    const moved = await admin.api.PUT('/admin/languages/{code}', {
      params: { path: { code: 'en' } },
      body: { is_default: true, native: 'English (UK)' },
    });
    expect(moved.data?.data).toMatchObject({ code: 'en', is_default: true, native: 'English (UK)' });
    const list = await admin.api.GET('/admin/languages');
    expect(
      list.data?.data.filter((language) => language.is_default).map((language) => language.code),
    ).toEqual(['en']);
    expect((await auditOf('pl')).at(-1)?.properties).toMatchObject({
      changes: { is_default: { before: true, after: false } },
    });
    await admin.api.PUT('/admin/languages/{code}', {
      params: { path: { code: 'pl' } },
      body: { is_default: true },
    });
    await admin.api.PUT('/admin/languages/{code}', {
      params: { path: { code: 'en' } },
      body: { native: 'English' },
    });
    expect((await auditOf('en')).at(-1)?.properties).toMatchObject({
      changes: { native: { before: 'English (UK)', after: 'English' } },
    });
  });

  it('DELETE /admin/languages/{code} refuses the default and moves the users of a deleted language to it', async () => {
    const admin = await newAdmin();
    const refused = await admin.api.DELETE('/admin/languages/{code}', { params: { path: { code: 'pl' } } });
    expect(refused.response.status).toBe(422);
    expect(Object.keys(refused.error?.errors ?? {})).toEqual(['code']);

    await admin.api.POST('/admin/languages', {
      body: { code: 'pt', name: 'Portuguese', native: 'Português', flag: '🇵🇹', is_active: true },
    });
    const reader = await signedInAccount(server(), { language: 'pt' });
    const { response } = await admin.api.DELETE('/admin/languages/{code}', {
      params: { path: { code: 'pt' } },
    });
    expect(response.status).toBe(200);
    const [row] = await server().db.select().from(users).where(eq(users.id, reader.id));
    expect(row?.language).toBe('pl');
    expect((await auditOf('pt')).map((entry) => entry.action)).toEqual([
      'admin.language.created',
      'admin.language.deleted',
    ]);
  });
});

describe('the translation editor’s reads', () => {
  it('GET /admin/languages/{code}/messages answers every message of both catalogs by group.id, searched and paged', async () => {
    const admin = await newAdmin();
    const all = await admin.api.GET('/admin/languages/{code}/messages', {
      params: { path: { code: 'pl' }, query: { per_page: 100 } },
    });
    const counts = all.data?.meta.counts;
    expect(counts?.total).toBeGreaterThan(2000);
    expect(counts).toMatchObject({
      overridden: 0,
      missing: (counts?.total ?? 0) - (counts?.translated ?? 0),
    });
    expect(all.data?.meta.total).toBe(counts?.total);

    const signIn = await messageOf(admin, 'pl', 'Sign in');
    expect(signIn.id).toBe(String(generateMessageId('Sign in')));
    expect(signIn.key).toBe(`${signIn.group}.${signIn.id}`);
    expect(signIn).toMatchObject({
      catalog: 'dashboard',
      built_in: 'Zaloguj się',
      override: null,
      missing: false,
    });
    expect(
      signIn.references.some((reference) => reference.startsWith('src/routes/_auth-card/auth/login.tsx')),
    ).toBe(true);
    const server422 = await messageOf(admin, 'de', 'A language with this code already exists', 'server');
    expect(server422).toMatchObject({ group: 'server-admin', catalog: 'server' });

    const serverOnly = await admin.api.GET('/admin/languages/{code}/messages', {
      params: {
        path: { code: 'pl' },
        query: { filter: { catalog: 'server', group: 'server-admin' }, per_page: 5 },
      },
    });
    expect(serverOnly.data?.data.every((message) => message.group === 'server-admin')).toBe(true);
    expect(serverOnly.data?.meta).toMatchObject({ per_page: 5, current_page: 1 });

    const byTranslation = await admin.api.GET('/admin/languages/{code}/messages', {
      params: { path: { code: 'pl' }, query: { search: 'zaloguj się' } },
    });
    expect(byTranslation.data?.data.map((message) => message.key)).toContain(signIn.key);

    const wrong = await admin.api.GET('/admin/languages/{code}/messages', {
      params: { path: { code: 'pl' }, query: { filter: { status: 'stale' } } },
    });
    expect(wrong.response.status).toBe(422);
    expect(Object.keys(wrong.error?.errors ?? {})).toEqual(['filter[status]']);
  });

  it('GET /admin/languages/groups counts each group’s messages and how many each language translates', async () => {
    const admin = await newAdmin();
    const { data } = await admin.api.GET('/admin/languages/groups');
    const auth = data?.data.find((group) => group.group === 'auth');
    expect(auth).toMatchObject({ catalog: 'dashboard' });
    expect(auth?.translated_keys).toMatchObject({ pl: auth?.total_keys, de: auth?.total_keys });
    expect(data?.data.find((group) => group.group === 'server-admin')?.catalog).toBe('server');
  });

  it('POST /admin/languages/{code}/sync adds the default language’s texts as suggestions, still missing', async () => {
    const admin = await newAdmin();
    await admin.api.POST('/admin/languages', {
      body: { code: 'sv', name: 'Swedish', native: 'Svenska', flag: '🇸🇪' },
    });
    const one = await admin.api.POST('/admin/languages/{code}/sync', {
      params: { path: { code: 'sv' } },
      body: { group: 'auth' },
    });
    const groups = await admin.api.GET('/admin/languages/groups');
    // The keys the default language has: its translated messages.
    const authKeys = groups.data?.data.find((group) => group.group === 'auth')?.translated_keys.pl ?? 0;
    const defaultKeys = (await countsOf(admin, 'pl')).translated;
    expect(one.data?.data).toEqual({ added_count: authKeys, total_keys: authKeys });

    const rest = await admin.api.POST('/admin/languages/{code}/sync', { params: { path: { code: 'sv' } } });
    const list = await admin.api.GET('/admin/languages/{code}/messages', {
      params: { path: { code: 'sv' }, query: { filter: { status: 'missing' } } },
    });
    const total = list.data?.meta.counts.total ?? 0;
    expect(rest.data?.data).toEqual({ added_count: defaultKeys - authKeys, total_keys: defaultKeys });
    expect(list.data?.meta.counts).toMatchObject({ missing: total, translated: 0 });
    const signIn = await messageOf(admin, 'sv', 'Sign in');
    expect(signIn).toMatchObject({ suggestion: 'Zaloguj się', translation: null, missing: true });

    const again = await admin.api.POST('/admin/languages/{code}/sync', { params: { path: { code: 'sv' } } });
    expect(again.data?.data.added_count).toBe(0);
    const { data: read } = await admin.api.GET('/admin/languages/{code}/translations', {
      params: { path: { code: 'sv' }, query: { group: 'auth' } },
    });
    expect(read).toMatchObject({
      data: { code: 'sv', group: 'auth', translated_keys: 0, total_keys: authKeys },
    });
    expect(read?.data.missing_keys).toHaveLength(authKeys);

    const selfSync = await admin.api.POST('/admin/languages/{code}/sync', {
      params: { path: { code: 'pl' } },
    });
    expect(Object.keys(selfSync.error?.errors ?? {})).toEqual(['code']);
    expect((await auditOf('sv')).map((entry) => entry.action)).toEqual([
      'admin.language.created',
      'admin.language.synced',
      'admin.language.synced',
    ]);
  });
});

describe('saving translations', () => {
  it('PUT /admin/languages/{code}/translations refuses a text Lingui cannot compile, naming its key, and saves nothing', async () => {
    const admin = await newAdmin('pl');
    const signIn = await messageOf(admin, 'pl', 'Sign in');
    const back = await messageOf(admin, 'pl', 'Back');
    const { error, response } = await save(admin, 'pl', {
      [back.key]: 'Wstecz!',
      [signIn.key]: 'Zaloguj {x',
    });
    expect(response.status).toBe(422);
    expect(Object.keys(error?.errors ?? {})).toEqual([`translations.${signIn.key}`]);
    expect(error?.errors?.[`translations.${signIn.key}`]?.[0]).toBe(
      'To nie jest poprawny komunikat: Unexpected message end at line 1 col 11',
    );
    expect((await messageOf(admin, 'pl', 'Back')).override).toBeNull();
    const unknown = await save(admin, 'pl', { 'auth.zzzzzz': 'X' });
    expect(unknown.error?.errors).toEqual({ 'translations.auth.zzzzzz': ['Nie ma komunikatu o tym kluczu'] });
  });

  it('PUT /admin/languages/{code}/translations asks each language for its plural forms: Polish few and many, English not', async () => {
    const admin = await newAdmin();
    const events = await messageOf(admin, 'pl', '{total, plural, one {# event} other {# events}}');
    const twoForms = '{total, plural, one {# zdarzenie} other {# zdarzeń}}';
    const refused = await save(admin, 'pl', { [events.key]: twoForms });
    expect(refused.error?.errors).toEqual({
      [`translations.${events.key}`]: ['The plural of total needs the forms: few, many'],
    });
    const english = await save(admin, 'en', { [events.key]: '{total, plural, one {# hit} other {# hits}}' });
    expect(english.data?.data).toEqual({ added_count: 1, changed_count: 0, deleted_count: 0 });
    const polish = await save(admin, 'pl', {
      [events.key]:
        '{total, plural, one {# zdarzenie} few {# zdarzenia} many {# zdarzeń} other {# zdarzenia}}',
    });
    expect(polish.response.status).toBe(200);
    await save(admin, 'en', { [events.key]: null });
    await save(admin, 'pl', { [events.key]: null });
  });

  it('PUT /admin/languages/{code}/translations refuses placeholders the English text does not have, or lacks', async () => {
    const admin = await newAdmin();
    const copy = await messageOf(admin, 'de', '{name} (copy)', 'server');
    expect(copy.placeholders).toEqual(['name']);
    const { error } = await save(admin, 'de', { [copy.key]: '{title} (Kopie)' });
    expect(error?.errors?.[`translations.${copy.key}`]).toEqual([
      'Placeholders the English text does not have: title',
      'Placeholders of the English text missing here: name',
    ]);
  });

  it('serves a saved override to the public read at once, compiled by Lingui id, and deleting it restores the built-in text', async () => {
    const admin = await newAdmin();
    const signIn = await messageOf(admin, 'pl', 'Sign in');
    expect((await publicOverrides('pl')).texts).toEqual({});

    const saved = await save(admin, 'pl', { [signIn.key]: 'Wejdź' });
    expect(saved.data?.data).toEqual({ added_count: 1, changed_count: 0, deleted_count: 0 });
    expect(await publicOverrides('pl')).toEqual({
      texts: { [signIn.key]: 'Wejdź' },
      compiled: { [signIn.id]: ['Wejdź'] },
    });
    expect((await publicOverrides('pl', signIn.group)).texts).toEqual({ [signIn.key]: 'Wejdź' });
    expect((await publicOverrides('pl', 'server-admin')).texts).toEqual({});
    expect((await publicOverrides('de')).texts).toEqual({});
    expect(await messageOf(admin, 'pl', 'Sign in')).toMatchObject({
      built_in: 'Zaloguj się',
      override: 'Wejdź',
      translation: 'Wejdź',
      overridden: true,
    });
    const entry = (await auditOf('pl'))
      .filter((row) => row.action === 'admin.language.translations_updated')
      .at(-1);
    expect(entry?.properties).toMatchObject({ changes: { [signIn.key]: { before: null, after: 'Wejdź' } } });

    const changed = await save(admin, 'pl', { [signIn.key]: 'Zaloguj się' });
    expect(changed.data?.data).toEqual({ added_count: 0, changed_count: 0, deleted_count: 1 });
    expect((await publicOverrides('pl')).texts).toEqual({});
    expect(await messageOf(admin, 'pl', 'Sign in')).toMatchObject({
      override: null,
      translation: 'Zaloguj się',
    });
  });

  it('merges a server message’s override into its answers and the mails of that language, until it is deleted', async () => {
    const admin = await newAdmin('pl');
    const taken = await messageOf(admin, 'pl', 'A language with this code already exists', 'server');
    const footer = await messageOf(
      admin,
      'pl',
      'You receive this mail because you have an account at {appName}.',
      'server',
    );
    await save(admin, 'pl', {
      [taken.key]: 'Ten kod ma już inny język',
      [footer.key]: 'Piszemy, bo masz konto w {appName} (tekst zespołu).',
    });
    const refused = await admin.api.POST('/admin/languages', {
      body: { code: 'pl', name: 'Polish', native: 'Polski', flag: '🇵🇱' },
    });
    expect(refused.error?.errors).toEqual({ code: ['Ten kod ma już inny język'] });

    const reader = await signedInAccount(server(), { language: 'pl' });
    await server()
      .client()
      .POST('/auth/forgot-password', { body: { email: reader.email } });
    await server().app.jobs.settled();
    expect(server().mailTo(reader.email)[0]?.html).toContain(
      'Piszemy, bo masz konto w Tracklane (tekst zespołu).',
    );

    await save(admin, 'pl', { [taken.key]: null, [footer.key]: null });
    const again = await admin.api.POST('/admin/languages', {
      body: { code: 'pl', name: 'Polish', native: 'Polski', flag: '🇵🇱' },
    });
    expect(again.error?.errors).toEqual({ code: [taken.built_in] });
  });

  it('POST /admin/languages/translations/clear makes every read see overrides written elsewhere, as another process’s notice does', async () => {
    const admin = await newAdmin('de');
    const taken = await messageOf(admin, 'de', 'A language with this code already exists', 'server');
    const signIn = await messageOf(admin, 'de', 'Sign in');
    expect((await publicOverrides('de')).texts).toEqual({});
    await server()
      .db.insert(translationOverrides)
      .values({ languageCode: 'de', catalog: 'dashboard', messageId: signIn.id, value: 'Rein' });
    // Cached for 30 minutes unless told.
    expect((await publicOverrides('de')).texts).toEqual({});
    expect((await admin.api.POST('/admin/languages/translations/clear')).response.status).toBe(200);
    expect((await publicOverrides('de')).texts).toEqual({ [signIn.key]: 'Rein' });

    await server()
      .db.insert(translationOverrides)
      .values({ languageCode: 'de', catalog: 'server', messageId: taken.id, value: 'Schon vergeben' });
    await announcePublicReadsChanged(server().db);
    await expect
      .poll(async () => {
        const { error } = await admin.api.POST('/admin/languages', {
          body: { code: 'de', name: 'German', native: 'Deutsch', flag: '🇩🇪' },
        });
        return error?.errors?.code;
      })
      .toEqual(['Schon vergeben']);
    await save(admin, 'de', { [signIn.key]: null, [taken.key]: null });
  });
});
