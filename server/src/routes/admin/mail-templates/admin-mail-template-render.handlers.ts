import { msg } from '@lingui/core/runtime-macro';
import type { components } from '#contract';
import type { Handler, Handlers } from '../../../api/handler.ts';
import type { AppContext } from '../../../app-context.ts';
import { ok } from '../../../lib/envelope.ts';
import { HttpError, invalidField, notFound } from '../../../lib/http-error.ts';
import type { TemplateValues } from '../../../services/mail/fill-template.ts';
import { renderMail, type TemplateText } from '../../../services/mail/render-mail.ts';
import { siteAppName, siteValues } from '../../../services/mail/send-template-mail.ts';
import { mailerWithSettings } from '../../../services/mail/settings-mailer.ts';
import { templateNotFound } from './admin-mail-template-reads.handlers.ts';
import { findMailTemplate, findSampleUser } from './admin-mail-templates.repo.ts';

type SampleVariables = components['schemas']['AdminMailSampleVariables'];

/** The sample values a preview or test fills in; a value left null counts as none. */
function sampleValues(samples: SampleVariables | undefined): Record<string, string | number> {
  const values: Record<string, string | number> = {};
  for (const [name, value] of Object.entries(samples ?? {})) {
    if (value !== null) values[name] = typeof value === 'boolean' ? String(value) : value;
  }
  return values;
}

/** The staff's preview and test send of a template, saved or not, inside the site's mail layout. */
export function adminMailTemplateRenderHandlers({ db, mailer, config }: AppContext): Handlers {
  /** The values of a preview: the site's, the samples, then the chosen account's own (name, email). */
  async function valuesOf(samples: SampleVariables | undefined, userId: string | undefined) {
    const appName = await siteAppName(db);
    const values: TemplateValues = { ...siteValues(config, appName), ...sampleValues(samples) };
    if (!userId) return { appName, values };
    const user = await findSampleUser(db, userId);
    if (!user) throw invalidField('user_id', msg`This account does not exist or has been deleted`);
    return { appName, values: { ...values, name: user.name, email: user.email } };
  }

  const adminPreviewMailTemplate: Handler<'adminPreviewMailTemplate'> = async (request) => {
    const body = request.body;
    const { appName, values } = await valuesOf(body.sample_variables, body.user_id);
    const rendered = renderMail(
      {
        language: body.language ?? request.locale,
        subject: body.subject,
        bodyHtml: body.body_html,
        bodyText: body.body_text ?? null,
      },
      values,
      appName,
    );
    return ok(
      {
        subject: rendered.subject,
        html: rendered.html,
        text: rendered.text,
        missing_variables: rendered.missingVariables,
      },
      request.t(msg`Mail preview`),
    );
  };

  /** The saved template `id`, or the unsaved content of the request: exactly one of them. */
  async function contentOf(body: components['schemas']['AdminMailTemplateTestRequest'], fallback: string) {
    const unsaved = body.subject !== undefined || body.body_html !== undefined;
    if (body.template_id !== undefined && unsaved) {
      throw invalidField('template_id', msg`Give either a saved template or a subject and body, not both`);
    }
    if (body.template_id !== undefined) {
      const row = await findMailTemplate(db, body.template_id);
      if (!row) throw notFound(templateNotFound);
      return { ...row, language: body.language ?? row.language } satisfies TemplateText;
    }
    if (body.subject === undefined) throw invalidField('subject', msg`Give a saved template or a subject`);
    if (body.body_html === undefined) throw invalidField('body_html', msg`Give a saved template or a body`);
    return {
      language: body.language ?? fallback,
      subject: body.subject,
      bodyHtml: body.body_html,
      bodyText: body.body_text ?? null,
    } satisfies TemplateText;
  }

  const adminSendTestMail: Handler<'adminSendTestMail'> = async (request) => {
    const body = request.body;
    const content = await contentOf(body, request.locale);
    const { appName, values } = await valuesOf(body.sample_variables, body.user_id);
    const rendered = renderMail(content, values, appName);
    let messageId: string | null;
    try {
      ({ messageId } = await mailerWithSettings(db, mailer).send({
        to: body.recipient,
        subject: `[TEST] ${rendered.subject}`,
        text: rendered.text,
        html: rendered.html,
      }));
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error);
      throw new HttpError(500, msg({ message: 'The mail server refused the mail: {reason}' }), {
        values: { reason },
      });
    }
    // Without a mail server of its own the server keeps what it sends, readable in the dev mailbox.
    const keptHere = !config.smtp && !config.production;
    return ok(
      {
        recipient: body.recipient,
        sent_at: new Date(),
        message_id: messageId,
        mailbox_url: keptHere ? `${config.appUrl}/__dev/mail?to=${encodeURIComponent(body.recipient)}` : null,
      },
      request.t(msg`The test mail has been sent`),
    );
  };

  return { adminPreviewMailTemplate, adminSendTestMail };
}
