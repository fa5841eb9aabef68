import type { FastifyServerOptions } from 'fastify';
import { logsDir, rotatingLogFile, type LogFileLimits } from './log-file.ts';

/**
 * What never reaches a log line, on stdout or in the files: bearer tokens, cookies, and any field named
 * like a password, token or secret in what a line logs (a job's data, an error's details).
 */
export const REDACTED_PATHS = [
  'req.headers.authorization',
  'req.headers.cookie',
  'res.headers["set-cookie"]',
  '*.password',
  '*.token',
  '*.secret',
  '*.apiKey',
  '*.api_key',
];

/**
 * The server's logger: structured JSON lines (pino) at `level`, secrets masked, written to stdout and to
 * the rotated files of `DATA_DIR/logs` the staff's log screen reads. pino masks before it writes, so the
 * files hold exactly what stdout does.
 */
export function serverLogOptions(
  { dataDir, logLevel }: { dataDir: string; logLevel: string },
  { limits, stdout = true }: { limits?: LogFileLimits; stdout?: boolean } = {},
) {
  const file = rotatingLogFile(logsDir(dataDir), limits);
  const stream = {
    write(line: string) {
      if (stdout) process.stdout.write(line);
      file.write(line);
    },
  };
  const logger = { level: logLevel, redact: REDACTED_PATHS, stream } satisfies FastifyServerOptions['logger'];
  return { logger, closeFile: () => file.close() };
}
