import { Readable } from 'node:stream';
import type { FastifyReply } from 'fastify';
/** Characters a spreadsheet reads as the start of a formula, when a cell begins with one. */
const FORMULA_START = /^[=+\-@\t\r]/;

/**
 * One CSV cell: text that a spreadsheet would run as a formula gets a leading `'` (OWASP's advice), and
 * a cell with a comma, quote or line break is quoted, its quotes doubled. Numbers are written as they
 * are: a negative amount stays a number.
 */
export function csvCell(value: string | number | null): string {
  if (value === null) return '';
  if (typeof value === 'number') return String(value);
  const safe = FORMULA_START.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
}

/** One CSV line, ended by CRLF as RFC 4180 has it. */
export const csvLine = (cells: readonly (string | number | null)[]) => `${cells.map(csvCell).join(',')}\r\n`;

/** Sends `lines` as a streamed CSV download named `fileName`: no file is ever held whole. */
export function sendCsv(reply: FastifyReply, fileName: string, lines: AsyncIterable<string>): never {
  return reply
    .type('text/csv; charset=utf-8')
    .header('Content-Disposition', `attachment; filename="${fileName}"`)
    .send(Readable.from(lines)) as never;
}
