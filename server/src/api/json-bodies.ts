import type { FastifyInstance } from 'fastify';

/**
 * Reads JSON bodies as Fastify does (prototype poisoning refused), except that an empty one is no body:
 * many clients send `Content-Type: application/json` on every call, with nothing after it. An operation
 * that takes no body then runs as usual; one that needs a body answers 422 on `body` (request-guards.ts).
 */
export function jsonBodies(app: FastifyInstance) {
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser<string>('application/json', { parseAs: 'string' }, (request, body, done) => {
    if (body.length === 0) {
      done(null, undefined);
      return;
    }
    void parseJson(request, body, done);
  });
}
