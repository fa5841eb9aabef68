import type { FastifyBaseLogger } from 'fastify';
import { describe, expect, it, vi } from 'vitest';
import type { AppContext } from '../../app-context.ts';
import { defineJob, inProcessJobQueue } from './job-queue.ts';

const context = {} as AppContext;

function quietLog() {
  return { error: vi.fn() } as unknown as FastifyBaseLogger & { error: ReturnType<typeof vi.fn> };
}

describe('inProcessJobQueue', () => {
  it('runs a job after send has resolved, with a JSON copy of its data', async () => {
    const seen: unknown[] = [];
    const job = defineJob<{ when: Date }>('test.copy', async (_context, data) => {
      seen.push(data);
    });
    const queue = inProcessJobQueue(context, quietLog());
    const data = { when: new Date(0) };
    await queue.send(job, data);
    expect(seen).toEqual([]);
    await queue.settled();
    expect(seen).toEqual([{ when: '1970-01-01T00:00:00.000Z' }]);
  });

  it('logs a failed job with its name and goes on with the others', async () => {
    const log = quietLog();
    const done: string[] = [];
    const failing = defineJob<object>('test.failing', () => Promise.reject(new Error('no mail server')));
    const fine = defineJob<{ name: string }>('test.fine', async (_context, { name }) => {
      done.push(name);
    });
    const queue = inProcessJobQueue(context, log);
    await queue.send(failing, {});
    await queue.send(fine, { name: 'after the failure' });
    await queue.settled();
    expect(done).toEqual(['after the failure']);
    const [[fields, message]] = log.error.mock.calls as [[{ job: string; err: Error }, string]];
    expect(fields.job).toBe('test.failing');
    expect(fields.err.message).toBe('no mail server');
    expect(message).toBe('a job failed');
  });

  it('runs a few jobs at a time, in the order they were queued', async () => {
    let running = 0;
    let most = 0;
    const started: number[] = [];
    const slow = defineJob<{ index: number }>('test.slow', async (_context, { index }) => {
      started.push(index);
      running += 1;
      most = Math.max(most, running);
      await new Promise((resolve) => setTimeout(resolve, 5));
      running -= 1;
    });
    const queue = inProcessJobQueue(context, quietLog());
    for (let index = 0; index < 12; index += 1) await queue.send(slow, { index });
    await queue.settled();
    expect(started).toEqual([...Array(12).keys()]);
    expect(most).toBe(4);
  });

  it('settles at once when nothing is queued', async () => {
    await expect(inProcessJobQueue(context, quietLog()).settled()).resolves.toBeUndefined();
  });
});
