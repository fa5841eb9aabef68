import type { Handlers } from '../../api/handler.ts';
import type { AppContext } from '../../app-context.ts';
import { domainHandlers } from './domain.handlers.ts';
import { trackingDomainHandlers } from './tracking-domain.handlers.ts';

/** The operations of the `domains` tag. */
export function domainsHandlers(context: AppContext): Handlers {
  return {
    ...domainHandlers(context),
    ...trackingDomainHandlers(context),
  };
}
