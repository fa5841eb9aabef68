import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import { billingWebhookEvents } from '../../db/schema/billing.ts';
import type { PaymentProviderName } from '../../services/payments/payment-provider.ts';

/**
 * Notes on a recorded webhook event which payment and subscription it was about, so the staff's page of
 * a payment lists the provider's events behind it.
 */
export async function linkWebhookEvent(
  tx: Database,
  provider: PaymentProviderName,
  eventId: string,
  link: { paymentId?: string; subscriptionId?: string },
) {
  await tx
    .update(billingWebhookEvents)
    .set(link)
    .where(and(eq(billingWebhookEvents.provider, provider), eq(billingWebhookEvents.eventId, eventId)));
}
