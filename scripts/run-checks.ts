// `npm run checks`: the static checks of `npm test`, two at a time. Each is one single-threaded process
// (tsc, ESLint, knip…), so on CI's two cores running them one after another left a core idle for minutes.
// Each check's output is printed whole when it ends, so the log reads as if they had run in turn; the
// run fails if any check fails, after all have ended.
import { spawn } from 'node:child_process';
import { availableParallelism } from 'node:os';

/** The longest first, so the short ones fill in beside it. */
const CHECKS = ['lint', 'typecheck', 'knip', 'i18n:check', 'api:check'];

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

const queue = [...CHECKS];
const lane = async (): Promise<boolean> => {
  let passed = true;
  for (let script = queue.shift(); script; script = queue.shift()) passed = (await run(script)) && passed;
  return passed;
};
const lanes = Math.max(1, Math.min(2, availableParallelism()));
const results = await Promise.all(Array.from({ length: lanes }, lane));
process.exit(results.every(Boolean) ? 0 : 1);
