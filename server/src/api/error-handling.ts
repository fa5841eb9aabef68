import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { commonMessages } from '../lib/common-messages.ts';
import { failure } from '../lib/envelope.ts';
import { HttpError, invalidFields } from '../lib/http-error.ts';
import { validationFieldErrors } from './validation-errors.ts';

/** What reaches the error handler: Fastify's errors, or any error a handler threw (no code, no status). */
type CaughtError = Error & Partial<FastifyError>;

/** Fastify's own failures that are the client's fault, by code. */
function fromFastifyError(error: CaughtError): HttpError | undefined {
  if (error.validation) return invalidFields(validationFieldErrors(error.validation));
  if (error.code?.startsWith('FST_ERR_CTP_') || error.statusCode === 400 || error.statusCode === 413) {
    return new HttpError(error.statusCode === 413 ? 413 : 400, commonMessages.malformedBody);
  }
  return undefined;
}

function send(request: FastifyRequest, reply: FastifyReply, error: HttpError) {
  const { fieldErrors, retryAfter, values } = error.options;
  const errors =
    fieldErrors &&
    Object.fromEntries(
      Object.entries(fieldErrors).map(([field, list]) => [
        field,
        list.map((entry) => request.t(entry.message, entry.values)),
      ]),
    );
  if (retryAfter) void reply.header('Retry-After', String(retryAfter));
  return reply
    .code(error.statusCode)
    .send(failure(request.t(error.text, values), errors ?? (error.statusCode === 422 ? {} : undefined)));
}

/**
 * The one place errors become answers: expected failures keep their status and message, anything else
 * is logged and answered with a plain 500 that reveals nothing of the server.
 */
export function registerErrorHandling(app: FastifyInstance) {
  app.setErrorHandler((error: CaughtError, request, reply) => {
    const known = error instanceof HttpError ? error : fromFastifyError(error);
    if (known) return send(request, reply, known);
    request.log.error({ err: error }, 'unexpected error');
    return send(request, reply, new HttpError(500, commonMessages.serverError));
  });
}
