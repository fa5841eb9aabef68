import { msg } from '@lingui/core/runtime-macro';
import type { Handler, Handlers } from '../../api/handler.ts';
import type { AppContext } from '../../app-context.ts';
import { ok } from '../../lib/envelope.ts';
import { addDays, daysCovered } from '../user/local-dates.ts';
import type { Period } from './analytics-period.ts';
import { readAnalyticsRequest } from './analytics-request.ts';
import { exportRows, type ExportRow } from './analytics.repo.ts';
import { csvLine, sendCsv } from './csv.ts';
import { minorDigits, money } from './money.ts';

/** Days read per query while streaming: a month's rows at a time, whatever the period. */
const CHUNK_DAYS = 31;

/** The period cut into runs of at most CHUNK_DAYS days, in order. */
function* chunks({ startDate, endDate }: Period): Generator<Period> {
  for (let start = startDate; daysCovered(start, endDate) > 0; start = addDays(start, CHUNK_DAYS)) {
    const end = addDays(start, CHUNK_DAYS - 1);
    yield { startDate: start, endDate: daysCovered(end, endDate) > 0 ? end : endDate };
  }
}

/**
 * The column names, in the contract's order, in the request's language, each saying what its figures
 * are where a reader could wonder: the days are the user's (`timeZone`), the revenue is in its row's
 * currency. The figures themselves are plain machine numbers in every language (a dot decimal, no
 * grouping), so a spreadsheet or a script reads the file the same whoever exported it.
 */
const header = (timeZone: string) => [
  msg`Date (${{ timeZone }})`,
  msg`Domain ID`,
  msg`Domain`,
  msg`Event`,
  msg`Currency`,
  msg`Events`,
  msg`Processed`,
  msg`Failed`,
  msg`Revenue (in the row’s currency)`,
];

/** Revenue in major units written as the currency writes them (`49.99`, `1200` for yen). */
const majorUnits = (revenue: number, currency: string | null) =>
  currency === null ? String(revenue) : revenue.toFixed(minorDigits(currency));

const csvRow = (row: ExportRow) =>
  csvLine([
    row.date,
    row.domain_id,
    row.domain_name,
    row.event_name,
    row.currency,
    row.events,
    row.processed,
    row.failed,
    row.revenue === null ? null : majorUnits(row.revenue, row.currency),
  ]);

function exportAnalytics({ db }: AppContext): Handler<'exportAnalytics'> {
  return async (request, reply) => {
    const { period, timeZone, scopeOf } = await readAnalyticsRequest(db, request, request.query);
    if (request.query.format === 'json') {
      const rows = await exportRows(db, scopeOf(period), timeZone);
      return ok(
        {
          start_date: period.startDate,
          end_date: period.endDate,
          rows: rows.map(({ currency, revenue, ...row }) => ({
            ...row,
            revenue: revenue === null || currency === null ? null : money(revenue, currency),
          })),
        },
        request.t(msg`Analytics export`),
      );
    }
    // Streamed a month at a time: a year of a busy account never sits in memory whole.
    async function* lines() {
      yield `\uFEFF${csvLine(header(timeZone).map((name) => request.t(name)))}`;
      for (const chunk of chunks(period)) {
        for (const row of await exportRows(db, scopeOf(chunk), timeZone)) yield csvRow(row);
      }
    }
    const fileName = `analytics-${period.startDate}-${period.endDate}.csv`;
    return sendCsv(reply, fileName, lines());
  };
}

export function analyticsExportHandlers(context: AppContext): Handlers {
  return { exportAnalytics: exportAnalytics(context) };
}
