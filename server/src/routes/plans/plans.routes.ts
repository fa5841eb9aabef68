import type { Handlers } from '../../api/handler.ts';
import { servicesSchemaHandlers } from './services-schema.handlers.ts';

/** The operations of the `plans` tag implemented so far: the services schema. */
export function plansHandlers(): Handlers {
  return {
    ...servicesSchemaHandlers(),
  };
}
