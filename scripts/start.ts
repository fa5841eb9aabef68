// `npm start`: builds the SPA when there is no build yet, then runs the server in the foreground.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

if (!existsSync(new URL('../dist/index.html', import.meta.url))) {
  console.log('No build of the dashboard yet: building it once (npm run build)…');
  const build = spawnSync('npm', ['run', 'build'], { stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

await import('../server/src/main.ts');
