import { randomUUID } from 'node:crypto';
import { Writable } from 'node:stream';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { useTestServer } from '../../../../tests/server/test-server.ts';
import type { AppContext } from '../../app-context.ts';
import { registerJobQueue } from './app-jobs.ts';
import { defineJob } from './job-queue.ts';

const server = useTestServer({}, { jobBoss: true });

/** An app with the in-process queue whose log lines are kept, and a route queuing `job` with `data`. */
async function appQueuing(run: (data: object) => Promise<void>) {
  const lines: Record<string, unknown>[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(JSON.parse(chunk.toString()) as Record<string, unknown>);
      done();
    },
  });
  const app = Fastify({ logger: { stream }, genReqId: () => randomUUID() });
  registerJobQueue(app, {} as AppContext);
  const job = defineJob<{ n: number }>(`test.request_scope_${randomUUID().slice(0, 8)}`, (_context, data) =>
    run(data),
  );
  app.post('/queue', async (request) => {
    await request.server.jobs.send(job, { n: 1 });
    return { id: request.id };
  });
  await app.ready();
  return { app, lines };
}

describe('the request a job was queued by', () => {
  it('rides in the job’s data, and the job’s log lines carry its id as the request’s own lines do', async () => {
    const seen: object[] = [];
    const { app, lines } = await appQueuing((data) => {
      seen.push(data);
      return Promise.reject(new Error('the mail server is down'));
    });
    const answer = await app.inject({ method: 'POST', url: '/queue' });
    const { id } = answer.json<{ id: string }>();
    await app.jobs.settled();
    expect(seen).toEqual([{ n: 1, requestId: id }]);
    const failure = lines.find((line) => line.msg === 'a job failed');
    expect(failure).toMatchObject({ reqId: id });
    expect(lines.filter((line) => line.reqId === id).map((line) => line.msg)).toEqual([
      'incoming request',
      'request completed',
      'a job failed',
    ]);
    await app.close();
  });

  it('is kept by pg-boss with each job a request queues, one id per request', async () => {
    const email = `scope-${randomUUID().slice(0, 8)}@example.com`;
    for (let round = 0; round < 2; round++) {
      const { response } = await server().client().POST('/auth/forgot-password', { body: { email } });
      expect(response.status).toBe(200);
    }
    const boss = server().app.jobs.boss;
    if (!boss) throw new Error('the test server keeps no jobs in pg-boss');
    const jobs = await boss.findJobs<{ requestId?: string }>('auth.mail_password_reset', { data: { email } });
    const ids = jobs.map((job) => job.data.requestId);
    expect(ids).toHaveLength(2);
    for (const id of ids) expect(id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-/);
    expect(new Set(ids).size).toBe(2);
  });
});
