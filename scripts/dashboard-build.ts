// What `npm start` knows about the dashboard's build: whether it is current, and how to make one.
import { spawnSync } from 'node:child_process';
import { readdirSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';

/** What the build is made from, relative to the project's root: folders are read whole, tests aside. */
export const BUILD_INPUTS = [
  'src',
  'public',
  'locales',
  'index.html',
  'package-lock.json',
  'vite.config.ts',
  'lingui.config.ts',
  'tsconfig.json',
  'scripts/first-load-catalogs.ts',
  'scripts/precompress.ts',
] as const;

/** The build's last-written file: its age is the build's age. */
const BUILT_PAGE = 'dist/index.html';

const TEST_FILE = /\.test\.tsx?$/;

/** Why the dashboard must be built, or null when the build is newer than everything it is made from. */
export function reasonToBuild(root: string): string | null {
  const built = modifiedAt(join(root, BUILT_PAGE));
  if (built === null) return 'there is no build yet';
  for (const input of BUILD_INPUTS) {
    const newer = newestFile(join(root, input));
    if (newer && newer.modified > built) return `${relative(root, newer.path)} changed since the last build`;
  }
  return null;
}

function modifiedAt(path: string): number | null {
  try {
    return statSync(path).mtimeMs;
  } catch {
    return null;
  }
}

/** The most recently modified file at `path` (a file, or a folder searched whole), tests aside. */
function newestFile(path: string): { path: string; modified: number } | null {
  let stats;
  try {
    stats = statSync(path);
  } catch {
    return null;
  }
  if (!stats.isDirectory()) return { path, modified: stats.mtimeMs };
  let newest: { path: string; modified: number } | null = null;
  for (const entry of readdirSync(path, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile() || TEST_FILE.test(entry.name)) continue;
    const file = join(entry.parentPath, entry.name);
    const modified = statSync(file).mtimeMs;
    if (!newest || modified > newest.modified) newest = { path: file, modified };
  }
  return newest;
}

/**
 * The environment of the build: the shell's, but always NODE_ENV=production, since Vite builds the
 * libraries in development mode (larger and slower: React's checks and warnings) when the shell says so.
 */
export function productionBuildEnvironment(env: NodeJS.ProcessEnv): NodeJS.ProcessEnv {
  return { ...env, NODE_ENV: 'production' };
}

type Run = (
  command: string,
  args: string[],
  options: { cwd: string; env: NodeJS.ProcessEnv; encoding: 'utf8' },
) => { status: number | null; stdout: string; stderr: string };

/** Runs `npm run build` as a production build, quietly; answers its output when it fails, else null. */
export function buildDashboard(root: string, run: Run = spawnSync): string | null {
  const build = run('npm', ['run', 'build'], {
    cwd: root,
    env: productionBuildEnvironment(process.env),
    encoding: 'utf8',
  });
  return build.status === 0 ? null : `${build.stdout}${build.stderr}`;
}
