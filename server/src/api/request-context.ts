import type { MessageDescriptor } from '@lingui/core';
import type { InferSelectModel } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Locale } from '#locales';
import type { sessions, users } from '../db/schema/accounts.ts';
import type { Access } from '../lib/access.repo.ts';
import { translate, type MessageValues } from '../lib/i18n.ts';
import { negotiateLocale } from '../lib/locale.ts';

export type UserRow = InferSelectModel<typeof users>;
export type SessionRow = InferSelectModel<typeof sessions>;

/** Who is calling: set from the bearer token before the handler runs. */
export interface Caller {
  user: UserRow;
  session: SessionRow;
}

declare module 'fastify' {
  interface FastifyRequest {
    /** The language of this answer, from Accept-Language. */
    locale: Locale;
    /** A message of the API (a Lingui `msg` descriptor) in the request's language. */
    t(message: MessageDescriptor, values?: MessageValues): string;
    /** The signed-in caller, or null. */
    caller: Caller | null;
    /** The roles and permissions of a staff operation's caller, read by its check (require-staff.ts). */
    callerAccess: Access | null;
  }
}

/** Gives every request its language, its translator and an empty caller. */
export function registerRequestContext(app: FastifyInstance) {
  app.decorateRequest('locale', 'en');
  app.decorateRequest('caller', null);
  app.decorateRequest('callerAccess', null);
  app.decorateRequest(
    't',
    function (this: { locale: Locale }, message: MessageDescriptor, values?: MessageValues) {
      return translate(message, this.locale, values);
    },
  );
  app.addHook('onRequest', async (request) => {
    request.locale = negotiateLocale(request.headers['accept-language']);
  });
}
