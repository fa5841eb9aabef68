import type { Handlers } from '../../api/handler.ts';
import type { AppContext } from '../../app-context.ts';

/** The operations on a domain's first-party tracking subdomain and its verification. */
export function trackingDomainHandlers(_context: AppContext): Handlers {
  return {};
}
