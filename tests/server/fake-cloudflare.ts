import Fastify from 'fastify';
import { randomUUID } from 'node:crypto';

interface StoredHostname {
  id: string;
  hostname: string;
  status: string;
  ssl: { status: string; validation_errors?: { message: string }[] };
}

const failure = (code: number, message: string) => ({
  success: false,
  errors: [{ code, message }],
  result: null,
});

/**
 * A stand-in for Cloudflare's custom hostnames API (`/client/v4/zones/{zone}/custom_hostnames`) on
 * 127.0.0.1, answering in Cloudflare's envelope: what the Cloudflare adapter and the tracking-domain
 * tests talk to instead of Cloudflare. New hostnames start `pending` with their certificate
 * `pending_validation`; the test moves them on with `setSsl`.
 */
export async function startFakeCloudflare({ token, zoneId }: { token: string; zoneId: string }) {
  const hostnames = new Map<string, StoredHostname>();
  const app = Fastify();
  const prefix = `/client/v4/zones/${zoneId}/custom_hostnames`;

  app.addHook('onRequest', async (request, reply) => {
    if (request.headers.authorization !== `Bearer ${token}`) {
      return reply.code(403).send(failure(10000, 'Authentication error'));
    }
  });
  app.post<{ Body: { hostname?: string; ssl?: { method?: string; type?: string } } }>(
    prefix,
    async (request, reply) => {
      const { hostname, ssl } = request.body;
      if (!hostname || ssl?.method !== 'http' || ssl.type !== 'dv') {
        return reply.code(400).send(failure(1411, 'Invalid custom hostname or ssl settings'));
      }
      if ([...hostnames.values()].some((stored) => stored.hostname === hostname)) {
        return reply.code(409).send(failure(1406, 'Duplicate custom hostname found.'));
      }
      const stored = { id: randomUUID(), hostname, status: 'pending', ssl: { status: 'pending_validation' } };
      hostnames.set(stored.id, stored);
      return { success: true, errors: [], messages: [], result: stored };
    },
  );
  app.get<{ Querystring: { hostname?: string } }>(prefix, async (request) => {
    const { hostname } = request.query;
    const result = [...hostnames.values()].filter((stored) => !hostname || stored.hostname === hostname);
    return { success: true, errors: [], messages: [], result };
  });
  app.get<{ Params: { id: string } }>(`${prefix}/:id`, async (request, reply) => {
    const stored = hostnames.get(request.params.id);
    if (!stored) return reply.code(404).send(failure(1436, 'Custom hostname not found'));
    return { success: true, errors: [], messages: [], result: stored };
  });
  app.delete<{ Params: { id: string } }>(`${prefix}/:id`, async (request, reply) => {
    if (!hostnames.delete(request.params.id)) {
      return reply.code(404).send(failure(1436, 'Custom hostname not found'));
    }
    return { success: true, errors: [], messages: [], result: { id: request.params.id } };
  });

  const address = await app.listen({ port: 0, host: '127.0.0.1' });
  return {
    /** The API's base URL, as CLOUDFLARE_API_URL. */
    apiUrl: `${address}/client/v4`,
    /** The hostnames Cloudflare knows now, by hostname. */
    hostname: (name: string) => [...hostnames.values()].find((stored) => stored.hostname === name),
    /** Moves a hostname's certificate to `status` (`active`, `validation_timed_out`…), with an error. */
    setSsl(name: string, status: string, error?: string) {
      const stored = [...hostnames.values()].find((entry) => entry.hostname === name);
      if (!stored) throw new Error(`the fake Cloudflare does not know ${name}`);
      stored.ssl = { status, ...(error && { validation_errors: [{ message: error }] }) };
      if (status === 'active') stored.status = 'active';
    },
    close: () => app.close(),
  };
}

export type FakeCloudflare = Awaited<ReturnType<typeof startFakeCloudflare>>;
