import scalar from '@scalar/fastify-api-reference';
import type { FastifyInstance } from 'fastify';
import { readFileSync } from 'node:fs';
import { CONTRACT_PATH } from './contract.ts';

/** The contract rendered for people integrating with the API, at /api/docs. */
export async function apiDocs(app: FastifyInstance) {
  // The reference page boots with an inline script, so its routes (this plugin's only) get a looser policy.
  app.addHook('onSend', async (_request, reply) => {
    void reply.header(
      'Content-Security-Policy',
      "default-src 'self'; script-src 'self' 'unsafe-inline'; style-src 'self' 'unsafe-inline'; img-src 'self' data:; font-src 'self' data:; frame-ancestors 'none'",
    );
  });
  await app.register(scalar, {
    routePrefix: '/api/docs',
    configuration: { content: readFileSync(CONTRACT_PATH, 'utf8'), title: 'Tracklane API' },
  });
}
