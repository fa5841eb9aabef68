import type { Handlers } from '../../api/handler.ts';
import type { AppContext } from '../../app-context.ts';
import { plansListHandlers } from './plans.handlers.ts';
import { servicesSchemaHandlers } from './services-schema.handlers.ts';

/** The operations of the `plans` tag implemented so far: the plans on offer and the services schema. */
export function plansHandlers(context: AppContext): Handlers {
  return {
    ...plansListHandlers(context),
    ...servicesSchemaHandlers(),
  };
}
