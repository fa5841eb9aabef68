import { closeSync, existsSync, mkdirSync, openSync, renameSync, rmSync, statSync, writeSync } from 'node:fs';
import { join } from 'node:path';

/** The server's log files: `DATA_DIR/logs/server.log`, then `server.log.1` (older) to `server.log.<keep>`. */
export const LOG_FILE_NAME = 'server.log';

/** The folder the server keeps its logs in, inside its data folder. */
export const logsDir = (dataDir: string) => join(dataDir, 'logs');

export interface LogFileLimits {
  /** A file past this size is rotated before the next line is written. */
  maxBytes: number;
  /** Rotated files kept beside the current one; the oldest beyond them is deleted. */
  keep: number;
}

/** 10 MB a file and four older ones: a week of a busy server's info lines, 50 MB at most. */
export const DEFAULT_LOG_LIMITS: LogFileLimits = { maxBytes: 10 * 1024 * 1024, keep: 4 };

/** The paths of the log files in `dir`, newest first (whether they exist or not). */
export function logFilePaths(dir: string, keep: number): string[] {
  const current = join(dir, LOG_FILE_NAME);
  return [current, ...Array.from({ length: keep }, (_, index) => `${current}.${index + 1}`)];
}

/**
 * Appends log lines to `dir/server.log`, rotating it by size: the current file becomes `.1`, `.1`
 * becomes `.2`, and so on, the oldest past `keep` being deleted. Written synchronously, as pino writes
 * to stdout, so a line logged before the process exits is on disk.
 */
export function rotatingLogFile(dir: string, limits: LogFileLimits = DEFAULT_LOG_LIMITS) {
  mkdirSync(dir, { recursive: true });
  const [current, ...older] = logFilePaths(dir, limits.keep) as [string, ...string[]];
  let fd = openSync(current, 'a');
  let size = statSync(current).size;

  function rotate() {
    closeSync(fd);
    // Oldest first: server.log.<keep> goes, .<keep-1> takes its place, … and server.log becomes .1.
    const chain = [current, ...older];
    for (let index = chain.length - 1; index >= 0; index -= 1) {
      const from = chain[index] as string;
      const to = chain[index + 1];
      if (to === undefined) rmSync(from, { force: true });
      else if (existsSync(from)) renameSync(from, to);
    }
    fd = openSync(current, 'a');
    size = 0;
  }

  return {
    write(line: string) {
      if (size > 0 && size + Buffer.byteLength(line) > limits.maxBytes) rotate();
      size += writeSync(fd, line);
    },
    close() {
      closeSync(fd);
    },
  };
}
