import { i18n } from '@lingui/core';
import type { Middleware } from 'openapi-fetch';
import { ApiError } from '../api-error';
import { eventForStatus, type ApiEvents } from '../api-events';
import { apiMessages } from '../api-messages';
import { sanitizeErrorBody } from '../sanitize-error';

/**
 * Turns every failure into a rejected {@link ApiError} and announces it by status, and makes every JSON
 * success an envelope: a body without `success` is taken as `success: true` with the message 'Success'.
 */
export function responseHandling(events: ApiEvents): Middleware {
  const fail = (error: ApiError) => {
    const type = eventForStatus(error.status);
    if (type) events.emit(type, error);
    return error;
  };

  return {
    async onResponse({ response }) {
      if (!response.ok) throw fail(await errorFromResponse(response));
      if (!isJson(response) || response.status === 204) return undefined;
      const body: unknown = await response.clone().json();
      if (isRecord(body) && body.success === false) throw await errorFromResponse(response);
      if (isRecord(body) && 'success' in body) return undefined;
      return jsonResponse(asEnvelope(body), response);
    },
    onError({ error }) {
      if (errorName(error) === 'AbortError') return error as Error;
      const message = i18n._(errorName(error) === 'TimeoutError' ? apiMessages.timeout : apiMessages.network);
      return fail(new ApiError({ message, status: 0 }));
    },
  };
}

async function errorFromResponse(response: Response): Promise<ApiError> {
  const text = await response.text();
  const { message, errors } = sanitizeErrorBody(parseJson(text), response.status);
  const retryAfter = Number(response.headers.get('Retry-After')) || undefined;
  return new ApiError({ message, errors, status: response.status, retryAfter });
}

function asEnvelope(body: unknown): Record<string, unknown> {
  const rest = isRecord(body) && 'data' in body ? body : { data: body };
  return { success: true, message: i18n._(apiMessages.success), ...rest };
}

function jsonResponse(body: unknown, like: Response): Response {
  const headers = new Headers(like.headers);
  headers.delete('Content-Length');
  return new Response(JSON.stringify(body), { status: like.status, statusText: like.statusText, headers });
}

/** By name, not class: DOMException differs between realms (browser, jsdom, Node). */
function errorName(error: unknown): string | undefined {
  return error instanceof Error || error instanceof DOMException ? error.name : undefined;
}

function isJson(response: Response): boolean {
  return /\bjson\b/.test(response.headers.get('Content-Type') ?? '');
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}
