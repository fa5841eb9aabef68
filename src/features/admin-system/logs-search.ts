import type { LogLevel, SystemLogsQuery } from '@/api/queries/admin-system';

export const LOG_LEVELS: readonly LogLevel[] = ['debug', 'info', 'warning', 'error', 'critical'];
export const LOGS_PER_PAGE = 50;

/** The logs tab's URL state, each value checked, so a shared or stale link still opens. */
export interface LogsSearch {
  level: LogLevel;
  q: string;
  from: string;
  to: string;
  requestId: string;
  page: number;
}

const text = (value: unknown) => (typeof value === 'string' ? value : '');

/** The logs tab's state from the URL's search (read by the screen, not the route). */
export function logsSearchOf(search: Record<string, unknown>): LogsSearch {
  const level = LOG_LEVELS.find((name) => name === search.level) ?? 'info';
  const page = Number(search.page);
  return {
    level,
    q: text(search.q),
    from: text(search.from),
    to: text(search.to),
    requestId: text(search.request_id),
    page: Number.isInteger(page) && page > 0 ? page : 1,
  };
}

/** An `<input type="datetime-local">` value as an ISO instant, or undefined when empty or invalid. */
function instantOf(local: string): string | undefined {
  const date = new Date(local);
  return local && !Number.isNaN(date.getTime()) ? date.toISOString() : undefined;
}

/** The API's query for the tab's state. */
export function logsQueryOf(state: LogsSearch): SystemLogsQuery {
  const filter: Record<string, string> = { level: state.level };
  const from = instantOf(state.from);
  const to = instantOf(state.to);
  if (from) filter.timestamp_from = from;
  if (to) filter.timestamp_to = to;
  if (state.requestId) filter.request_id = state.requestId;
  return {
    page: state.page,
    per_page: LOGS_PER_PAGE,
    filter,
    ...(state.q.trim() && { search: state.q.trim() }),
  };
}
