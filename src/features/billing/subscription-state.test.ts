import { describe, expect, it } from 'vitest';
import { aSubscription } from '../../../tests/fixtures/subscriptions';
import { canCancel, nextDateOf, subscriptionStateOf } from './subscription-state';

describe('subscriptionStateOf', () => {
  it('is none without a subscription and the provider’s status otherwise', () => {
    expect(subscriptionStateOf(null)).toBe('none');
    expect(subscriptionStateOf(aSubscription({ status: 'past_due' }))).toBe('past_due');
    expect(subscriptionStateOf(aSubscription({ status: 'canceled' }))).toBe('canceled');
  });

  it('is ending for a running subscription set to stop at the period’s end', () => {
    expect(subscriptionStateOf(aSubscription({ cancel_at_period_end: true }))).toBe('ending');
    expect(subscriptionStateOf(aSubscription({ status: 'trialing', cancel_at_period_end: true }))).toBe(
      'ending',
    );
  });
});

describe('canCancel', () => {
  it('allows cancelling what runs and is not already set to end', () => {
    expect(['active', 'trialing', 'past_due'].every((state) => canCancel(state as never))).toBe(true);
    expect(['none', 'ending', 'canceled', 'incomplete'].some((state) => canCancel(state as never))).toBe(
      false,
    );
  });
});

describe('nextDateOf', () => {
  it('is the trial’s end in a trial, the end when canceled, the period’s end otherwise', () => {
    const trialEnd = new Date('2026-01-15T00:00:00Z');
    const canceledAt = new Date('2026-01-10T00:00:00Z');
    const trial = aSubscription({ status: 'trialing', trial_end: trialEnd });
    expect(nextDateOf(trial, 'trialing')).toBe(trialEnd);
    const canceled = aSubscription({ status: 'canceled', canceled_at: canceledAt });
    expect(nextDateOf(canceled, 'canceled')).toBe(canceledAt);
    expect(nextDateOf(aSubscription(), 'active')).toEqual(new Date('2026-02-01T10:00:00Z'));
    expect(nextDateOf(null, 'none')).toBeNull();
  });
});
