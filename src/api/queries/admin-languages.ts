import { queryOptions } from '@tanstack/react-query';
import { api } from '@/api/api';
import { dataOf } from '@/api/envelope-data';
import type { components, operations } from '@/api/schema.gen';

// Tag `admin`, the languages part: the interface languages, how complete each is (per group too), and the
// staff's translation overrides. Each write clears the server's translations cache, so a fresh visit
// reads the new words; browsers that read them already keep theirs for up to 30 minutes.

type Schemas = components['schemas'];
export type AdminLanguage = Schemas['Language'];
export type AdminLanguageCreateRequest = Schemas['AdminLanguageCreateRequest'];
export type AdminLanguageUpdateRequest = Schemas['AdminLanguageUpdateRequest'];
export type AdminTranslationGroup = Schemas['AdminTranslationGroup'];
export type AdminTranslationMessage = Schemas['AdminTranslationMessage'];
export type AdminTranslationCounts = Schemas['AdminTranslationCounts'];
export type AdminTranslationsUpdateResult = Schemas['AdminTranslationsUpdateResult'];

/** The editor's list query: page, size, sort, search and `filter[status|group|catalog]`. */
export type AdminLanguageMessagesQuery = NonNullable<
  operations['adminListLanguageMessages']['parameters']['query']
>;

export const adminLanguageKeys = {
  all: ['admin', 'languages'] as const,
  list: () => [...adminLanguageKeys.all, 'list'] as const,
  groups: () => [...adminLanguageKeys.all, 'groups'] as const,
  detail: (code: string) => [...adminLanguageKeys.all, 'detail', code] as const,
  messagesOf: (code: string) => [...adminLanguageKeys.all, 'messages', code] as const,
  messages: (code: string, query: AdminLanguageMessagesQuery) =>
    [...adminLanguageKeys.messagesOf(code), query] as const,
};

export const adminLanguagesQueries = {
  /** GET /admin/languages: every language, the default first, with how complete each is. */
  list: () =>
    queryOptions({
      queryKey: adminLanguageKeys.list(),
      queryFn: ({ signal }) => dataOf(api.GET('/admin/languages', { signal })),
    }),
  /** GET /admin/languages/groups: each group's keys, and how many of them each language has. */
  groups: () =>
    queryOptions({
      queryKey: adminLanguageKeys.groups(),
      queryFn: ({ signal }) => dataOf(api.GET('/admin/languages/groups', { signal })),
    }),
  /** GET /admin/languages/{code}: one language. */
  detail: (code: string) =>
    queryOptions({
      queryKey: adminLanguageKeys.detail(code),
      queryFn: ({ signal }) =>
        dataOf(api.GET('/admin/languages/{code}', { params: { path: { code } }, signal })),
    }),
  /**
   * GET /admin/languages/{code}/messages (extension): one page of the language's messages of both catalogs
   * for the editor, the list's total, and the whole language's counts by state.
   */
  messages: (code: string, query: AdminLanguageMessagesQuery) =>
    queryOptions({
      queryKey: adminLanguageKeys.messages(code, query),
      queryFn: async ({ signal }) => {
        const { data } = await api.GET('/admin/languages/{code}/messages', {
          params: { path: { code }, query },
          signal,
        });
        return { items: data.data, total: data.meta.total, counts: data.meta.counts };
      },
    }),
};

/** POST /admin/languages: a new language, with no translations until it is synced. */
export function createAdminLanguage(body: AdminLanguageCreateRequest): Promise<AdminLanguage> {
  return dataOf(api.POST('/admin/languages', { body }));
}

/** PUT /admin/languages/{code}: switches a language on or off, or makes it the default. */
export function updateAdminLanguage(code: string, body: AdminLanguageUpdateRequest): Promise<AdminLanguage> {
  return dataOf(api.PUT('/admin/languages/{code}', { params: { path: { code } }, body }));
}

/** POST /admin/languages/{code}/sync: adds the default language's keys this one lacks; answers how many. */
export async function syncAdminLanguage(code: string): Promise<number> {
  const result = await dataOf(api.POST('/admin/languages/{code}/sync', { params: { path: { code } } }));
  return result.added_count;
}

/** POST /admin/languages/translations/clear: the server reads every language's translations afresh. */
export async function clearTranslationCache(): Promise<void> {
  await api.POST('/admin/languages/translations/clear');
}

/**
 * PUT /admin/languages/{code}/translations: saves overrides by key, null restoring a message's built-in
 * text; all or nothing, a 422 naming each refused key as `translations.<key>`.
 */
export function saveAdminTranslations(
  code: string,
  translations: Record<string, string | null>,
): Promise<AdminTranslationsUpdateResult> {
  return dataOf(
    api.PUT('/admin/languages/{code}/translations', { params: { path: { code } }, body: { translations } }),
  );
}
