import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createAccount } from '../../../../../tests/server/test-accounts.ts';
import { signedInAccount } from '../../../../../tests/server/support-accounts.ts';
import { useTestServer } from '../../../../../tests/server/test-server.ts';
import {
  activityLogs,
  permissions,
  rolePermissions,
  roles,
  userRoles,
  users,
} from '../../../db/schema/accounts.ts';
import { mailTemplates } from '../../../db/schema/content.ts';
import { builtInMailTemplate, MAIL_TEMPLATE_KEYS } from '../../../db/seed/mail-templates.ts';

const server = useTestServer();

type Api = ReturnType<ReturnType<typeof server>['client']>;

/** A staff account whose one role grants only `permission`. */
async function staffWith(permission: string) {
  const account = await signedInAccount(server());
  const { db } = server();
  const [role] = await db
    .insert(roles)
    .values({ name: `only-${crypto.randomUUID().slice(0, 8)}` })
    .returning();
  const [granted] = await db.select().from(permissions).where(eq(permissions.name, permission));
  if (!role || !granted) throw new Error(`the permission ${permission} is not seeded`);
  await db.insert(rolePermissions).values({ roleId: role.id, permissionId: granted.id });
  await db.insert(userRoles).values({ userId: account.id, roleId: role.id });
  return server().client({ token: account.token });
}

/** A template of a key of its own, saved straight into the table. */
async function scratchTemplate() {
  const [row] = await server()
    .db.insert(mailTemplates)
    .values({
      key: `test.scratch_${crypto.randomUUID().slice(0, 8)}`,
      language: 'en',
      name: 'Scratch',
      subject: 'Hello {{ name }}',
      bodyHtml: '<p>Hello {{ name }}</p>',
      bodyText: '',
      variables: ['name'],
    })
    .returning();
  if (!row) throw new Error('the scratch template was not saved');
  return row;
}

async function savedTemplate(key: string, language: string) {
  const [row] = await server()
    .db.select()
    .from(mailTemplates)
    .where(and(eq(mailTemplates.key, key), eq(mailTemplates.language, language)));
  if (!row) throw new Error(`no ${key} template in ${language}`);
  return row;
}

/** Each operation, called with what it needs to succeed, and whether it only reads. */
const OPERATIONS: {
  name: string;
  reads: boolean;
  status: number;
  call: (api: Api) => Promise<{ response: Response }>;
}[] = [
  {
    name: 'GET /admin/mail-templates',
    reads: true,
    status: 200,
    call: (api) => api.GET('/admin/mail-templates'),
  },
  {
    name: 'POST /admin/mail-templates',
    reads: false,
    status: 201,
    call: (api) =>
      api.POST('/admin/mail-templates', {
        body: {
          key: `test.created_${crypto.randomUUID().slice(0, 8)}`,
          language: 'en',
          name: 'Created',
          subject: 'Hi {{ name }}',
          body_html: '<p>Hi {{ name }}</p>',
          variables: ['name'],
        },
      }),
  },
  {
    name: 'POST /admin/mail-templates/preview',
    reads: true,
    status: 200,
    call: (api) =>
      api.POST('/admin/mail-templates/preview', { body: { subject: 'Hi', body_html: '<p>Hi</p>' } }),
  },
  {
    name: 'POST /admin/mail-templates/test',
    reads: false,
    status: 200,
    call: (api) =>
      api.POST('/admin/mail-templates/test', {
        body: { recipient: 'test-send@example.test', subject: 'Hi', body_html: '<p>Hi</p>' },
      }),
  },
  {
    name: 'GET /admin/mail-templates/supported-languages',
    reads: true,
    status: 200,
    call: (api) => api.GET('/admin/mail-templates/supported-languages'),
  },
  {
    name: 'GET /admin/mail-templates/built-in',
    reads: true,
    status: 200,
    call: (api) => api.GET('/admin/mail-templates/built-in'),
  },
  {
    name: 'GET /admin/mail-templates/built-in/{key}',
    reads: true,
    status: 200,
    call: (api) =>
      api.GET('/admin/mail-templates/built-in/{key}', { params: { path: { key: 'auth.password_reset' } } }),
  },
  {
    name: 'GET /admin/mail-templates/{id}',
    reads: true,
    status: 200,
    call: async (api) =>
      api.GET('/admin/mail-templates/{id}', { params: { path: { id: (await scratchTemplate()).id } } }),
  },
  {
    name: 'PUT /admin/mail-templates/{id}',
    reads: false,
    status: 200,
    call: async (api) =>
      api.PUT('/admin/mail-templates/{id}', {
        params: { path: { id: (await scratchTemplate()).id } },
        body: { subject: 'Changed for {{ name }}' },
      }),
  },
  {
    name: 'DELETE /admin/mail-templates/{id}',
    reads: false,
    status: 200,
    call: async (api) =>
      api.DELETE('/admin/mail-templates/{id}', { params: { path: { id: (await scratchTemplate()).id } } }),
  },
];

describe('admin mail templates', () => {
  it(
    'answers each operation 401 signed out, 403 to an owner and to staff without its permission, and succeeds for an administrator',
    { timeout: 120_000 },
    async () => {
      const owner = await signedInAccount(server());
      const admin = await signedInAccount(server(), { role: 'admin' });
      const callers = {
        visitor: server().client(),
        owner: server().client({ token: owner.token }),
        viewer: await staffWith('admin.mail-templates.view'),
        pagesEditor: await staffWith('admin.pages.update'),
        admin: server().client({ token: admin.token }),
      };
      for (const { name, reads, status, call } of OPERATIONS) {
        const seen = {
          visitor: (await call(callers.visitor)).response.status,
          owner: (await call(callers.owner)).response.status,
          viewer: (await call(callers.viewer)).response.status,
          pagesEditor: (await call(callers.pagesEditor)).response.status,
          admin: (await call(callers.admin)).response.status,
        };
        expect({ name, ...seen }).toEqual({
          name,
          visitor: 401,
          owner: 403,
          viewer: reads ? status : 403,
          pagesEditor: 403,
          admin: status,
        });
      }
    },
  );

  it('GET /admin/mail-templates lists the seeded templates of a key in every language, each the shipped text', async () => {
    const admin = await signedInAccount(server(), { role: 'admin' });
    const { data } = await server()
      .client({ token: admin.token })
      .GET('/admin/mail-templates', {
        params: { query: { filter: { key: 'auth.magic_link' }, sort: 'language', order: 'asc' } },
      });
    expect(data?.data.map((row) => [row.language, row.built_in])).toEqual([
      ['de', 'unchanged'],
      ['en', 'unchanged'],
      ['es', 'unchanged'],
      ['fr', 'unchanged'],
      ['pl', 'unchanged'],
    ]);
  });

  it('POST /admin/mail-templates answers 422 naming the field and the unknown placeholder, in the caller’s language', async () => {
    const admin = await signedInAccount(server(), { role: 'admin' });
    const { response, error } = await server()
      .client({ token: admin.token, language: 'de' })
      .POST('/admin/mail-templates', {
        body: {
          key: 'test.placeholders',
          language: 'de',
          name: 'Platzhalter',
          subject: 'Hallo {{ name }}',
          body_html: '<p>Ihr Link: {{ link }}</p>',
          variables: ['name'],
        },
      });
    expect(response.status).toBe(422);
    expect(error?.errors).toEqual({
      body_html: ['Der Platzhalter {{ link }} gehört nicht zu den Variablen dieser Vorlage'],
    });
  });

  it('PUT /admin/mail-templates/{id} refuses a variable the server never fills for a shipped mail, and records a change with before and after', async () => {
    const admin = await signedInAccount(server(), { role: 'admin' });
    const api = server().client({ token: admin.token });
    const template = await savedTemplate(MAIL_TEMPLATE_KEYS.userWelcome, 'es');
    const refused = await api.PUT('/admin/mail-templates/{id}', {
      params: { path: { id: template.id } },
      body: { variables: [...template.variables, 'coupon'], subject: 'Tu cupón {{ coupon }}' },
    });
    expect(refused.response.status).toBe(422);
    expect(Object.keys(refused.error?.errors ?? {})).toEqual(['variables']);

    const saved = await api.PUT('/admin/mail-templates/{id}', {
      params: { path: { id: template.id } },
      body: { subject: '¡Hola {{ name }}!' },
    });
    expect(saved.data?.data).toMatchObject({ subject: '¡Hola {{ name }}!', built_in: 'changed' });
    const [entry] = await server()
      .db.select()
      .from(activityLogs)
      .where(
        and(eq(activityLogs.subjectId, template.id), eq(activityLogs.action, 'admin.mail_template.updated')),
      );
    expect(entry?.properties).toMatchObject({
      target: 'user.welcome (es)',
      changes: { subject: { before: template.subject, after: '¡Hola {{ name }}!' } },
    });

    const shipped = builtInMailTemplate(MAIL_TEMPLATE_KEYS.userWelcome, 'es');
    const reset = await api.PUT('/admin/mail-templates/{id}', {
      params: { path: { id: template.id } },
      body: { subject: shipped.subject },
    });
    expect(reset.data?.data.built_in).toBe('unchanged');
  });

  it('POST /admin/mail-templates/preview renders inside the mail layout with sample values, or with a chosen account’s', async () => {
    const admin = await signedInAccount(server(), { role: 'admin' });
    const api = server().client({ token: admin.token });
    const person = await createAccount(server(), { name: 'Zofia <Nowak>' });
    const body = {
      subject: 'Hi {{ name }} from {{ app_name }}',
      body_html: '<p>Hi {{ name }}, open <a href="{{ url }}">this</a> ({{ code }})</p>',
      language: 'pl' as const,
      sample_variables: { name: 'Anna', url: 'https://example.test/go' },
    };
    const sample = await api.POST('/admin/mail-templates/preview', { body });
    expect(sample.data?.data).toMatchObject({
      subject: 'Hi Anna from Tracklane',
      text: 'Hi Anna, open this (https://example.test/go) ({{ code }})',
      missing_variables: ['code'],
    });
    expect(sample.data?.data.html).toContain('<html lang="pl">');
    expect(sample.data?.data.html).toContain('<a href="https://example.test/go">this</a>');

    const real = await api.POST('/admin/mail-templates/preview', { body: { ...body, user_id: person.id } });
    expect(real.data?.data.subject).toBe('Hi Zofia <Nowak> from Tracklane');
    expect(real.data?.data.html).toContain('Hi Zofia &lt;Nowak&gt;,');

    const unknown = await api.POST('/admin/mail-templates/preview', {
      body: { ...body, user_id: 'no-such-user' },
    });
    expect(unknown.response.status).toBe(422);
    expect(Object.keys(unknown.error?.errors ?? {})).toEqual(['user_id']);
  });

  it('POST /admin/mail-templates/test sends a saved template through the mail server, read back from the dev mailbox', async () => {
    const admin = await signedInAccount(server(), { role: 'admin' });
    const api = server().client({ token: admin.token });
    const template = await savedTemplate(MAIL_TEMPLATE_KEYS.passwordReset, 'fr');
    const recipient = `tester-${crypto.randomUUID().slice(0, 8)}@example.test`;
    const { data } = await api.POST('/admin/mail-templates/test', {
      body: {
        recipient,
        template_id: template.id,
        sample_variables: { name: 'Élise', url: 'https://example.test/reset/abc' },
      },
    });
    expect(data?.data).toMatchObject({
      recipient,
      mailbox_url: `http://127.0.0.1:3999/__dev/mail?to=${encodeURIComponent(recipient)}`,
    });
    const mailbox = await server().app.inject({ method: 'GET', url: `/__dev/mail?to=${recipient}` });
    const [mail] = mailbox.json<{ subject: string; text: string; links: string[] }[]>();
    expect(mail?.subject).toBe('[TEST] Réinitialisez votre mot de passe Tracklane');
    expect(mail?.text).toContain('Élise');
    expect(mail?.links).toEqual(['https://example.test/reset/abc']);

    const both = await api.POST('/admin/mail-templates/test', {
      body: { recipient, template_id: template.id, subject: 'x', body_html: '<p>x</p>' },
    });
    expect(both.response.status).toBe(422);
    const neither = await api.POST('/admin/mail-templates/test', { body: { recipient } });
    expect(neither.response.status).toBe(422);
    const missing = await api.POST('/admin/mail-templates/test', {
      body: { recipient, template_id: 'no-such-template' },
    });
    expect(missing.response.status).toBe(404);
  });

  it('a German user’s password-reset mail says what staff saved in the German template', async () => {
    const admin = await signedInAccount(server(), { role: 'admin' });
    const api = server().client({ token: admin.token });
    const template = await savedTemplate(MAIL_TEMPLATE_KEYS.passwordReset, 'de');
    const saved = await api.PUT('/admin/mail-templates/{id}', {
      params: { path: { id: template.id } },
      body: {
        subject: 'Neues Passwort für {{ name }}',
        body_html: '<p>Guten Tag {{ name }}, hier entlang: <a href="{{ url }}">Passwort setzen</a></p>',
        body_text: null,
      },
    });
    expect(saved.response.status).toBe(200);
    const reader = await createAccount(server(), { name: 'Jonas' });
    await server().db.update(users).set({ language: 'de' }).where(eq(users.id, reader.id));

    await server()
      .client()
      .POST('/auth/forgot-password', { body: { email: reader.email } });
    await server().app.jobs.settled();
    const [mail] = server().mailTo(reader.email);
    expect(mail?.subject).toBe('Neues Passwort für Jonas');
    expect(mail?.text).toMatch(
      /^Guten Tag Jonas, hier entlang: Passwort setzen \(http:\/\/127\.0\.0\.1:3999\/auth\/reset-password\//,
    );
    expect(mail?.html).toContain('<html lang="de">');
  });

  it('GET /admin/mail-templates/built-in/{key} answers the shipped text per language, and 404 for a key the product does not ship', async () => {
    const admin = await signedInAccount(server(), { role: 'admin' });
    const api = server().client({ token: admin.token });
    const { data } = await api.GET('/admin/mail-templates/built-in/{key}', {
      params: { path: { key: MAIL_TEMPLATE_KEYS.magicLink } },
    });
    expect(data?.data.find((version) => version.language === 'pl')?.subject).toBe(
      'Twój link do logowania w {{ app_name }}',
    );
    const missing = await api.GET('/admin/mail-templates/built-in/{key}', {
      params: { path: { key: 'test.not_shipped' } },
    });
    expect(missing.response.status).toBe(404);
  });
});
