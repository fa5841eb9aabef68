import type { FastifyRequest } from 'fastify';
import { fieldMessages } from '../lib/common-messages.ts';
import { HttpError, invalidField, invalidFields, type FieldError } from '../lib/http-error.ts';
import { contractOperations, type ContractOperation } from './contract-operations.ts';
import type { Contract } from './contract.ts';
import { judgedItemsOf, withoutJudgedItems } from './items-judged-by-handlers.ts';
import { requestMessages } from './request-messages.ts';
import { nonFiniteNumberFields, unstorableTextFields } from './unsafe-values.ts';

type Guard = (request: FastifyRequest) => Promise<void>;

/** The hooks that keep bad input from one operation's handler, by the step of the request they run at. */
export interface OperationGuards {
  preParsing: Guard;
  preValidation: Guard[];
  preHandler: Guard;
}

/**
 * The media types an operation's body may come as. An operation without a body takes JSON all the same:
 * the API speaks it, and many clients send `Content-Type: application/json` (with an empty body) on every
 * call; the handler never reads such a body.
 */
function acceptedMediaTypes(operation: ContractOperation): string[] {
  return Object.keys(operation.requestBody?.content ?? { 'application/json': {} }).map((type) =>
    type.toLowerCase(),
  );
}

/** Whether Fastify will look for a parser: the request names a content type, or sends a body without one. */
function carriesBody(request: FastifyRequest): boolean {
  const { 'content-type': type, 'content-length': length, 'transfer-encoding': encoding } = request.headers;
  return type !== undefined || encoding !== undefined || (length !== undefined && length !== '0');
}

/** 415 before any parser reads a body of a type the operation does not take. */
function refuseOtherMediaTypes(operation: ContractOperation): Guard {
  const accepted = acceptedMediaTypes(operation);
  return async (request) => {
    if (!carriesBody(request)) return;
    const mediaType = request.headers['content-type']?.split(';')[0]?.trim().toLowerCase() ?? '';
    if (!accepted.includes(mediaType)) throw new HttpError(415, requestMessages.unsupportedMediaType);
  };
}

/**
 * 422 on `body` when a required body is missing (or was an empty JSON body, which the parser reads as
 * none). The schema cannot say so itself: Fastify validates a body only when one came. A multipart body
 * is read by its handler, so it is never set here.
 */
function requireBody(operation: ContractOperation): Guard {
  const required = operation.requestBody?.required === true;
  return async (request) => {
    if (required && request.body === undefined && !request.isMultipart()) {
      throw invalidField('body', fieldMessages.required);
    }
  };
}

/**
 * A 422 naming each field `find` reports in any part of the request, with `message` on each; the items
 * of a batch its handler judges one by one are left to it (`judgedItems`, the batch's property).
 */
function refuseFields(
  { headerNames, judgedItems }: { headerNames: string[]; judgedItems: string | undefined },
  find: (part: unknown, root: string) => string[],
  message: FieldError,
): Guard {
  return async (request) => {
    const headers = Object.fromEntries(headerNames.map((name) => [name, request.headers[name]]));
    const fields = [
      ...find(withoutJudgedItems(request.body, judgedItems), 'body'),
      ...find(request.query, 'query'),
      ...find(request.params, 'path'),
      ...find(headers, 'headers'),
    ];
    if (fields.length > 0) {
      throw invalidFields(Object.fromEntries(fields.map((field) => [field, [message]])));
    }
  };
}

/**
 * What every operation of the contract, present and future, refuses before its handler runs, by
 * operationId: a body of a type it does not take (415), a missing required body, text PostgreSQL cannot
 * store, and numbers that are not finite (422, naming the field), except inside the items of a batch
 * judged one by one, where they refuse only their item. The last check runs after validation, because
 * Ajv turns the query text `1e999` into Infinity and then skips `maximum` for it.
 */
export function requestGuards(contract: Contract): (operationId: string) => OperationGuards {
  const guards = new Map<string, OperationGuards>();
  for (const operation of contractOperations(contract)) {
    const headerNames = operation.parameters
      .filter((parameter) => parameter.in === 'header')
      .map((parameter) => parameter.name.toLowerCase());
    const fields = { headerNames, judgedItems: judgedItemsOf(operation) };
    guards.set(operation.operationId, {
      preParsing: refuseOtherMediaTypes(operation),
      preValidation: [
        requireBody(operation),
        refuseFields(fields, unstorableTextFields, { message: requestMessages.unstorableText }),
      ],
      preHandler: refuseFields(fields, nonFiniteNumberFields, { message: fieldMessages.invalid }),
    });
  }
  return (operationId) => {
    const found = guards.get(operationId);
    if (!found) throw new Error(`${operationId} is not an operation of the contract`);
    return found;
  };
}
