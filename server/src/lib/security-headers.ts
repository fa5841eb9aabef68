import fastifyHelmet, { type FastifyHelmetOptions } from '@fastify/helmet';
import Fastify, { type FastifyInstance } from 'fastify';

/**
 * The headers helmet sets for `options`, asked of helmet once, in a Fastify of its own.
 *
 * @fastify/helmet builds helmet's middleware again for every request (the Content-Security-Policy
 * parsed each time): in a bare Fastify that took a request from 16 to 42 µs of CPU, more than anything
 * else a cached public read does. Without nonces the headers are the same for every answer, so they
 * are worked out once and set as they are.
 */
async function helmetHeaders(options: FastifyHelmetOptions): Promise<[string, string][]> {
  const probe = Fastify();
  await probe.register(fastifyHelmet, options);
  // Helmet writes to the raw answer in its onRequest hook; nothing else has written there yet.
  probe.get('/', async (_request, reply) => reply.raw.getHeaders());
  const headers = (await probe.inject('/')).json<Record<string, string>>();
  await probe.close();
  return Object.entries(headers);
}

/** Every answer of `app` carries helmet's headers for `options`, as if @fastify/helmet were registered. */
export async function registerSecurityHeaders(app: FastifyInstance, options: FastifyHelmetOptions) {
  const headers = await helmetHeaders(options);
  app.addHook('onRequest', (_request, reply, done) => {
    // On the raw answer, as helmet does: answers written past Fastify carry them too.
    for (const [name, value] of headers) reply.raw.setHeader(name, value);
    done();
  });
}
