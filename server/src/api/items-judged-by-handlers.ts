import type { ContractOperation } from './contract-operations.ts';
import type { Contract } from './contract.ts';

/**
 * Batches whose items are judged one by one by their handler, as schema name and array property: the
 * contract takes such a batch even when some items are invalid (each is rejected on its own, with its
 * index), so the route validates the batch's shape and leaves the items to the handler, faults the
 * request guards look for included (request-guards.ts).
 */
const JUDGED_ITEMS = [{ schema: 'EventIngestRequest', property: 'events' }] as const;

type Schemas = Record<string, { properties?: Record<string, { items?: unknown }> }>;

/** The contract as the routes validate it: the items of the batches above accept any value. */
export function itemsJudgedByHandlers(contract: Contract): Contract {
  const served = structuredClone(contract);
  const schemas = (served.components as { schemas: Schemas }).schemas;
  for (const { schema, property } of JUDGED_ITEMS) {
    const array = schemas[schema]?.properties?.[property];
    if (!array?.items) throw new Error(`${schema}.${property} is no array of the contract`);
    array.items = {};
  }
  return served;
}

/** The array property of `operation`'s JSON body whose items its handler judges (`events`), if any. */
export function judgedItemsOf(operation: ContractOperation): string | undefined {
  const schema = operation.requestBody?.content['application/json']?.schema;
  return JUDGED_ITEMS.find(({ schema: name }) => schema?.$ref === `#/components/schemas/${name}`)?.property;
}

/** `body` without the items its handler judges, for the checks that would refuse the whole request. */
export function withoutJudgedItems(body: unknown, property: string | undefined): unknown {
  if (property === undefined || typeof body !== 'object' || body === null || !(property in body)) return body;
  return { ...body, [property]: [] };
}
