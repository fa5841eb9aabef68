import { i18n } from '@lingui/core';
import type { FieldErrors } from './api-error';
import { apiMessages } from './api-messages';

const CONNECTION_REFUSED = /ECONNREFUSED|connection refused/i;
const SQL_TEXT =
  /SQLSTATE|\(SQL:|\bsyntax error at or near\b|\b(select\s.+\sfrom|insert\s+into|update\s.+\sset|delete\s+from)\b/i;
const INTERNALS = /\bat\s+\S+\s+\(.*:\d+:\d+\)|\/[\w./-]+\.(?:ts|js|php|py):\d+/;

export interface ServerErrorBody {
  message: string;
  errors: FieldErrors;
}

/**
 * Reads an error body and keeps only what is safe to show: the message (unless it carries SQL, a stack
 * trace or file paths) and the errors map. Trace, file, line and exception fields are never read.
 */
export function sanitizeErrorBody(body: unknown, status: number): ServerErrorBody {
  const record = typeof body === 'object' && body !== null ? (body as Record<string, unknown>) : {};
  const text = typeof body === 'string' ? body : record.message;
  return {
    message: safeMessage(typeof text === 'string' ? text : '', status),
    errors: fieldErrors(record.errors),
  };
}

function safeMessage(message: string, status: number): string {
  if (CONNECTION_REFUSED.test(message)) return i18n._(apiMessages.serviceUnavailable);
  if (
    !message.trim() ||
    message.trimStart().startsWith('<') ||
    SQL_TEXT.test(message) ||
    INTERNALS.test(message)
  ) {
    return i18n._(status >= 500 ? apiMessages.server : apiMessages.generic);
  }
  return message.trim();
}

function fieldErrors(value: unknown): FieldErrors {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return {};
  const errors: FieldErrors = {};
  for (const [field, messages] of Object.entries(value)) {
    const list = Array.isArray(messages) ? messages : [messages];
    const texts = list.filter((m): m is string => typeof m === 'string');
    if (texts.length) errors[field] = texts;
  }
  return errors;
}
