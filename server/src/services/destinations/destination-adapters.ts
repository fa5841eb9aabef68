import type { DestinationAdapter } from './destination.ts';
import { ga4 } from './ga4.ts';
import { metaCapi } from './meta-capi.ts';
import { tiktok } from './tiktok.ts';
import { webhook } from './webhook.ts';

const ADAPTERS = new Map<string, DestinationAdapter>(
  [metaCapi, ga4, tiktok, webhook].map((adapter) => [adapter.key, adapter]),
);

/** The adapter of the service `key` of the catalog, or undefined for a key the platform does not know. */
export function destinationAdapter(key: string): DestinationAdapter | undefined {
  return ADAPTERS.get(key);
}
