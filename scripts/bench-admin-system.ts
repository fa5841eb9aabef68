// `npm run bench`: the system screen's reads on the real server. The health an uptime monitor polls,
// answered from the background refresh's last round (issue 30's target: p95 at most 20 ms), and the log
// viewer's read over a full log file (10 MB of request lines, as DATA_DIR/logs/server.log holds before
// it rotates): the newest page, a search and one request's lines. Prints; asserts nothing.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DEFAULT_LOG_LIMITS, LOG_FILE_NAME, logsDir } from '../server/src/services/logs/log-file.ts';
import { fewerSamples, measure, quantiles, row, SAMPLING } from './bench-measure.ts';
import { signInDemoAdmin, startBenchServer } from './bench-server.ts';

const PORT = 4352;
const TARGET_MS = 20;
const SOUGHT_REQUEST = 'bench-request-00000042';

/** pino's lines of a request, as the server writes them: in, a warning now and then, out. */
function requestLines(index: number, time: number): string {
  const reqId = `bench-request-${String(index).padStart(8, '0')}`;
  const req = `{"method":"GET","url":"/api/v1/domains/example-${index % 500}.com/events?page=2","host":"127.0.0.1:3000","remoteAddress":"127.0.0.1","remotePort":51234}`;
  const lines = [
    `{"level":30,"time":${time},"pid":1234,"hostname":"tracklane","reqId":"${reqId}","req":${req},"msg":"incoming request"}`,
    `{"level":30,"time":${time + 4},"pid":1234,"hostname":"tracklane","reqId":"${reqId}","res":{"statusCode":200},"responseTime":4.2,"msg":"request completed"}`,
  ];
  if (index % 50 === 0)
    lines.splice(
      1,
      0,
      `{"level":40,"time":${time + 2},"pid":1234,"hostname":"tracklane","reqId":"${reqId}","job":"deliver-event","retry":1,"msg":"a job will be tried again"}`,
    );
  return lines.join('\n') + '\n';
}

/** A log file just under its rotation size, its lines over the last hours. */
function fullLogFile(dataDir: string): number {
  mkdirSync(logsDir(dataDir), { recursive: true });
  const chunks: string[] = [];
  let size = 0;
  const start = Date.now() - 6 * 3_600_000;
  for (let index = 0; size < DEFAULT_LOG_LIMITS.maxBytes - 4096; index++) {
    const chunk = requestLines(index, start + index * 500);
    chunks.push(chunk);
    size += Buffer.byteLength(chunk);
  }
  writeFileSync(join(logsDir(dataDir), LOG_FILE_NAME), chunks.join(''));
  return size;
}

const dataDir = mkdtempSync(join(tmpdir(), 'tracklane-bench-system-'));
const logBytes = fullLogFile(dataDir);
const { origin, stop } = await startBenchServer(PORT, dataDir);
try {
  const token = await signInDemoAdmin(origin);
  const api = `${origin}/api/v1/admin/system`;
  console.log(`\nSystem screen (${SAMPLING}):`);
  const health = await measure(`${api}/health`, token);
  const { p95 } = quantiles(health.times);
  row(
    'GET /admin/system/health (from its cache)',
    health.times,
    `${p95 <= TARGET_MS ? 'within' : 'OVER'} the ${String(TARGET_MS)} ms target${fewerSamples(health.times)}`,
  );
  const megabytes = (logBytes / 1024 / 1024).toFixed(1);
  for (const [name, query] of [
    ['GET /admin/system/logs, newest 50', '?per_page=50'],
    ['… searched ("example-42.com")', '?per_page=50&search=example-42.com'],
    ['… warnings and above', '?per_page=50&filter[level]=warning'],
    ['… one request’s lines', `?filter[request_id]=${SOUGHT_REQUEST}&filter[level]=debug`],
  ] as const) {
    const logs = await measure(`${api}/logs${query}`, token);
    row(name, logs.times, `over a ${megabytes} MB log file${fewerSamples(logs.times)}`);
  }
} finally {
  stop();
  rmSync(dataDir, { recursive: true, force: true });
}
