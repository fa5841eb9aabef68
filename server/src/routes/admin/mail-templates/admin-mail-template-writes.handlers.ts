import { msg } from '@lingui/core/runtime-macro';
import type { Handler, Handlers } from '../../../api/handler.ts';
import type { AppContext } from '../../../app-context.ts';
import { recordAdminChange } from '../../../lib/admin-audit.ts';
import { ok } from '../../../lib/envelope.ts';
import { invalidField, notFound } from '../../../lib/http-error.ts';
import { checkPlaceholders } from './admin-mail-template-rules.ts';
import { templateNotFound } from './admin-mail-template-reads.handlers.ts';
import {
  auditedTemplate,
  mailTemplateView,
  shippedVariables,
  templateSubject,
} from './admin-mail-template-view.ts';
import {
  deleteMailTemplateRow,
  findMailTemplate,
  findMailTemplateOf,
  insertMailTemplate,
  updateMailTemplateRow,
  type MailTemplateValues,
} from './admin-mail-templates.repo.ts';

const pairTaken = msg`This template already exists in this language`;

/** The staff's changes of mail templates, each with its audit entry in the same transaction. */
export function adminMailTemplateWriteHandlers({ db }: AppContext): Handlers {
  const adminCreateMailTemplate: Handler<'adminCreateMailTemplate'> = async (request, reply) => {
    const body = request.body;
    const variables = body.variables?.length ? body.variables : [...(shippedVariables(body.key) ?? [])];
    checkPlaceholders({ ...body, body_text: body.body_text ?? null, variables });
    if (await findMailTemplateOf(db, body.key, body.language)) throw invalidField('key', pairTaken);
    const values: MailTemplateValues = {
      key: body.key,
      language: body.language,
      name: body.name.trim(),
      subject: body.subject,
      bodyHtml: body.body_html,
      bodyText: body.body_text ?? '',
      variables,
      isActive: body.is_active ?? true,
    };
    const created = await db.transaction(async (tx) => {
      const row = await insertMailTemplate(tx, values);
      if (row) {
        await recordAdminChange(tx, request, {
          action: 'admin.mail_template.created',
          subject: templateSubject(row),
          after: auditedTemplate(row),
        });
      }
      return row;
    });
    if (!created) throw invalidField('key', pairTaken);
    reply.code(201);
    return ok(mailTemplateView(created), request.t(msg`The mail template has been created`));
  };

  const adminUpdateMailTemplate: Handler<'adminUpdateMailTemplate'> = async (request) => {
    const current = await findMailTemplate(db, request.params.id);
    if (!current) throw notFound(templateNotFound);
    const body = request.body;
    const key = body.key ?? current.key;
    const language = body.language ?? current.language;
    checkPlaceholders({
      key,
      subject: body.subject ?? current.subject,
      body_html: body.body_html ?? current.bodyHtml,
      body_text: body.body_text === undefined ? current.bodyText : body.body_text,
      variables: body.variables ?? current.variables,
    });
    const holder = await findMailTemplateOf(db, key, language);
    if (holder && holder.id !== current.id) throw invalidField('key', pairTaken);
    const values: Partial<MailTemplateValues> = {
      ...(body.key !== undefined && { key: body.key }),
      ...(body.language !== undefined && { language: body.language }),
      ...(body.name !== undefined && { name: body.name.trim() }),
      ...(body.subject !== undefined && { subject: body.subject }),
      ...(body.body_html !== undefined && { bodyHtml: body.body_html }),
      ...(body.body_text !== undefined && { bodyText: body.body_text ?? '' }),
      ...(body.variables !== undefined && { variables: body.variables }),
      ...(body.is_active !== undefined && { isActive: body.is_active }),
    };
    const updated = await db.transaction(async (tx) => {
      const row = await updateMailTemplateRow(tx, current.id, values);
      await recordAdminChange(tx, request, {
        action: 'admin.mail_template.updated',
        subject: templateSubject(row),
        before: auditedTemplate(current),
        after: auditedTemplate(row),
      });
      return row;
    });
    return ok(mailTemplateView(updated), request.t(msg`The mail template has been saved`));
  };

  const adminDeleteMailTemplate: Handler<'adminDeleteMailTemplate'> = async (request) => {
    const current = await findMailTemplate(db, request.params.id);
    if (!current) throw notFound(templateNotFound);
    await db.transaction(async (tx) => {
      await recordAdminChange(tx, request, {
        action: 'admin.mail_template.deleted',
        subject: templateSubject(current),
        before: auditedTemplate(current),
      });
      await deleteMailTemplateRow(tx, current.id);
    });
    return ok(null, request.t(msg`The mail template has been deleted`));
  };

  return { adminCreateMailTemplate, adminUpdateMailTemplate, adminDeleteMailTemplate };
}
