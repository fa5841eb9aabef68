import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { parse } from 'yaml';

export const CONTRACT_PATH = fileURLToPath(new URL('../../../openapi/openapi.yaml', import.meta.url));

type SecurityRequirement = Record<string, string[]>;
interface OperationObject {
  operationId: string;
  tags?: string[];
  security?: SecurityRequirement[];
  parameters?: unknown[];
  requestBody?: unknown;
  /** The permission a staff operation needs. */
  'x-permission'?: string;
  /** The role a staff operation needs besides its permission. */
  'x-requires-role'?: string;
}
export interface Contract {
  servers: { url: string }[];
  security?: SecurityRequirement[];
  /** Each path's operations by method (and its shared `parameters`, under that key). */
  paths: Record<string, Record<string, OperationObject>>;
  [key: string]: unknown;
}

/** Contracts by path, parsed once per process: the YAML takes about a second to parse. */
const parsedContracts = new Map<string, Contract>();

/**
 * The contract the server implements, read from openapi/ at start-up; each caller gets its own copy to
 * change. Parsed once per process (a server built again in the same process, as each server test file
 * does, copies it instead).
 */
export function loadContract(path = CONTRACT_PATH): Contract {
  let parsed = parsedContracts.get(path);
  if (!parsed) {
    parsed = parse(readFileSync(path, 'utf8')) as Contract;
    parsedContracts.set(path, parsed);
  }
  return structuredClone(parsed);
}

/**
 * How an operation is guarded: `required` bearer token, `optional` (either way), `none`, or `apiKey`: a
 * domain's API key, or a bearer token where the contract offers both, which the handler tells apart.
 */
export type Guard = 'required' | 'optional' | 'none' | 'apiKey';

export function operationGuards(contract: Contract): Map<string, Guard> {
  const guards = new Map<string, Guard>();
  for (const pathItem of Object.values(contract.paths)) {
    for (const operation of Object.values(pathItem)) {
      if (typeof operation !== 'object' || !('operationId' in operation)) continue;
      const requirements = operation.security ?? contract.security ?? [];
      const schemes = requirements.flatMap((requirement) => Object.keys(requirement));
      const anonymousAllowed = requirements.some((requirement) => Object.keys(requirement).length === 0);
      const guard: Guard =
        requirements.length === 0
          ? 'none'
          : anonymousAllowed
            ? 'optional'
            : schemes.includes('apiKeyAuth') || !schemes.includes('bearerAuth')
              ? 'apiKey'
              : 'required';
      guards.set(operation.operationId, guard);
    }
  }
  return guards;
}

/** What a staff operation asks of its caller: a permission, and for some a role too. */
export interface StaffRequirement {
  permission: string;
  role?: string;
}

/** The staff operations of the contract, by operationId, with what each asks of its caller. */
export function staffRequirements(contract: Contract): Map<string, StaffRequirement> {
  const requirements = new Map<string, StaffRequirement>();
  for (const pathItem of Object.values(contract.paths)) {
    for (const operation of Object.values(pathItem)) {
      if (typeof operation !== 'object' || !('operationId' in operation)) continue;
      const permission = operation['x-permission'];
      if (permission)
        requirements.set(operation.operationId, { permission, role: operation['x-requires-role'] });
    }
  }
  return requirements;
}
