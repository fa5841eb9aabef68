// `npm run bench` (last): the API's throughput on the real server, measured with autocannon from this
// process: requests per second and p99 latency of a public read (`GET /settings`) and of a signed-in one
// (`GET /user/profile` with a bearer token), the server's CPU time per request (Linux), and its resident
// memory after start and after the load. Prints; asserts nothing. On a machine of two cores autocannon
// takes one of them, so requests per second are a floor; CPU per request does not depend on what else
// runs, and 1,000,000 divided by it is what one free core would serve.
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import autocannon from 'autocannon';
import { signInDemoOwner, startBenchServer } from './bench-server.ts';

const PORT = 4332;
const CONNECTIONS = 10;
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);

/** The resident memory of process `pid` in MB. */
function residentMb(pid: number): number {
  const kb = Number(execFileSync('ps', ['-o', 'rss=', '-p', String(pid)], { encoding: 'utf8' }).trim());
  return Math.round(kb / 1024);
}

const TICKS_PER_SECOND = existsSync('/proc/self/stat')
  ? Number(execFileSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }).trim())
  : 0;

/** The CPU time process `pid` has used so far, in seconds (Linux only; elsewhere undefined). */
function cpuSeconds(pid: number): number | undefined {
  if (!TICKS_PER_SECOND) return undefined;
  // utime and stime are the 14th and 15th fields, counted after the name (which may hold spaces).
  const stat = readFileSync(`/proc/${String(pid)}/stat`, 'utf8');
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return (Number(fields[11]) + Number(fields[12])) / TICKS_PER_SECOND;
}

/** A short run first (the JIT warms up, caches fill), then the measured one. */
async function measure(pid: number, name: string, url: string, headers: Record<string, string> = {}) {
  const options = { url, connections: CONNECTIONS, headers: { 'Accept-Language': 'pl', ...headers } };
  await autocannon({ ...options, duration: 2 });
  const cpuBefore = cpuSeconds(pid);
  const result = await autocannon({ ...options, duration: SECONDS });
  const cpuAfter = cpuSeconds(pid);
  const failed = result.non2xx + result.errors;
  // The server's own CPU time per answer: what it would serve on a core of its own, whatever else runs.
  const cpu =
    cpuBefore === undefined || cpuAfter === undefined
      ? ''
      : `   server CPU ${String(Math.round(((cpuAfter - cpuBefore) * 1e6) / result.requests.total))} µs/request`;
  console.log(
    `  ${name.padEnd(30)} ${Math.round(result.requests.average).toLocaleString('en').padStart(7)} req/s` +
      `   p99 ${String(result.latency.p99).padStart(4)} ms${cpu}${failed ? `   (${String(failed)} failed!)` : ''}`,
  );
}

const server = await startBenchServer(PORT);
try {
  const api = `${server.origin}/api/v1`;
  console.log(`\nAPI throughput (autocannon, ${String(CONNECTIONS)} connections, ${String(SECONDS)} s each)`);
  console.log(`  resident memory after start:   ${String(residentMb(server.pid))} MB`);
  await measure(server.pid, 'GET /settings', `${api}/settings`);
  const token = await signInDemoOwner(server.origin);
  await measure(server.pid, 'GET /user/profile (bearer)', `${api}/user/profile`, {
    Authorization: `Bearer ${token}`,
  });
  console.log(`  resident memory after the load: ${String(residentMb(server.pid))} MB`);
} finally {
  server.stop();
}
