import { msg } from '@lingui/core/runtime-macro';
import { isLocale, LOCALES } from '#locales';
import type { Handler, Handlers } from '../../../api/handler.ts';
import type { AppContext } from '../../../app-context.ts';
import { builtInMailTemplate, MAIL_TEMPLATE_KEYS } from '../../../db/seed/mail-templates.ts';
import { ok, page } from '../../../lib/envelope.ts';
import { notFound } from '../../../lib/http-error.ts';
import { pageWindow } from '../../auth/list-query.ts';
import { mailTemplateListQuery } from './admin-mail-template-list.ts';
import { isShippedKey, mailTemplateView } from './admin-mail-template-view.ts';
import { allLanguages, findMailTemplate, listMailTemplates } from './admin-mail-templates.repo.ts';

export const templateNotFound = msg`This mail template does not exist or has been deleted`;

/** The staff's reads of mail templates: the list, one template, the languages and the shipped texts. */
export function adminMailTemplateReadHandlers({ db }: AppContext): Handlers {
  const adminListMailTemplates: Handler<'adminListMailTemplates'> = async (request) => {
    const { filter, order } = mailTemplateListQuery(request.query);
    const { page: current, perPage, offset } = pageWindow(request.query);
    const { rows, total } = await listMailTemplates(db, filter, order, { limit: perPage, offset });
    return page(
      rows.map(mailTemplateView),
      { page: current, perPage, total },
      request.t(msg`Mail templates`),
    );
  };

  const adminGetMailTemplate: Handler<'adminGetMailTemplate'> = async (request) => {
    const row = await findMailTemplate(db, request.params.id);
    if (!row) throw notFound(templateNotFound);
    return ok(mailTemplateView(row), request.t(msg`Mail template`));
  };

  const adminListMailTemplateLanguages: Handler<'adminListMailTemplateLanguages'> = async (request) => {
    // Templates are written in the interface's languages, which the catalogs exist for.
    const rows = (await allLanguages(db)).filter((row) => isLocale(row.code));
    return ok(
      rows.map((row) => ({
        code: row.code,
        name: row.name,
        native: row.native,
        flag: row.flag,
        is_active: row.isActive,
        is_default: row.isDefault,
      })),
      request.t(msg`Mail template languages`),
    );
  };

  const adminListBuiltInMailTemplates: Handler<'adminListBuiltInMailTemplates'> = async (request) =>
    ok(
      Object.values(MAIL_TEMPLATE_KEYS).map((key) => {
        const shipped = builtInMailTemplate(key, request.locale);
        return { key, name: shipped.name, variables: shipped.variables };
      }),
      request.t(msg`Built-in mail templates`),
    );

  const adminGetBuiltInMailTemplate: Handler<'adminGetBuiltInMailTemplate'> = async (request) => {
    const { key } = request.params;
    if (!isShippedKey(key)) throw notFound(msg`The product ships no mail template with this key`);
    return ok(
      LOCALES.map((language) => {
        const shipped = builtInMailTemplate(key, language);
        return {
          key,
          language,
          name: shipped.name,
          subject: shipped.subject,
          body_html: shipped.bodyHtml,
          body_text: shipped.bodyText,
          variables: shipped.variables,
        };
      }),
      request.t(msg`Built-in mail template`),
    );
  };

  return {
    adminListMailTemplates,
    adminGetMailTemplate,
    adminListMailTemplateLanguages,
    adminListBuiltInMailTemplates,
    adminGetBuiltInMailTemplate,
  };
}
