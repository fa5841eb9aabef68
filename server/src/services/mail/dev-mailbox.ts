import type { FastifyInstance } from 'fastify';
import type { SmtpCatcher } from './smtp-catcher.ts';

/**
 * `GET /__dev/mail` lists what the catcher received (newest first; `?to=` narrows to one address);
 * `DELETE /__dev/mail` empties it. Only mounted outside production.
 */
export function devMailbox(catcher: SmtpCatcher) {
  return async (app: FastifyInstance) => {
    app.get<{ Querystring: { to?: string } }>('/__dev/mail', async (request) => {
      const to = request.query.to?.toLowerCase();
      return catcher
        .messages()
        .filter((mail) => !to || mail.to.some((address) => address.toLowerCase() === to));
    });
    app.delete('/__dev/mail', async (_request, reply) => {
      catcher.clear();
      return reply.code(204).send();
    });
  };
}
