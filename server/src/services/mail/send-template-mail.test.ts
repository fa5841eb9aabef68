import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { LOCALES } from '#locales';
import { useTestServer } from '../../../../tests/server/test-server.ts';
import { mailTemplates } from '../../db/schema/content.ts';
import { builtInMailTemplates, MAIL_TEMPLATE_KEYS } from '../../db/seed/mail-templates.ts';
import { sendTemplateMail } from './send-template-mail.ts';

const server = useTestServer();
const values = {
  name: 'Ola <Admin>',
  email: 'x@example.test',
  url: 'http://127.0.0.1:3999/go?a=1&b=2',
  expires_minutes: 15,
};

function send(to: string, language: string) {
  return sendTemplateMail(server().context, { to, template: MAIL_TEMPLATE_KEYS.magicLink, language, values });
}

describe('sendTemplateMail', () => {
  it('seeds every template in all five languages, each part using the link', async () => {
    const rows = await server().db.select().from(mailTemplates);
    for (const key of Object.values(MAIL_TEMPLATE_KEYS)) {
      const languages = rows.filter((row) => row.key === key).map((row) => row.language);
      expect(languages.sort(), key).toEqual([...LOCALES].sort());
    }
    for (const template of builtInMailTemplates()) {
      expect(template.bodyHtml, `${template.key} ${template.language}`).toContain('href="{{ url }}"');
      expect(template.bodyText, `${template.key} ${template.language}`).toContain('{{ url }}');
      expect(template.subject).not.toBe('');
    }
  });

  it('renders the recipient’s language with values filled, escaped in the HTML part only', async () => {
    await send('pl-reader@example.test', 'pl');
    const [mail] = server().mailTo('pl-reader@example.test');
    expect(mail?.subject).toBe('Twój link do logowania w Tracklane');
    expect(mail?.text).toContain('Cześć Ola <Admin>,');
    expect(mail?.html).toContain('Cześć Ola &lt;Admin&gt;,');
    expect(mail?.html).toContain('<html lang="pl">');
    expect(mail?.links).toEqual([values.url]);
  });

  it('uses a template as an admin edited it', async () => {
    const { db } = server();
    const german = and(eq(mailTemplates.key, MAIL_TEMPLATE_KEYS.magicLink), eq(mailTemplates.language, 'de'));
    await db.update(mailTemplates).set({ subject: 'Hallo {{ name }} von {{ app_name }}' }).where(german);
    await send('de-reader@example.test', 'de');
    expect(server().mailTo('de-reader@example.test')[0]?.subject).toBe('Hallo Ola <Admin> von Tracklane');
  });

  it('falls back to English for a switched-off template and for a language without templates', async () => {
    const { db } = server();
    const spanish = and(
      eq(mailTemplates.key, MAIL_TEMPLATE_KEYS.magicLink),
      eq(mailTemplates.language, 'es'),
    );
    await db.update(mailTemplates).set({ isActive: false }).where(spanish);
    await send('es-reader@example.test', 'es');
    await send('it-reader@example.test', 'it');
    expect(server().mailTo('es-reader@example.test')[0]?.subject).toBe('Your sign-in link for Tracklane');
    expect(server().mailTo('it-reader@example.test')[0]?.subject).toBe('Your sign-in link for Tracklane');
  });

  it('sends the shipped wording when the templates are gone from the table', async () => {
    await server().db.delete(mailTemplates).where(eq(mailTemplates.key, MAIL_TEMPLATE_KEYS.magicLink));
    await send('fr-reader@example.test', 'fr');
    expect(server().mailTo('fr-reader@example.test')[0]?.subject).toBe('Votre lien de connexion à Tracklane');
  });
});
