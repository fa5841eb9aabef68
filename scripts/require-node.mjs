// Stops npm scripts early, with a clear message, on a Node older than the project needs.
// Plain ES5-era syntax on purpose: it has to run on any Node to say so.
var major = Number(process.versions.node.split('.')[0]);
if (major < 24) {
  console.error(
    '\nTracklane needs Node.js 24 or newer; this is Node.js ' +
      process.versions.node +
      '.\n' +
      'Install it with nvm (`nvm install 24 && nvm use`, .nvmrc names it), or, without nvm:\n' +
      '  npm install --prefix .node --no-save --no-package-lock node@24\n' +
      '  export PATH="$PWD/.node/node_modules/.bin:$PATH"\n' +
      'then run npm ci again under Node 24.\n',
  );
  process.exit(1);
}
