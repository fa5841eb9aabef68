import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { domainOwner } from '../../../../../tests/server/owned-domain.ts';
import { useTestServer } from '../../../../../tests/server/test-server.ts';
import { eventDeliveryAttempts, events } from '../../../db/schema/events.ts';

const server = useTestServer();

const WORDED = {
  en: {
    event: 'Meta Conversions API: The destination did not answer within 10 s',
    delivery: 'The destination did not answer within 10 s',
  },
  pl: {
    event: 'Meta Conversions API: Miejsce docelowe nie odpowiedziało w ciągu 10 s',
    delivery: 'Miejsce docelowe nie odpowiedziało w ciągu 10 s',
  },
};

/**
 * A domain owner with one event whose Meta delivery was given up after time-outs, stored with the code
 * `stored` (as deliveries store it now, or as a text an earlier version stored), and its last attempt.
 */
async function ownerWithFailedEvent(stored: string) {
  const owner = await domainOwner(server());
  const time = new Date(Date.now() - 60_000);
  const [event] = await server()
    .db.insert(events)
    .values({
      id: randomUUID(),
      domainId: owner.domain.id,
      eventName: 'Purchase',
      eventId: `order-${randomUUID()}`,
      status: 'failed',
      deliveries: [
        {
          service: 'google_ga4',
          status: 'processed',
          error: null,
          attempts: 1,
          last_attempt_at: time.toISOString(),
        },
        {
          service: 'meta_capi',
          status: 'failed',
          error: stored,
          attempts: 9,
          last_attempt_at: time.toISOString(),
        },
      ],
      error: stored,
      attempts: 10,
      eventTime: time,
      processedAt: time,
    })
    .returning();
  if (!event) throw new Error('the test event was not stored');
  await server().db.insert(eventDeliveryAttempts).values({
    domainId: owner.domain.id,
    eventId: event.id,
    service: 'meta_capi',
    attempt: 9,
    outcome: 'failed',
    httpStatus: null,
    response: null,
    error: stored,
    durationMs: 10_000,
    attemptedAt: time,
  });
  return { ...owner, event };
}

describe('delivery errors as owners read them', () => {
  for (const [stored, kind] of [
    ['timeout:10', 'stored as a code'],
    ['meta_capi: the service did not answer within 10 s', 'stored in English by an earlier version'],
  ] as const) {
    it(`GET /user/dashboard, /events/list and /events/{eventId}/attempts word a failure ${kind} in the reader’s language`, async () => {
      const owner = await ownerWithFailedEvent(stored);
      for (const language of ['en', 'pl'] as const) {
        const api = server().client({ token: owner.token, language });
        const dashboard = await api.GET('/user/dashboard');
        const [failed] = dashboard.data?.data.recent_activity.recent_failed_events ?? [];
        expect(failed?.error, language).toBe(WORDED[language].event);
        expect(failed?.deliveries?.map((delivery) => delivery.error)).toEqual([
          null,
          WORDED[language].delivery,
        ]);

        const list = await api.GET('/events/list', {
          params: { query: { filter: { domain_id: owner.domain.id } } },
        });
        expect(list.data?.data.map((event) => event.error)).toEqual([WORDED[language].event]);

        const attempts = await api.GET('/events/{eventId}/attempts', {
          params: { path: { eventId: owner.event.id } },
        });
        expect(attempts.data?.data.map((attempt) => attempt.error)).toEqual([WORDED[language].delivery]);
      }
    });
  }
});
