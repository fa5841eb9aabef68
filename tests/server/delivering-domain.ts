import { randomUUID } from 'node:crypto';
import { domainServices } from '../../server/src/db/schema/business.ts';
import { events, type EventDelivery } from '../../server/src/db/schema/events.ts';
import { serviceSecretKey, sealSecret } from '../../server/src/routes/domains/service-secrets.ts';
import { appSecret } from '../../server/src/services/secrets/app-secret.ts';
import { keyedDomain } from './event-senders.ts';
import type { TestServer } from './test-server.ts';

/** The secrets of the test services, which must never reach a stored answer or error. */
export const TEST_SECRETS = { metaToken: 'meta-token-0123456789', webhookSecret: 'whsec-0123456789' };

/**
 * A keyed domain that forwards to Meta (its API at `receiverUrl`, as the test server is configured) and
 * to a webhook at `receiverUrl/hook`, their secrets sealed as the API stores them.
 */
export async function deliveringDomain(server: TestServer, receiverUrl: string) {
  const sender = await keyedDomain(server);
  const key = serviceSecretKey(appSecret(server.config));
  await server.db.insert(domainServices).values([
    {
      domainId: sender.domain.id,
      key: 'meta_capi',
      settings: { pixel_id: '1234567890123', access_token: sealSecret(TEST_SECRETS.metaToken, key) },
    },
    {
      domainId: sender.domain.id,
      key: 'webhook',
      // Straight into the database: the API takes public https addresses only, the receiver speaks http on
      // 127.0.0.1 (which useDestinationReceiver lets deliveries reach).
      settings: {
        url: `${receiverUrl}/hook`,
        signing_secret: sealSecret(TEST_SECRETS.webhookSecret, key),
        include_user_data: false,
      },
    },
  ]);
  return sender;
}

/** Stores `count` events of `domainId` waiting for `services`, as the ingestion leaves them; answers their keys. */
export async function pendingEventsOf(server: TestServer, domainId: string, services: string[], count = 2) {
  const pending: EventDelivery[] = services.map((service) => ({
    service,
    status: 'pending',
    error: null,
    attempts: 0,
    last_attempt_at: null,
  }));
  const rows = await server.db
    .insert(events)
    .values(
      Array.from({ length: count }, (_, index) => ({
        id: randomUUID(),
        domainId,
        eventName: 'Purchase',
        eventId: `order-${randomUUID()}`,
        value: 10 + index,
        currency: 'EUR',
        deliveries: pending,
        eventTime: new Date(Date.now() - 60_000),
      })),
    )
    .returning();
  return rows.map((row) => [row.id, row.eventTime.toISOString()] as [string, string]);
}
