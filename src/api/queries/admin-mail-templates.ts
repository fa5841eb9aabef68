import { queryOptions } from '@tanstack/react-query';
import { api } from '@/api/api';
import { dataOf } from '@/api/envelope-data';
import type { components } from '@/api/schema.gen';

// Tag `admin`, the mail templates part: the saved templates (one key in one language each), the texts the
// product ships for its keys, and the preview and test send of a template, saved or not.

type Schemas = components['schemas'];
export type MailTemplate = Schemas['MailTemplate'];
export type MailTemplateCreateRequest = Schemas['AdminMailTemplateCreateRequest'];
export type MailTemplateUpdateRequest = Schemas['AdminMailTemplateUpdateRequest'];
export type MailTemplatePreviewRequest = Schemas['AdminMailTemplatePreviewRequest'];
export type MailTemplateTestRequest = Schemas['AdminMailTemplateTestRequest'];
export type MailTestResult = Schemas['AdminMailTestResult'];
export type BuiltInMailTemplate = Schemas['AdminMailTemplateBuiltIn'];
export type BuiltInMailKey = Schemas['AdminMailTemplateBuiltInKey'];

export const adminMailTemplateKeys = {
  all: ['admin', 'mail-templates'] as const,
  /** Every saved template (the matrix), or those of one key (its editor). */
  saved: (key?: string) => [...adminMailTemplateKeys.all, 'saved', key ?? '*'] as const,
  languages: () => [...adminMailTemplateKeys.all, 'languages'] as const,
  builtInKeys: () => [...adminMailTemplateKeys.all, 'built-in'] as const,
  builtIn: (key: string) => [...adminMailTemplateKeys.all, 'built-in', key] as const,
  preview: (body: MailTemplatePreviewRequest) => [...adminMailTemplateKeys.all, 'preview', body] as const,
};

/** The most templates one page holds; ten keys in five languages fit in one. */
const WHOLE_LIST = 100;

export const adminMailTemplatesQueries = {
  /** GET /admin/mail-templates: every saved template, or every language of `key`. */
  saved: (key?: string) =>
    queryOptions({
      queryKey: adminMailTemplateKeys.saved(key),
      queryFn: ({ signal }) =>
        dataOf(
          api.GET('/admin/mail-templates', {
            params: {
              query: { per_page: WHOLE_LIST, sort: 'key', order: 'asc', ...(key && { filter: { key } }) },
            },
            signal,
          }),
        ),
    }),
  /** GET /admin/mail-templates/supported-languages: the languages, the default first. */
  languages: () =>
    queryOptions({
      queryKey: adminMailTemplateKeys.languages(),
      queryFn: ({ signal }) => dataOf(api.GET('/admin/mail-templates/supported-languages', { signal })),
    }),
  /** GET /admin/mail-templates/built-in (extension): the keys the product ships, with their variables. */
  builtInKeys: () =>
    queryOptions({
      queryKey: adminMailTemplateKeys.builtInKeys(),
      queryFn: ({ signal }) => dataOf(api.GET('/admin/mail-templates/built-in', { signal })),
    }),
  /** GET /admin/mail-templates/built-in/{key} (extension): the shipped text in every language. */
  builtIn: (key: string) =>
    queryOptions({
      queryKey: adminMailTemplateKeys.builtIn(key),
      queryFn: ({ signal }) =>
        dataOf(api.GET('/admin/mail-templates/built-in/{key}', { params: { path: { key } }, signal })),
    }),
  /** POST /admin/mail-templates/preview: the mail as sent, inside the layout; nothing is saved. */
  preview: (body: MailTemplatePreviewRequest) =>
    queryOptions({
      queryKey: adminMailTemplateKeys.preview(body),
      queryFn: ({ signal }) => dataOf(api.POST('/admin/mail-templates/preview', { body, signal })),
    }),
};

/** POST /admin/mail-templates: a template of a key in a language it has none in. */
export function createMailTemplate(body: MailTemplateCreateRequest): Promise<MailTemplate> {
  return dataOf(api.POST('/admin/mail-templates', { body }));
}

/** PUT /admin/mail-templates/{id}: changes the fields sent; unknown placeholders answer 422. */
export function updateMailTemplate(id: string, body: MailTemplateUpdateRequest): Promise<MailTemplate> {
  return dataOf(api.PUT('/admin/mail-templates/{id}', { params: { path: { id } }, body }));
}

/** POST /admin/mail-templates/test: one mail to `recipient` through the mail server, `[TEST]` first. */
export function sendTestMail(body: MailTemplateTestRequest): Promise<MailTestResult> {
  return dataOf(api.POST('/admin/mail-templates/test', { body }));
}
