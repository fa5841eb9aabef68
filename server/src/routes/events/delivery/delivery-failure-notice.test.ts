import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { deliveringDomain, pendingEventsOf } from '../../../../../tests/server/delivering-domain.ts';
import { useDestinationReceiver } from '../../../../../tests/server/destination-receiver.ts';
import { useTestServer } from '../../../../../tests/server/test-server.ts';
import { notifications } from '../../../db/schema/accounts.ts';
import { domainServices } from '../../../db/schema/business.ts';
import { TryAgainLater } from '../../../services/jobs/job-queue.ts';
import { deliverEvents } from './deliver-events.job.ts';
import { noticeFailedDelivery } from './delivery-failure-notice.ts';

const server = useTestServer();
const receiver = useDestinationReceiver(server);

type Owner = Awaited<ReturnType<typeof deliveringDomain>>;

/**
 * New events of the owner's domain for `service`, run through the last try of their delivery job, which
 * throws `TryAgainLater` when it gives up deliveries that kept failing.
 */
async function failLastTry(owner: Owner, service: string) {
  const events = await pendingEventsOf(server(), owner.domain.id, [service]);
  await deliverEvents
    .run(server().context, { domainId: owner.domain.id, service, events }, { retry: 8, last: true })
    .catch((error: unknown) => {
      if (!(error instanceof TryAgainLater)) throw error;
    });
}

async function notificationsOf(owner: Owner, language = 'en') {
  const { data } = await server()
    .client({ token: owner.token, language })
    .GET('/auth/notifications', { params: { query: { per_page: 50 } } });
  return data?.data ?? [];
}

describe('failed delivery notice', () => {
  it('GET /auth/notifications shows one error notice after repeated failed deliveries, linking to the domain’s failed events', async () => {
    receiver().answerWith(() => ({ status: 500, body: '{"error":"down"}' }));
    const owner = await deliveringDomain(server(), receiver().url);
    for (let run = 0; run < 3; run++) await failLastTry(owner, 'meta_capi');

    const notices = await notificationsOf(owner);
    expect(notices).toHaveLength(1);
    expect(notices[0]).toMatchObject({
      type: 'error',
      title: 'Events could not be sent to Meta Conversions API',
      action_url: `/events?domain_id=${owner.domain.id}&status=failed`,
      read_at: null,
    });
    expect(notices[0]?.message).toContain(owner.domain.name);
    const [polish] = await notificationsOf(owner, 'pl');
    expect(polish?.title).not.toBe(notices[0]?.title);
    const [stored] = await server()
      .db.select({ data: notifications.data })
      .from(notifications)
      .where(eq(notifications.userId, owner.account.id));
    expect(stored?.data).toMatchObject({
      kind: 'delivery_failed',
      domain_id: owner.domain.id,
      service: 'meta_capi',
    });
  });

  it('GET /auth/notifications shows a new notice for a failure after the owner read the last one, and one per service', async () => {
    receiver().answerWith(() => ({ status: 400, body: '{"error":"bad event"}' }));
    const owner = await deliveringDomain(server(), receiver().url);
    await failLastTry(owner, 'meta_capi');
    await owner.api.PATCH('/auth/notifications/mark-as-read');
    await failLastTry(owner, 'meta_capi');
    await failLastTry(owner, 'webhook');
    await failLastTry(owner, 'webhook');

    const notices = await notificationsOf(owner);
    expect(notices.map((notice) => [notice.title, notice.read_at === null])).toEqual([
      ['Events could not be sent to Webhook', true],
      ['Events could not be sent to Meta Conversions API', true],
      ['Events could not be sent to Meta Conversions API', false],
    ]);
  });

  it('adds one notice when jobs of the same domain and service fail at the same moment', async () => {
    const owner = await deliveringDomain(server(), receiver().url);
    const job = { domainId: owner.domain.id, service: 'webhook' };
    await Promise.all(
      Array.from({ length: 6 }, () => noticeFailedDelivery(server().context, job, [{ outcome: 'failed' }])),
    );

    expect(await notificationsOf(owner)).toHaveLength(1);
  });

  it('adds no notice while a failing delivery will still be tried again', async () => {
    receiver().answerWith(() => ({ status: 500, body: '{"error":"down"}' }));
    const owner = await deliveringDomain(server(), receiver().url);
    const events = await pendingEventsOf(server(), owner.domain.id, ['meta_capi']);
    await expect(
      deliverEvents.run(
        server().context,
        { domainId: owner.domain.id, service: 'meta_capi', events },
        { retry: 0, last: false },
      ),
    ).rejects.toThrow('will be tried again');

    expect(await notificationsOf(owner)).toEqual([]);
  });

  it('adds no notice for a service the owner paused, whose events are given up by their choice', async () => {
    const owner = await deliveringDomain(server(), receiver().url);
    await server()
      .db.update(domainServices)
      .set({ enabled: false })
      .where(and(eq(domainServices.domainId, owner.domain.id), eq(domainServices.key, 'meta_capi')));
    await failLastTry(owner, 'meta_capi');

    expect(await notificationsOf(owner)).toEqual([]);
  });
});
