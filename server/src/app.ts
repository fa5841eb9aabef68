import fastifyStatic from '@fastify/static';
import Fastify, { type FastifyServerOptions } from 'fastify';
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

export interface AppOptions {
  /** The built SPA (`npm run build`). */
  distDir?: string;
  /** Where the SPA sends API calls; told to it at start-up through /runtime-config.js. */
  apiBaseUrl?: string;
  logger?: FastifyServerOptions['logger'];
}

const DEFAULT_DIST = fileURLToPath(new URL('../../dist', import.meta.url));

/** Builds the server without listening, so tests can call it in process. */
export async function buildApp({
  distDir = DEFAULT_DIST,
  apiBaseUrl = '/api/v1',
  logger = false,
}: AppOptions = {}) {
  const app = Fastify({ logger });

  app.get('/runtime-config.js', (_request, reply) =>
    reply
      .type('text/javascript; charset=utf-8')
      .header('Cache-Control', 'no-store')
      .send(`window.__TRACKLANE_CONFIG__ = ${JSON.stringify({ apiBaseUrl })};\n`),
  );

  if (existsSync(distDir)) {
    await app.register(fastifyStatic, { root: distDir, wildcard: false });
  }

  // The SPA owns every other page path (history fallback); API paths answer in the envelope.
  app.setNotFoundHandler((request, reply) => {
    if (request.method === 'GET' && !request.url.startsWith('/api/') && existsSync(distDir)) {
      return reply.type('text/html').sendFile('index.html');
    }
    return reply.code(404).send({
      success: false,
      message: 'Not found',
      errors: {},
      meta: { timestamp: new Date().toISOString() },
      timestamp: new Date().toISOString(),
    });
  });

  return app;
}
