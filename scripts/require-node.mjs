// Plain JavaScript on purpose: it must run, and explain, on any Node. The project runs on Node 24,
// which npm brings itself (the optional dependency node-<os>-<cpu>, first on PATH in npm scripts).
const [major, minor] = process.versions.node.split('.').map(Number);
if (major !== 24 || minor < 11) {
  process.stderr.write(
    [
      '',
      `This project runs on Node.js 24 (>= 24.11, < 25); this is Node.js ${process.version}.`,
      'Run it through npm, which puts the Node 24 it installed first on PATH:',
      '  npm install && npm start      (also npm test, npm run portal -- help)',
      'or call that Node directly: node_modules/.bin/node <file>.',
      'Where npm could not install it (no node package for this platform on the registry),',
      'install Node.js 24 LTS yourself.',
      '',
      '',
    ].join('\n'),
  );
  process.exit(1);
}
