import type { FastifySchemaValidationError } from 'fastify';
import { fieldMessages } from '../lib/common-messages.ts';
import type { FieldError } from '../lib/http-error.ts';

/** How the request parts are named in FieldErrors when a whole part is wrong (a body that is no object). */
const PART_NAMES: Record<string, string> = {
  body: 'body',
  querystring: 'query',
  params: 'path',
  headers: 'headers',
};

/** `/services/0/enabled` → `services.0.enabled`, the naming of the contract's FieldErrors. */
function fieldName(error: FastifySchemaValidationError, part: string): string {
  const path = error.instancePath.split('/').filter(Boolean);
  const params = error.params;
  if (error.keyword === 'required' && typeof params.missingProperty === 'string')
    path.push(params.missingProperty);
  if (error.keyword === 'additionalProperties' && typeof params.additionalProperty === 'string') {
    path.push(params.additionalProperty);
  }
  return path.join('.') || (PART_NAMES[part] ?? part);
}

function fieldError(error: FastifySchemaValidationError): FieldError {
  const params = error.params;
  switch (error.keyword) {
    case 'required':
      return { message: fieldMessages.required };
    case 'format':
      return { message: params.format === 'email' ? fieldMessages.email : fieldMessages.invalid };
    case 'minLength':
      // An empty string where text is needed reads as a missing value to the user.
      return Number(params.limit) === 1
        ? { message: fieldMessages.required }
        : { message: fieldMessages.minLength, values: { limit: Number(params.limit) } };
    case 'maxLength':
    case 'minimum':
    case 'maximum':
      return { message: fieldMessages[error.keyword], values: { limit: Number(params.limit) } };
    case 'enum':
      return {
        message: fieldMessages.enum,
        values: { allowed: (params.allowedValues as unknown[]).map(String).join(', ') },
      };
    case 'type':
      return { message: fieldMessages.type };
    case 'additionalProperties':
      return { message: fieldMessages.unknownField };
    default:
      return { message: fieldMessages.invalid };
  }
}

/** Groups the schema validator's complaints about one `part` of the request by field, one message of each kind per field. */
export function validationFieldErrors(
  errors: FastifySchemaValidationError[],
  part: string,
): Record<string, FieldError[]> {
  // A Map, not an object: a refused field may be named `constructor` or `__proto__`.
  const byField = new Map<string, FieldError[]>();
  for (const error of errors) {
    // A failed oneOf/anyOf repeats what its branches said; the branches are enough.
    if (error.keyword === 'oneOf' || error.keyword === 'anyOf' || error.keyword === 'if') continue;
    const name = fieldName(error, part);
    const entry = fieldError(error);
    const list = byField.get(name) ?? [];
    byField.set(name, list);
    if (!list.some((known) => known.message === entry.message)) list.push(entry);
  }
  return Object.fromEntries(byField);
}
