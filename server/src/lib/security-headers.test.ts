import fastifyHelmet, { type FastifyHelmetOptions } from '@fastify/helmet';
import Fastify, { type FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import { registerSecurityHeaders } from './security-headers.ts';

const OPTIONS: FastifyHelmetOptions = {
  contentSecurityPolicy: {
    directives: { defaultSrc: ["'self'"], imgSrc: ["'self'", 'data:'], upgradeInsecureRequests: null },
  },
};

/** The headers of a found and of a missing path, from an app that gets its security headers by `secure`. */
async function answers(secure: (app: FastifyInstance) => Promise<unknown>) {
  const app = Fastify();
  await secure(app);
  app.get('/found', async () => ({ ok: true }));
  // The date differs between two answers; toEqual passes over an undefined one.
  const headers = async (url: string) => ({ ...(await app.inject(url)).headers, date: undefined });
  const result = { found: await headers('/found'), missing: await headers('/missing') };
  await app.close();
  return result;
}

describe('registerSecurityHeaders', () => {
  it('gives found and missing paths the headers @fastify/helmet gives them for the same options', async () => {
    const expected = await answers(async (app) => app.register(fastifyHelmet, OPTIONS));
    const actual = await answers((app) => registerSecurityHeaders(app, OPTIONS));
    expect(actual).toEqual(expected);
    expect(actual.found['content-security-policy']).toContain("img-src 'self' data:");
  });
});
