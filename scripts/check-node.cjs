// Runs before `npm install`, `npm ci`, `npm start` and `npm test` (package.json pre-scripts), on any
// Node.js: the project's own scripts are TypeScript that only Node.js 24 runs as it is, so on an older
// Node they would die with ERR_UNKNOWN_FILE_EXTENSION. Plain CommonJS, nothing newer than ES5 needs.
var required = 24;
var version = process.versions.node;
var major = Number(version.split('.')[0]);
if (!(major >= required)) {
  console.error(
    'Echtcheck needs Node.js ' +
      required +
      ' or newer; you have ' +
      version +
      '. ' +
      'Install Node.js 24 LTS with your package manager or a version manager (nvm install 24), ' +
      'or without root: npm install --prefix "$HOME/.node24" node@24 and put $HOME/.node24/node_modules/.bin first on PATH.',
  );
  process.exit(1);
}
