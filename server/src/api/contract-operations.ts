import type { Contract } from './contract.ts';

/** A JSON Schema of the contract, as written (it may hold `$ref`s). */
export type SchemaObject = Record<string, unknown>;

export interface ParameterObject {
  name: string;
  in: 'path' | 'query' | 'header' | 'cookie';
  required?: boolean;
  style?: string;
  schema?: SchemaObject;
}

export interface RequestBodyObject {
  required?: boolean;
  content: Record<string, { schema?: SchemaObject }>;
}

/** One operation of the contract with its inputs: what a request to it may carry. */
export interface ContractOperation {
  operationId: string;
  /** Upper case, as on the wire. */
  method: string;
  /** As the contract writes it, under the server URL: `/auth/sessions/{id}`. */
  path: string;
  /** The path item's parameters and the operation's own, `$ref`s followed. */
  parameters: ParameterObject[];
  requestBody: RequestBodyObject | undefined;
}

type Reference = { $ref: string };
const isReference = (value: unknown): value is Reference =>
  typeof value === 'object' && value !== null && typeof (value as Reference).$ref === 'string';

/** Follows a local `$ref` (`#/components/…`), and the refs it leads to, to the object it names. */
export function resolveRef<T>(contract: Contract, value: T | Reference): T {
  let current: unknown = value;
  while (isReference(current)) {
    current = current.$ref
      .slice(2)
      .split('/')
      .reduce<unknown>((node, key) => (node as Record<string, unknown> | undefined)?.[key], contract);
  }
  return current as T;
}

const METHODS = new Set(['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace']);

/** Every operation of the contract, in the order it lists them. */
export function contractOperations(contract: Contract): ContractOperation[] {
  const operations: ContractOperation[] = [];
  for (const [path, pathItem] of Object.entries(contract.paths)) {
    const shared = ((pathItem as { parameters?: unknown }).parameters ?? []) as (
      ParameterObject | Reference
    )[];
    for (const [method, operation] of Object.entries(pathItem)) {
      if (!METHODS.has(method)) continue;
      const own = (operation.parameters ?? []) as (ParameterObject | Reference)[];
      const parameters = [...shared, ...own].map((parameter) => resolveRef(contract, parameter));
      operations.push({
        operationId: operation.operationId,
        method: method.toUpperCase(),
        path,
        // An operation's parameter replaces the path item's of the same name and place.
        parameters: parameters.filter(
          (parameter, index) =>
            !parameters.some(
              (later, laterIndex) =>
                laterIndex > index && later.name === parameter.name && later.in === parameter.in,
            ),
        ),
        requestBody: operation.requestBody
          ? resolveRef(contract, operation.requestBody as RequestBodyObject | Reference)
          : undefined,
      });
    }
  }
  return operations;
}
