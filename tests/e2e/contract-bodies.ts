import type { Page } from '@playwright/test';
import { Ajv, type ValidateFunction } from 'ajv';
import addFormats from 'ajv-formats';
import { contractOperations, type ContractOperation } from '../../server/src/api/contract-operations.ts';
import { loadContract } from '../../server/src/api/contract.ts';

const API_PREFIX = '/api/v1';

interface BodyCheck {
  operationId: string;
  method: string;
  path: RegExp;
  validate: ValidateFunction;
}

/** A validator of each operation's JSON body, as the contract writes it (its batches' items included). */
function bodyChecks(): BodyCheck[] {
  const contract = loadContract();
  const ajv = new Ajv({ allErrors: true, allowUnionTypes: true, strict: false, validateSchema: false });
  addFormats(ajv);
  ajv.addSchema({ components: contract.components as object }, 'contract');
  return contractOperations(contract).flatMap((operation: ContractOperation) => {
    const schema = operation.requestBody?.content['application/json']?.schema;
    if (!schema) return [];
    // The body's own `$ref`s point into the contract added above.
    const located = JSON.parse(
      JSON.stringify(schema).replaceAll('"#/components/', '"contract#/components/'),
    ) as object;
    const path = new RegExp(`^${operation.path.replace(/\{\w+\}/g, '[^/]+')}$`);
    return [
      { operationId: operation.operationId, method: operation.method, path, validate: ajv.compile(located) },
    ];
  });
}

/**
 * Watches every API request `page` sends and notes each body field the contract does not list for its
 * operation (`additionalProperties: false`, at any depth), as `operationId: /path/to/field`. The server
 * refuses such fields with 422; this names the screen's request that sent one, even where a screen would
 * swallow the refusal.
 */
export function watchRequestBodies(page: Page): { unlisted: string[]; checked: string[] } {
  const checks = bodyChecks();
  const found = { unlisted: [] as string[], checked: [] as string[] };
  page.on('request', (request) => {
    const url = new URL(request.url());
    const body = request.postData();
    if (!url.pathname.startsWith(API_PREFIX) || !body) return;
    if (!request.headers()['content-type']?.includes('application/json')) return;
    const path = url.pathname.slice(API_PREFIX.length);
    const check = checks.find((one) => one.method === request.method() && one.path.test(path));
    if (!check) return;
    found.checked.push(check.operationId);
    check.validate(JSON.parse(body));
    for (const error of check.validate.errors ?? []) {
      if (error.keyword !== 'additionalProperties') continue;
      found.unlisted.push(
        `${check.operationId}: ${error.instancePath}/${String(error.params.additionalProperty)}`,
      );
    }
  });
  return found;
}
