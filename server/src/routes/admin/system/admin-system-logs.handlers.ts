import { msg } from '@lingui/core/runtime-macro';
import type { Handler, Handlers } from '../../../api/handler.ts';
import type { AppContext } from '../../../app-context.ts';
import { page } from '../../../lib/envelope.ts';
import { invalidField } from '../../../lib/http-error.ts';
import { logsDir } from '../../../services/logs/log-file.ts';
import { readLogFiles, type LogLevelName } from '../../../services/logs/read-log-files.ts';
import { knownFilters, pageWindow } from '../../auth/list-query.ts';

const FILTERS = ['level', 'channel', 'request_id', 'timestamp_from', 'timestamp_to'] as const;
const LEVELS: readonly LogLevelName[] = ['debug', 'info', 'warning', 'error', 'critical'];
/** The contract's reach: the last 7 days of lines at most. */
const REACH_MS = 7 * 24 * 3_600_000;

function dateTime(value: string | undefined, field: string): Date | undefined {
  if (value === undefined) return undefined;
  const date = new Date(value);
  if (!/^\d{4}-\d{2}-\d{2}T/.test(value) || Number.isNaN(date.getTime()))
    throw invalidField(field, msg`Enter a date and time in ISO 8601, e.g. 2026-05-01T12:00:00Z`);
  return date;
}

/** The server's own log lines, from its files in `DATA_DIR/logs` (services/logs). */
export function adminSystemLogHandlers({ config, now = () => new Date() }: AppContext): Handlers {
  const adminListSystemLogs: Handler<'adminListSystemLogs'> = async (request) => {
    const filters = knownFilters(request.query.filter, FILTERS);
    const level = (filters.level ?? 'info') as LogLevelName;
    if (!LEVELS.includes(level))
      throw invalidField('filter[level]', msg`Choose one of: debug, info, warning, error, critical`);
    const from = dateTime(filters.timestamp_from, 'filter[timestamp_from]');
    const reach = new Date(now().getTime() - REACH_MS);
    const { page: current, perPage } = pageWindow(request.query);
    const { lines, total } = await readLogFiles(logsDir(config.dataDir), {
      level,
      search: request.query.search,
      channel: filters.channel,
      requestId: filters.request_id,
      from: from && from > reach ? from : reach,
      to: dateTime(filters.timestamp_to, 'filter[timestamp_to]'),
      order: request.query.order === 'asc' ? 'asc' : 'desc',
      page: current,
      perPage,
    });
    const items = lines.map((line) => ({
      timestamp: line.timestamp,
      level: line.level,
      channel: line.channel,
      message: line.message,
      request_id: line.requestId,
      context: line.context,
    }));
    return page(items, { page: current, perPage, total }, request.t(msg`Server log`));
  };

  return { adminListSystemLogs };
}
