import { Ajv2020 } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import { loadContract } from '../../server/src/api/contract.ts';

interface ResponseObject {
  content?: Record<string, { schema?: object }>;
  $ref?: string;
}

const contract = loadContract();
const ajv = new Ajv2020({ allErrors: true, strict: false });
addFormats(ajv);
ajv.addSchema({ components: contract.components as object }, 'contract');

function resolveResponse(response: ResponseObject): ResponseObject {
  if (!response.$ref) return response;
  const name = response.$ref.replace('#/components/responses/', '');
  const responses = (contract.components as { responses: Record<string, ResponseObject> }).responses;
  return responses[name] ?? {};
}

/** Rewrites `#/components/...` refs so they point into the schema registered as `contract`. */
function rebase(schema: unknown): unknown {
  if (Array.isArray(schema)) return schema.map(rebase);
  if (typeof schema !== 'object' || schema === null) return schema;
  return Object.fromEntries(
    Object.entries(schema).map(([key, value]) => [
      key,
      key === '$ref' && typeof value === 'string' ? value.replace(/^#/, 'contract#') : rebase(value),
    ]),
  );
}

const templates = Object.keys(contract.paths).map((template) => ({
  template,
  pattern: new RegExp(`^${template.replace(/\{[^}]+\}/g, '[^/]+')}$`),
  // A literal segment beats a parameter: /auth/sessions/terminate-others over /auth/sessions/{id}.
  literalLength: template.replace(/\{[^}]+\}/g, '').length,
}));

const validators = new Map<string, ReturnType<typeof ajv.compile> | null>();

/**
 * Checks an answer of the API against the contract: the status must be declared for the operation and
 * the JSON body must match its schema. Returns what is wrong, or nothing.
 */
export function contractViolations(method: string, apiPath: string, status: number, body: unknown): string[] {
  const match = templates
    .filter(({ pattern }) => pattern.test(apiPath))
    .sort((a, b) => b.literalLength - a.literalLength)[0];
  if (!match) return [`${method} ${apiPath} is not a path of the contract`];
  const operation = (
    contract.paths[match.template] as Record<string, { responses?: Record<string, ResponseObject> }>
  )[method.toLowerCase()];
  if (!operation) return [`${method} ${match.template} is not an operation of the contract`];
  const declared = operation.responses?.[String(status)];
  // 501 is the pending answer of operations whose issue has not landed yet; it is not part of the contract.
  if (!declared)
    return status === 501 ? [] : [`${method} ${match.template} does not declare status ${status}`];
  const schema = resolveResponse(declared).content?.['application/json']?.schema;
  if (!schema) return [];
  const key = `${method} ${match.template} ${status}`;
  if (!validators.has(key)) validators.set(key, ajv.compile(rebase(schema) as object));
  const validate = validators.get(key);
  if (!validate || validate(body)) return [];
  return (validate.errors ?? []).map(
    (error) => `${key}: ${error.instancePath || '/'} ${error.message ?? ''}`,
  );
}
