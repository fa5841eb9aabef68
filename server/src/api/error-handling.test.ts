import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { invalidField } from '../lib/http-error.ts';
import { registerErrorHandling } from './error-handling.ts';
import { registerRequestContext } from './request-context.ts';

async function appThrowing(error: unknown) {
  const app = Fastify({ logger: false });
  registerRequestContext(app);
  registerErrorHandling(app);
  app.get('/boom', async () => {
    throw error;
  });
  await app.ready();
  return app;
}

describe('the error module', () => {
  it('answers an unexpected error with a 500 envelope that reveals nothing of it', async () => {
    const app = await appThrowing(new Error('relation "users" does not exist at /srv/app.ts:12'));
    const reply = await app.inject({ url: '/boom', headers: { 'accept-language': 'es' } });
    expect(reply.statusCode).toBe(500);
    expect(reply.json()).toMatchObject({
      success: false,
      message: 'Algo ha fallado por nuestra parte. Inténtalo de nuevo',
    });
    expect(reply.body).not.toContain('users');
  });

  it('keeps the status, message and field errors of an expected failure', async () => {
    const app = await appThrowing(invalidField('email', { id: 'test.taken', message: 'Zajęty' }));
    const reply = await app.inject({ url: '/boom', headers: { 'accept-language': 'pl' } });
    expect(reply.statusCode).toBe(422);
    expect(reply.json()).toMatchObject({ message: 'Zajęty', errors: { email: ['Zajęty'] } });
  });
});
