import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { invalidField } from '../lib/http-error.ts';
import { registerErrorHandling } from './error-handling.ts';
import { registerRequestContext } from './request-context.ts';

async function appThrowing(error: unknown, logs: { level: number }[] = []) {
  const app = Fastify({
    logger: {
      level: 'info',
      stream: { write: (line: string) => logs.push(JSON.parse(line) as { level: number }) },
    },
  });
  registerRequestContext(app);
  registerErrorHandling(app);
  app.get('/boom', async () => {
    throw error;
  });
  await app.ready();
  return app;
}

/** pino's number for the error level. */
const ERROR_LEVEL = 50;

describe('the error module', () => {
  it('answers an unexpected error with a 500 envelope that reveals nothing of it, logged as an error', async () => {
    const logs: { level: number }[] = [];
    const app = await appThrowing(new Error('relation "users" does not exist at /srv/app.ts:12'), logs);
    const reply = await app.inject({ url: '/boom', headers: { 'accept-language': 'es' } });
    expect(reply.statusCode).toBe(500);
    expect(reply.json()).toMatchObject({
      success: false,
      message: 'Algo ha fallado por nuestra parte. Inténtalo de nuevo',
    });
    expect(reply.body).not.toContain('users');
    expect(logs.filter((line) => line.level >= ERROR_LEVEL)).toHaveLength(1);
  });

  it('keeps the status, message and field errors of an expected failure', async () => {
    const app = await appThrowing(invalidField('email', { id: 'test.taken', message: 'Zajęty' }));
    const reply = await app.inject({ url: '/boom', headers: { 'accept-language': 'pl' } });
    expect(reply.statusCode).toBe(422);
    expect(reply.json()).toMatchObject({ message: 'Zajęty', errors: { email: ['Zajęty'] } });
  });

  it('answers a plugin’s client error (the static plugin’s 403) with its status in the envelope, not logged as an error', async () => {
    const logs: { level: number }[] = [];
    // The shape of @fastify/send's refusal of a dotfile (an http-errors error).
    const refusal = Object.assign(new Error('Forbidden'), { status: 403, statusCode: 403, expose: true });
    const app = await appThrowing(refusal, logs);
    const reply = await app.inject({ url: '/boom', headers: { 'accept-language': 'de' } });
    expect(reply.statusCode).toBe(403);
    expect(reply.json()).toMatchObject({
      success: false,
      message: 'Sie haben keine Berechtigung dafür',
    });
    expect(logs.filter((line) => line.level >= ERROR_LEVEL)).toEqual([]);
  });
});
