// `node scripts/run-side-by-side.ts <npm script>…`: runs the npm scripts named, two at a time, in the order
// given (the longest first, so the short ones fill in beside it). `npm test` runs its static checks so
// (each is one single-threaded process: one after another they left a core idle for minutes), and the
// server tests' PostgreSQL run beside the browser tests (both wait on servers much of the time). Each
// script's output is printed whole when it ends, so the log reads as if they had run in turn; the run fails
// if any script failed, after all have ended.
import { spawn } from 'node:child_process';
import { availableParallelism } from 'node:os';

function run(script: string): Promise<boolean> {
  const started = performance.now();
  return new Promise((resolve) => {
    const child = spawn('npm', ['run', '--silent', script], { stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.on('close', (code) => {
      const seconds = ((performance.now() - started) / 1000).toFixed(0);
      console.log(
        `--- ${script}: ${code === 0 ? 'passed' : `FAILED (exit ${String(code)})`} in ${seconds} s`,
      );
      if (output.trim()) console.log(output.trimEnd());
      resolve(code === 0);
    });
  });
}

const queue = process.argv.slice(2);
const lane = async (): Promise<boolean> => {
  let passed = true;
  for (let script = queue.shift(); script; script = queue.shift()) passed = (await run(script)) && passed;
  return passed;
};
const lanes = Math.max(1, Math.min(2, availableParallelism()));
const results = await Promise.all(Array.from({ length: lanes }, lane));
process.exit(results.every(Boolean) ? 0 : 1);
