import type {
  AdminLanguage,
  AdminLanguageCreateRequest,
  AdminLanguageUpdateRequest,
  AdminTranslationGroup,
  AdminTranslationMessage,
} from '@/api/queries/admin-languages';
import {
  aTranslationMessage,
  theAdminLanguages,
  theEventsCount,
  theTranslationGroups,
} from '../../fixtures/admin-languages';
import { contract, envelope, listEnvelope, refusal } from '../contract';

// Tag `admin`, the languages part: languages, groups and one language's messages held in memory, answering
// as the reference server does (the default cannot be switched off, a sync counts what it added, a save
// refused whole with the key's error when `refuse` says so). Each write is recorded.

export interface LanguageStore {
  languages: AdminLanguage[];
  groups: AdminTranslationGroup[];
  messages: AdminTranslationMessage[];
  /** What the server says of a text it refuses (the ICU compiler's error…), by key; nothing refused otherwise. */
  refuse: Record<string, string>;
  listed: URLSearchParams[];
  created: AdminLanguageCreateRequest[];
  updated: { code: string; body: AdminLanguageUpdateRequest }[];
  synced: string[];
  saved: { code: string; translations: Record<string, string | null> }[];
  cleared: number;
}

export function aLanguageStore(overrides: Partial<LanguageStore> = {}): LanguageStore {
  return {
    languages: theAdminLanguages(),
    groups: theTranslationGroups(),
    messages: [aTranslationMessage(), theEventsCount()],
    refuse: {},
    listed: [],
    created: [],
    updated: [],
    synced: [],
    saved: [],
    cleared: 0,
    ...overrides,
  };
}

const notFound = () => refusal(404, 'This language does not exist');

function countsOf(messages: readonly AdminTranslationMessage[]) {
  return {
    total: messages.length,
    translated: messages.filter((message) => !message.missing).length,
    missing: messages.filter((message) => message.missing).length,
    overridden: messages.filter((message) => message.overridden).length,
    placeholders_differ: messages.filter((message) => message.placeholders_differ).length,
  };
}

/** The languages part's handlers over `store`. */
export function adminLanguagesHandlers(store: LanguageStore) {
  const find = (code: string | undefined) => store.languages.find((language) => language.code === code);
  return [
    contract.get('/admin/languages', () => envelope(store.languages)),
    contract.get('/admin/languages/groups', () => envelope(store.groups)),
    contract.post('/admin/languages/translations/clear', () => {
      store.cleared++;
      return envelope(null);
    }),
    contract.post('/admin/languages', async ({ request }) => {
      const body = (await request.json()) as AdminLanguageCreateRequest;
      store.created.push(body);
      if (find(body.code))
        return refusal(422, 'The given data was invalid', { code: ['This code is taken'] });
      const language = { ...body, is_active: body.is_active ?? false, is_default: false, completion: 0 };
      store.languages.push(language);
      return envelope(language);
    }),
    contract.get('/admin/languages/{code}', ({ params }) => {
      const language = find(params.code);
      return language ? envelope(language) : notFound();
    }),
    contract.put('/admin/languages/{code}', async ({ params, request }) => {
      const language = find(params.code);
      if (!language) return notFound();
      const body = (await request.json()) as AdminLanguageUpdateRequest;
      store.updated.push({ code: language.code, body });
      if (language.is_default && body.is_active === false) {
        const message = 'The default language cannot be switched off';
        return refusal(422, message, { is_active: [message] });
      }
      if (body.is_default) for (const other of store.languages) other.is_default = false;
      Object.assign(language, body);
      return envelope(language);
    }),
    contract.post('/admin/languages/{code}/sync', ({ params }) => {
      const language = find(params.code);
      if (!language) return notFound();
      store.synced.push(language.code);
      const added = store.groups.reduce(
        (sum, group) => sum + group.total_keys - (group.translated_keys[language.code] ?? 0),
        0,
      );
      return envelope({ added_count: added, total_keys: 100 });
    }),
    contract.get('/admin/languages/{code}/messages', ({ params, request }) => {
      if (!find(params.code)) return notFound();
      const query = new URL(request.url).searchParams;
      store.listed.push(query);
      const search = query.get('search')?.toLowerCase() ?? '';
      const status = query.get('filter[status]')?.split(',') ?? [];
      const items = store.messages.filter(
        (message) =>
          [message.key, message.source, message.translation ?? ''].some((text) =>
            text.toLowerCase().includes(search),
          ) &&
          (status.length === 0 ||
            status.some((state) => message[state as 'missing' | 'overridden' | 'placeholders_differ'])),
      );
      return listEnvelope(items, { meta: { counts: countsOf(store.messages) } });
    }),
    contract.put('/admin/languages/{code}/translations', async ({ params, request }) => {
      const { translations } = (await request.json()) as { translations: Record<string, string | null> };
      store.saved.push({ code: params.code ?? '', translations });
      const refused = Object.keys(translations).filter((key) => store.refuse[key]);
      if (refused.length > 0)
        return refusal(
          422,
          'The given data was invalid',
          Object.fromEntries(refused.map((key) => [`translations.${key}`, [store.refuse[key] ?? '']])),
        );
      let added = 0;
      let changed = 0;
      let deleted = 0;
      for (const [key, text] of Object.entries(translations)) {
        const message = store.messages.find((item) => item.key === key);
        if (!message) continue;
        if (text === null) deleted++;
        else if (message.override === null) added++;
        else changed++;
        Object.assign(message, {
          override: text,
          overridden: text !== null,
          translation: text ?? message.built_in,
        });
      }
      return envelope({ added_count: added, changed_count: changed, deleted_count: deleted });
    }),
  ];
}
