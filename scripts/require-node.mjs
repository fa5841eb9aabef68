// Stops npm scripts early, with a clear message, on a Node older than the project needs. The npm scripts
// run on the Node 24 that `npm ci` installs (the `node` devDependency, first on their PATH), so this
// speaks only before `npm ci`, or after one without devDependencies.
// Plain ES5-era syntax on purpose: it has to run on any Node to say so.
var major = Number(process.versions.node.split('.')[0]);
if (major < 24) {
  console.error(
    '\nTracklane needs Node.js 24 or newer; this is Node.js ' +
      process.versions.node +
      '.\n' +
      'Run `npm ci` first: it installs Node.js 24 into node_modules (the `node` package), and the npm\n' +
      'scripts run on it whatever Node the machine has.\n',
  );
  process.exit(1);
}
