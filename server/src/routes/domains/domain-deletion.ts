import { msg } from '@lingui/core/runtime-macro';
import type { AppContext } from '../../app-context.ts';
import { HttpError } from '../../lib/http-error.ts';
import { currentPaymentProvider } from '../../services/payments/settings-payment-provider.ts';
import { StripeRequestError } from '../../services/payments/stripe/stripe-provider.ts';
import { deleteOwnDomain, unendedSubscriptions } from './domain-delete.repo.ts';
import { PURGE_AFTER_MS } from './domain-purges.ts';
import { domainDetails } from './domains.repo.ts';
import { releaseHostname } from './tracking-domain-setup.ts';
import { after } from './tracking-domain-schedule.ts';

/** What the provider is told about a subscription ended by its domain's deletion. */
const DELETED_REASON = 'The domain was deleted';

/**
 * Whether a payment provider call failed for want of the provider (no connection, no answer in time,
 * its own server error) rather than because it refused us, which is a fault of ours and stays a 500.
 */
function providerUnreachable(error: unknown): boolean {
  if (error instanceof StripeRequestError) return error.status === undefined || error.status >= 500;
  return error instanceof TypeError;
}

/**
 * Ends the domain's running subscriptions at the payment provider at once, without refund (the
 * contract's "cancelled immediately"). A subscription of another provider than the configured one has
 * nobody to tell: only the sandbox's can be such, and the sandbox keeps no state but the rows that go
 * with the domain. A provider that cannot be reached answers 503 and nothing is deleted.
 */
async function endSubscriptionsAtProvider(context: AppContext, domainId: string) {
  const provider = await currentPaymentProvider(context);
  for (const { provider: name, providerSubscriptionId } of await unendedSubscriptions(context.db, domainId)) {
    if (name !== provider.name || !providerSubscriptionId) continue;
    try {
      await provider.cancelSubscription({
        providerSubscriptionId,
        atPeriodEnd: false,
        reason: DELETED_REASON,
      });
    } catch (error) {
      if (!providerUnreachable(error)) throw error;
      throw new HttpError(
        503,
        msg`The payment service could not be reached, so nothing was deleted. Please try again in a few minutes`,
      );
    }
  }
}

/**
 * Deletes one of the user's domains as the contract says: its tracking subdomains' hostnames given up at
 * the certificate provider and its subscription ended at the payment provider first (each safe to do
 * again, so a deletion refused with 503 can simply be retried), then its row and everything keyed to it
 * in one transaction, so its API key stops working at once. Its events and their totals are purged by a
 * job afterwards (domain-purges.ts): the answer does not wait for a year of events. Answers false when
 * the user has no such domain.
 */
export async function deleteDomainAndData(
  context: AppContext,
  { userId, domainId }: { userId: string; domainId: string },
  now = new Date(),
): Promise<boolean> {
  const { tracking } = await domainDetails(context.db, [domainId]);
  for (const { cloudflareHostnameId } of tracking) {
    if (cloudflareHostnameId) await releaseHostname(context, cloudflareHostnameId);
  }
  await endSubscriptionsAtProvider(context, domainId);
  return deleteOwnDomain(context.db, { userId, domainId }, { now, purgeAfter: after(now, PURGE_AFTER_MS) });
}
