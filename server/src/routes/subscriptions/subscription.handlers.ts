import { msg } from '@lingui/core/runtime-macro';
import type { Locale } from '#locales';
import type { Handler, Handlers, RequestBody } from '../../api/handler.ts';
import type { AppContext } from '../../app-context.ts';
import { recordDomainActivity } from '../../lib/activity.repo.ts';
import { ok } from '../../lib/envelope.ts';
import { HttpError, notFound } from '../../lib/http-error.ts';
import { providerTime } from '../../services/payments/billing-period.ts';
import { currentPaymentProvider } from '../../services/payments/settings-payment-provider.ts';
import { signedIn } from '../auth/signed-in.ts';
import { endSubscriptionNow } from './subscription-end.ts';
import { subscriptionView } from './subscription-view.ts';
import { findOwnDomain, latestSubscription, updateSubscription } from './subscriptions.repo.ts';

const subscriptionMessages = {
  found: msg`The domain's subscription`,
  none: msg`This domain has never had a subscription`,
  endsAtPeriodEnd: msg`The subscription ends at the end of the paid period`,
  ended: msg`The subscription has ended`,
  resumed: msg`The subscription renews again`,
  nothingToCancel: msg`This domain has no active subscription to cancel`,
  cannotResume: msg`Only a subscription set to end with its period can be resumed, and only before that end`,
};

/** Subscriptions that are running: only these can be cancelled. */
const RUNNING = new Set(['active', 'trialing']);

/** `GET /subscriptions/{domain}`, `POST …/cancel`, `POST …/resume`: one domain's subscription. */
export function subscriptionHandlers(context: AppContext): Handlers {
  const { db } = context;

  /** The caller's domain and its current subscription, its plan named in `locale`; 404 for another user's domain. */
  async function ownSubscription(userId: string, domainId: string, locale: Locale) {
    const domain = await findOwnDomain(db, userId, domainId);
    if (!domain) throw notFound();
    return { domain, current: await latestSubscription(db, domain.id, locale) };
  }

  const getSubscription: Handler<'getSubscription'> = async (request) => {
    const { current } = await ownSubscription(
      signedIn(request).user.id,
      request.params.domain,
      request.locale,
    );
    return ok(
      current ? subscriptionView(current) : null,
      request.t(current ? subscriptionMessages.found : subscriptionMessages.none),
    );
  };

  const cancelSubscription: Handler<'cancelSubscription'> = async (request) => {
    const { domain, current } = await ownSubscription(
      signedIn(request).user.id,
      request.params.domain,
      request.locale,
    );
    if (!current || !RUNNING.has(current.subscription.status)) {
      throw new HttpError(422, subscriptionMessages.nothingToCancel);
    }
    // An optional body: absent at run time, whatever the generated type says.
    const body = request.body as RequestBody<'cancelSubscription'> | undefined;
    const atPeriodEnd = body?.at_period_end ?? true;
    const reason = body?.reason?.trim() || null;
    const { providerSubscriptionId } = current.subscription;
    const provider = await currentPaymentProvider(context);
    if (providerSubscriptionId && current.subscription.provider === provider.name) {
      await provider.cancelSubscription({
        providerSubscriptionId,
        atPeriodEnd,
        reason,
      });
    }
    // Our own change through the provider's API counts as its newest news: an older webhook after it is stale.
    const now = providerTime(new Date());
    if (atPeriodEnd) {
      await updateSubscription(db, current.subscription.id, {
        cancelAtPeriodEnd: true,
        canceledAt: now,
        cancelReason: reason,
        providerUpdatedAt: now,
      });
    } else {
      await db.transaction((tx) =>
        endSubscriptionNow(tx, {
          subscriptionId: current.subscription.id,
          domainId: domain.id,
          at: now,
          reason,
        }),
      );
    }
    const canceled = atPeriodEnd ? 'billing.subscription_canceled' : 'billing.subscription_ended';
    await recordDomainActivity(db, request, canceled, domain.id, { domain: domain.name });
    const after = await latestSubscription(db, domain.id, request.locale);
    if (!after) throw new Error('the subscription vanished while it was cancelled');
    return ok(
      subscriptionView(after),
      request.t(atPeriodEnd ? subscriptionMessages.endsAtPeriodEnd : subscriptionMessages.ended),
    );
  };

  const resumeSubscription: Handler<'resumeSubscription'> = async (request) => {
    const { domain, current } = await ownSubscription(
      signedIn(request).user.id,
      request.params.domain,
      request.locale,
    );
    const now = providerTime(new Date());
    const subscription = current?.subscription;
    if (
      !subscription ||
      !RUNNING.has(subscription.status) ||
      !subscription.cancelAtPeriodEnd ||
      (subscription.currentPeriodEnd && subscription.currentPeriodEnd <= now)
    ) {
      throw new HttpError(422, subscriptionMessages.cannotResume);
    }
    const { providerSubscriptionId } = subscription;
    const provider = await currentPaymentProvider(context);
    if (providerSubscriptionId && subscription.provider === provider.name) {
      await provider.resumeSubscription({ providerSubscriptionId });
    }
    await updateSubscription(db, subscription.id, {
      cancelAtPeriodEnd: false,
      canceledAt: null,
      cancelReason: null,
      providerUpdatedAt: now,
    });
    await recordDomainActivity(db, request, 'billing.subscription_resumed', domain.id, {
      domain: domain.name,
    });
    const after = await latestSubscription(db, domain.id, request.locale);
    if (!after) throw new Error('the subscription vanished while it was resumed');
    return ok(subscriptionView(after), request.t(subscriptionMessages.resumed));
  };

  return { getSubscription, cancelSubscription, resumeSubscription };
}
