import type { FastifyRequest } from 'fastify';
import type { UserRow } from '../../api/request-context.ts';
import type { AppContext } from '../../app-context.ts';
import type { MailTemplateKey } from '../../db/seed/mail-templates.ts';
import type { TemplateValues } from '../../services/mail/fill-template.ts';
import { sendTemplateMail } from '../../services/mail/send-template-mail.ts';

/** Mails `user` the template, in their language, greeting them by name. Throws when sending fails. */
export function mailUser(
  context: AppContext,
  user: Pick<UserRow, 'email' | 'name' | 'language'>,
  template: MailTemplateKey,
  values: TemplateValues,
) {
  return sendTemplateMail(context, {
    to: user.email,
    template,
    language: user.language,
    values: { name: user.name, email: user.email, ...values },
  });
}

/**
 * Waits for a mail to go out; a failure is logged rather than answered, where the operation already
 * happened (registration) and the mail can be asked for again.
 */
export async function withoutMailFailures(request: FastifyRequest, sending: Promise<void>) {
  try {
    await sending;
  } catch (error) {
    request.log.error({ err: error }, 'an auth mail could not be sent');
  }
}
