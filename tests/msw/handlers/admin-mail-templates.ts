import type {
  BuiltInMailTemplate,
  MailTemplate,
  MailTemplatePreviewRequest,
  MailTemplateUpdateRequest,
} from '@/api/queries/admin-mail-templates';
import { contract, envelope, listEnvelope, refusal } from '../contract';

// Tag `admin`, the mail templates part: templates held in memory, answering as the reference server does
// (an unknown placeholder refused under its field, the preview filled from the sample values inside a
// layout, `built_in` compared with the shipped text), so a test can act and see the screen follow.

const STAMP = '2026-11-20T10:00:00.000Z';

/** The shipped password-reset mail in `language`. */
export function aBuiltInTemplate(language: MailTemplate['language'], subject: string): BuiltInMailTemplate {
  return {
    key: 'auth.password_reset',
    language,
    name: language === 'de' ? 'Passwort zurücksetzen' : 'Password reset',
    subject,
    body_html: '<p>Hello {{ name }},</p>\n<p><a href="{{ url }}">Set a new password</a></p>',
    body_text: 'Hello {{ name }},\n\nSet a new password: {{ url }}',
    variables: ['name', 'email', 'url', 'expires_minutes', 'app_name', 'app_url'],
  };
}

export interface MailTemplateStore {
  builtIn: BuiltInMailTemplate[];
  templates: MailTemplate[];
  updates: { id: string; body: MailTemplateUpdateRequest }[];
  previews: MailTemplatePreviewRequest[];
}

function templateOf(text: BuiltInMailTemplate, overrides: Partial<MailTemplate> = {}): MailTemplate {
  return {
    ...text,
    id: `tpl-${text.language}`,
    is_active: true,
    built_in: 'unchanged',
    created_at: new Date(STAMP),
    updated_at: new Date(STAMP),
    ...overrides,
  };
}

/** The password reset shipped in English and German; English saved as shipped, German customised, Polish missing. */
export function aMailTemplateStore(): MailTemplateStore {
  const english = aBuiltInTemplate('en', 'Reset your {{ app_name }} password');
  const german = aBuiltInTemplate('de', 'Setzen Sie Ihr Passwort für {{ app_name }} zurück');
  return {
    builtIn: [english, german],
    templates: [
      templateOf(english),
      templateOf(german, { subject: 'Neues Passwort für {{ name }}', built_in: 'changed' }),
    ],
    updates: [],
    previews: [],
  };
}

const PLACEHOLDER = /\{\{\s*(\w+)\s*\}\}/g;

/** The mail templates part's handlers over `store`. */
export function adminMailTemplatesHandlers(store: MailTemplateStore) {
  const languages = [
    { code: 'pl', name: 'Polish', native: 'Polski', flag: '🇵🇱', is_active: true, is_default: true },
    { code: 'en', name: 'English', native: 'English', flag: '🇬🇧', is_active: true, is_default: false },
    { code: 'de', name: 'German', native: 'Deutsch', flag: '🇩🇪', is_active: true, is_default: false },
  ];
  return [
    contract.get('/admin/mail-templates', ({ request }) => {
      const key = new URL(request.url).searchParams.get('filter[key]');
      return listEnvelope(store.templates.filter((template) => !key || template.key === key));
    }),
    contract.get('/admin/mail-templates/supported-languages', () => envelope(languages)),
    contract.get('/admin/mail-templates/built-in', () =>
      envelope([
        { key: 'auth.password_reset', name: 'Password reset', variables: store.builtIn[0]?.variables ?? [] },
      ]),
    ),
    contract.get('/admin/mail-templates/built-in/{key}', () => envelope(store.builtIn)),
    contract.put('/admin/mail-templates/{id}', async ({ params, request }) => {
      const template = store.templates.find((row) => row.id === params.id);
      if (!template) return refusal(404, 'This mail template does not exist or has been deleted');
      const body = (await request.json()) as MailTemplateUpdateRequest;
      store.updates.push({ id: template.id, body });
      const unknown = [...(body.subject ?? '').matchAll(PLACEHOLDER)]
        .map(([, name = '']) => name)
        .find((name) => !template.variables.includes(name));
      if (unknown) {
        const message = `The placeholder {{ ${unknown} }} is not one of this template’s variables`;
        return refusal(422, 'The given data was invalid', { subject: [message] });
      }
      const shipped = store.builtIn.find((row) => row.language === template.language);
      Object.assign(template, body, { body_text: body.body_text ?? template.body_text });
      template.built_in = shipped && shipped.subject === template.subject ? 'unchanged' : 'changed';
      // A second later per save, as the server's clock moves on: the editor reloads what was saved.
      template.updated_at = new Date(Date.parse(STAMP) + store.updates.length * 1000);
      return envelope(template);
    }),
    contract.post('/admin/mail-templates/preview', async ({ request }) => {
      const body = (await request.json()) as MailTemplatePreviewRequest;
      store.previews.push(body);
      const values: Record<string, unknown> = { app_name: 'Tracklane', ...body.sample_variables };
      const fill = (text: string) =>
        text.replace(PLACEHOLDER, (whole, name: string) => (name in values ? String(values[name]) : whole));
      const used = [...`${body.subject}${body.body_html}`.matchAll(PLACEHOLDER)].map(([, name = '']) => name);
      return envelope({
        subject: fill(body.subject),
        html: `<!doctype html><html lang="${body.language ?? 'en'}"><body>${fill(body.body_html)}</body></html>`,
        text: fill(body.body_html.replace(/<[^>]+>/g, '')),
        missing_variables: [...new Set(used.filter((name) => !(name in values)))],
      });
    }),
    contract.post('/admin/mail-templates/test', async ({ request }) => {
      const body = (await request.json()) as { recipient: string };
      return envelope({
        recipient: body.recipient,
        sent_at: new Date(STAMP),
        message_id: '<test@tracklane>',
        mailbox_url: `http://localhost:3000/__dev/mail?to=${encodeURIComponent(body.recipient)}`,
      });
    }),
  ];
}
