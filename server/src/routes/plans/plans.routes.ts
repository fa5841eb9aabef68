import type { Handlers } from '../../api/handler.ts';
import type { AppContext } from '../../app-context.ts';
import { planComparisonHandlers } from './plan-comparison.handlers.ts';
import { planUpgradeHandlers } from './plan-upgrade.handlers.ts';
import { plansListHandlers } from './plans.handlers.ts';
import { servicesSchemaHandlers } from './services-schema.handlers.ts';

/** The operations of the `plans` tag: the plans on offer, their comparison, plan changes, the services schema. */
export function plansHandlers(context: AppContext): Handlers {
  return {
    ...plansListHandlers(context),
    ...planComparisonHandlers(context),
    ...planUpgradeHandlers(context),
    ...servicesSchemaHandlers(),
  };
}
