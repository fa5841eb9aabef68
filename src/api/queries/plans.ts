import { queryOptions } from '@tanstack/react-query';
import { api } from '@/api/api';
import { dataOf } from '@/api/envelope-data';
import type { components } from '@/api/schema.gen';

// Tag `plans` (spec section 7, Plans): what a domain can subscribe to and forward its events to.

type Schemas = components['schemas'];
export type Plan = Schemas['Plan'];
export type ServiceDefinition = Schemas['ServiceDefinition'];
export type ServiceField = Schemas['ServiceField'];

export const planKeys = {
  all: ['plans'] as const,
  list: () => [...planKeys.all, 'list'] as const,
  /** The services' names, labels and help are in the request's language: one entry per language. */
  servicesSchema: (locale: string) => [...planKeys.all, 'services-schema', locale] as const,
};

export const planQueries = {
  /** GET /plans: the active plans, in their order of display. */
  list: () =>
    queryOptions({
      queryKey: planKeys.list(),
      queryFn: ({ signal }) => dataOf(api.GET('/plans', { signal })),
    }),
  /** GET /services/schema: every destination a domain can forward to, with the fields of its form. */
  servicesSchema: (locale: string) =>
    queryOptions({
      queryKey: planKeys.servicesSchema(locale),
      queryFn: ({ signal }) => dataOf(api.GET('/services/schema', { signal })),
    }),
};
