import type { MessageDescriptor } from '@lingui/core';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { commonMessages } from '../lib/common-messages.ts';
import { failure } from '../lib/envelope.ts';
import { HttpError, invalidFields } from '../lib/http-error.ts';
import { translate } from '../lib/i18n.ts';
import { requestMessages } from './request-messages.ts';
import { validationFieldErrors } from './validation-errors.ts';

/** What reaches the error handler: Fastify's errors, or any error a handler threw (no code, no status). */
type CaughtError = Error & Partial<FastifyError>;

/** What to tell the client about a 4xx of Fastify, its router or a plugin (the static files' 403…). */
function clientErrorMessage(error: CaughtError, status: number): MessageDescriptor {
  switch (status) {
    case 403:
      return commonMessages.forbidden;
    case 404:
      return commonMessages.notFound;
    case 413:
      return requestMessages.bodyTooLarge;
    case 414:
      return requestMessages.addressTooLong;
    case 415:
      return requestMessages.unsupportedMediaType;
    default:
      return error.code?.startsWith('FST_ERR_CTP_')
        ? commonMessages.malformedBody
        : requestMessages.badRequest;
  }
}

/** Failures of Fastify and its plugins that are the client's fault: a failed schema, or any 4xx status. */
function fromFastifyError(error: CaughtError): HttpError | undefined {
  if (error.validation) {
    return invalidFields(validationFieldErrors(error.validation, error.validationContext ?? 'body'));
  }
  const status = error.statusCode ?? 0;
  return status >= 400 && status < 500 ? new HttpError(status, clientErrorMessage(error, status)) : undefined;
}

function send(request: FastifyRequest, reply: FastifyReply, error: HttpError) {
  const { fieldErrors, retryAfter, values, locale } = error.options;
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
    .send(
      failure(
        locale ? translate(error.text, locale, values) : request.t(error.text, values),
        errors ?? (error.statusCode === 422 ? {} : undefined),
      ),
    );
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
