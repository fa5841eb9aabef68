// The project's `postinstall`: completes an install that npm ran on a Node older than the project's.
//
// npm runs on the machine's Node (Debian 12's is 20) and leaves out, without a word, every optional package
// whose `engines` that Node does not meet: Lingui's native tools want Node 22.19 or newer, and the build
// cannot run without them. No setting stops it (npm checks an optional package against the Node it runs
// on, whatever `engine-strict` says). The `node` devDependency brings Node 24, which every npm script runs
// on (node_modules/.bin comes first on their PATH), this one included; so here the same npm installs again,
// on Node 24, from the same lock file: it adds what the older Node left out and changes nothing else. It
// runs no install scripts: the packages it adds have none, and this one must not run again.
//
// Plain JavaScript, not TypeScript: without devDependencies this runs on the machine's Node.
import { spawnSync } from 'node:child_process';

const NEEDED_MAJOR = 24;

/** The Node that npm itself ran on, from the user agent npm hands its scripts ("npm/11.6.2 node/v20.20.2 …"). */
const installerNode = /\bnode\/v(\d+)\.[\d.]+/.exec(process.env.npm_config_user_agent ?? '');
const major = (version) => Number(version.split('.')[0]);

if (installerNode && Number(installerNode[1]) < NEEDED_MAJOR) {
  const installer = installerNode[0].slice('node/'.length);
  if (major(process.versions.node) < NEEDED_MAJOR) {
    console.error(
      `\nnpm ran on Node.js ${installer} without installing the project's Node.js ${String(NEEDED_MAJOR)} ` +
        '(the `node` devDependency), which the build and the server need. Run `npm ci` with devDependencies.\n',
    );
    process.exit(1);
  }
  console.log(
    `\nnpm ran on Node.js ${installer}, which left out packages that need a newer one; ` +
      `installing them on the project's Node.js v${process.versions.node}…`,
  );
  const npm = process.env.npm_execpath;
  const args = ['install', '--no-save', '--ignore-scripts', '--no-audit', '--no-fund'];
  const completion = npm
    ? spawnSync(process.execPath, [npm, ...args], { stdio: 'inherit' })
    : spawnSync('npm', args, { stdio: 'inherit' });
  if (completion.status !== 0) process.exit(completion.status ?? 1);
  console.log(`The npm scripts run on Node.js v${process.versions.node} (node_modules/.bin/node).\n`);
}
