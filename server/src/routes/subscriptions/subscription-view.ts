import type { CurrentSubscription } from './subscriptions.repo.ts';

/** A subscription as the contract's Subscription. */
export function subscriptionView({ subscription, plan }: CurrentSubscription) {
  return {
    id: subscription.id,
    domain_id: subscription.domainId,
    plan: { id: plan.id, slug: plan.slug, name: plan.name },
    status: subscription.status,
    interval: subscription.interval,
    cancel_at_period_end: subscription.cancelAtPeriodEnd,
    current_period_start: subscription.currentPeriodStart,
    current_period_end: subscription.currentPeriodEnd,
    trial_end: subscription.trialEnd,
    canceled_at: subscription.canceledAt,
    created_at: subscription.createdAt,
  };
}
