import { readFile } from 'node:fs/promises';
import { DEFAULT_LOG_LIMITS, logFilePaths } from './log-file.ts';

export type LogLevelName = 'debug' | 'info' | 'warning' | 'error' | 'critical';

/** pino's numeric levels under the contract's names (trace counts as debug, fatal as critical). */
const LEVEL_FLOOR: Record<LogLevelName, number> = {
  debug: 0,
  info: 30,
  warning: 40,
  error: 50,
  critical: 60,
};

function levelName(level: number): LogLevelName {
  if (level >= 60) return 'critical';
  if (level >= 50) return 'error';
  if (level >= 40) return 'warning';
  if (level >= 30) return 'info';
  return 'debug';
}

export interface LogLine {
  timestamp: Date;
  level: LogLevelName;
  channel: string;
  message: string;
  requestId: string | null;
  context: Record<string, unknown>;
}

export interface LogQuery {
  /** The lowest level shown. */
  level: LogLevelName;
  /** Case-insensitive, in the message and the line's context. */
  search?: string;
  channel?: string;
  requestId?: string;
  from?: Date;
  to?: Date;
  order: 'asc' | 'desc';
  page: number;
  perPage: number;
}

/** The line's fields pino writes itself, answered on their own rather than in `context`. */
const OWN_FIELDS = new Set(['level', 'time', 'msg', 'reqId', 'pid', 'hostname']);

/** Which part of the server wrote a line: a request's, a job's, or the rest. */
function channelOf(fields: Record<string, unknown>): string {
  if ('req' in fields || 'res' in fields || 'reqId' in fields) return 'http';
  if ('job' in fields) return 'queue';
  return 'app';
}

function parsed(line: string): LogLine | undefined {
  let fields: Record<string, unknown>;
  try {
    fields = JSON.parse(line) as Record<string, unknown>;
  } catch {
    return undefined;
  }
  const context = Object.fromEntries(Object.entries(fields).filter(([key]) => !OWN_FIELDS.has(key)));
  return {
    timestamp: new Date(Number(fields.time)),
    level: levelName(Number(fields.level)),
    channel: channelOf(fields),
    message: typeof fields.msg === 'string' ? fields.msg : '',
    requestId: typeof fields.reqId === 'string' ? fields.reqId : null,
    context,
  };
}

const LEVEL_FIELD = /"level":(\d+)/;
const TIME_FIELD = /"time":(\d+)/;

/**
 * Whether a raw line may match `query`, judged on its text (cheap), so only the lines that pass are
 * parsed: a full log file is tens of thousands of lines.
 */
function mayMatch(line: string, query: LogQuery, search: string | undefined): boolean {
  const level = Number(LEVEL_FIELD.exec(line)?.[1] ?? 0);
  if (level < LEVEL_FLOOR[query.level]) return false;
  if (query.from || query.to) {
    const time = Number(TIME_FIELD.exec(line)?.[1] ?? 0);
    if (query.from && time < query.from.getTime()) return false;
    if (query.to && time > query.to.getTime()) return false;
  }
  if (query.requestId && !line.includes(`"reqId":${JSON.stringify(query.requestId)}`)) return false;
  if (search && !line.toLowerCase().includes(search)) return false;
  return true;
}

/**
 * The lines of the log files in `dir` that match `query`, one page of them in its order, and how many
 * match in all. Files missing (no log yet, fewer rotations) count as empty.
 */
export async function readLogFiles(
  dir: string,
  query: LogQuery,
  keep = DEFAULT_LOG_LIMITS.keep,
): Promise<{ lines: LogLine[]; total: number }> {
  const search = query.search?.trim().toLowerCase() || undefined;
  const newestFirst: string[] = [];
  for (const path of logFilePaths(dir, keep)) {
    const text = await readFile(path, 'utf8').catch((error: unknown) => {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return '';
      throw error;
    });
    const lines = text.split('\n');
    for (let index = lines.length - 1; index >= 0; index -= 1) {
      const line = lines[index];
      if (line && mayMatch(line, query, search)) newestFirst.push(line);
    }
  }
  if (query.order === 'asc') newestFirst.reverse();
  const start = (query.page - 1) * query.perPage;
  // Without a channel to judge, only the page's lines need parsing.
  if (!query.channel) {
    const page = newestFirst.slice(start, start + query.perPage).map(parsed);
    return { lines: page.filter((entry) => entry !== undefined), total: newestFirst.length };
  }
  const matching = newestFirst.map(parsed).filter((entry) => entry?.channel === query.channel);
  return {
    lines: matching.slice(start, start + query.perPage) as LogLine[],
    total: matching.length,
  };
}
