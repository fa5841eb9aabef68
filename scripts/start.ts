// `npm start`: builds the dashboard when its build is missing or older than its sources, then runs the
// server in the foreground.
import { fileURLToPath } from 'node:url';
import { buildDashboard, reasonToBuild } from './dashboard-build.ts';

const root = fileURLToPath(new URL('..', import.meta.url));
const reason = reasonToBuild(root);
if (reason) {
  const started = performance.now();
  process.stdout.write(`Building the dashboard (${reason})… `);
  const failure = buildDashboard(root);
  if (failure !== null) {
    console.log('failed:\n');
    console.error(failure);
    process.exit(1);
  }
  console.log(`done in ${((performance.now() - started) / 1000).toFixed(1)} s.`);
}

await import('../server/src/main.ts');
