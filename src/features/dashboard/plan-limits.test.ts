import { describe, expect, it } from 'vitest';
import { aDomain, aPlan } from '../../../tests/fixtures/domains';
import { domainUsages, domainsOfRetiredPlans, monthlyLimit } from './plan-limits';

const starter = aPlan({
  id: 'plan-starter',
  name: 'Starter',
  limits: { events_per_month: 10_000, tracking_domains: 1, services: 2 },
});
const pro = aPlan();
const shop = aDomain();
const blog = aDomain({
  id: 'domain-2',
  name: 'blog.example.com',
  plan: { id: 'plan-starter', slug: 'starter', name: 'Starter' },
  events_count: 9_000,
});
const legacy = aDomain({
  id: 'domain-3',
  name: 'old.example.com',
  plan: { id: 'plan-legacy', slug: 'legacy', name: 'Legacy' },
  events_count: 10,
});

describe('domainUsages', () => {
  it("reads each domain's limit from its plan in the plans list", () => {
    expect(domainUsages([shop, blog], [pro, starter])).toEqual([
      { id: 'domain-1', name: 'shop.example.com', planName: 'Pro', used: 1234, limit: 100_000 },
      { id: 'domain-2', name: 'blog.example.com', planName: 'Starter', used: 9000, limit: 10_000 },
    ]);
  });

  it('takes the limit of a plan no longer offered from the domain stats, and waits for it', () => {
    expect(domainUsages([legacy], [pro])).toEqual([]);
    expect(domainsOfRetiredPlans([shop, legacy], [pro])).toEqual(['domain-3']);
    expect(domainUsages([legacy], [pro], new Map([['domain-3', 500]]))).toEqual([
      { id: 'domain-3', name: 'old.example.com', planName: 'Legacy', used: 10, limit: 500 },
    ]);
  });

  it('leaves out a domain without a plan', () => {
    expect(domainUsages([aDomain({ plan: null })], [pro])).toEqual([]);
    expect(domainsOfRetiredPlans([aDomain({ plan: null })], [pro])).toEqual([]);
  });
});

describe('monthlyLimit', () => {
  it('adds up the limits of every plan', () => {
    expect(monthlyLimit(domainUsages([shop, blog], [pro, starter]))).toBe(110_000);
  });

  it('is no limit when one plan is unlimited, or no domain has a plan', () => {
    const unlimited = aPlan({ limits: { events_per_month: null, tracking_domains: 10, services: null } });
    expect(monthlyLimit(domainUsages([shop, blog], [unlimited, starter]))).toBeNull();
    expect(monthlyLimit([])).toBeNull();
  });
});
