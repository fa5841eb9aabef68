import type { components } from '@/api/schema.gen';
import { aDomain, aDomainHealth, aDomainStats, aPlan, servicesSchema } from '../../fixtures/domains';
import { contract, envelope, listEnvelope } from '../contract';

type Schemas = components['schemas'];

// Tags `domains` and `plans`: the handlers most domain screens need, answering as the reference server
// does. A test that needs another answer (a refusal, a request to look at) writes its own with `contract`.

export const domainHandlers = {
  /** GET /domains: one page of `domains`, `total` in all. */
  list: (domains: Schemas['Domain'][] = [aDomain()], total = domains.length) =>
    contract.get('/domains', () => listEnvelope(domains, { total })),
  /** GET /domains/{domainId}. */
  detail: (domain: Schemas['Domain'] = aDomain()) =>
    contract.get('/domains/{domainId}', () => envelope(domain)),
  /** GET /domains/{domain}/stats. */
  stats: (stats: Schemas['DomainStats'] = aDomainStats()) =>
    contract.get('/domains/{domain}/stats', () => envelope(stats)),
  /** GET /domains/{domain}/status. */
  health: (health: Schemas['DomainHealth'] = aDomainHealth()) =>
    contract.get('/domains/{domain}/status', () => envelope(health)),
  /** GET /services/schema. */
  servicesSchema: (services: Schemas['ServiceDefinition'][] = servicesSchema()) =>
    contract.get('/services/schema', () => envelope(services)),
  /** GET /plans. */
  plans: (plans: Schemas['Plan'][] = [aPlan()]) => contract.get('/plans', () => envelope(plans)),
};
