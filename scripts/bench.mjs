// Runs one benchmark of bench/ (`node scripts/bench.mjs bench:api [args]`, what `npm run bench:*`
// does). The bench tools (Lighthouse, autocannon, …) are not part of the project's install: bench/
// is not a workspace but a package with its own package.json and lock file, installed here on first
// use (and again when its lock file changed). Its scripts still find the project's packages
// (@types/node, the API's dependencies) in the root install, one folder up; what they import themselves is declared here.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

const bench = path.resolve(import.meta.dirname, '../bench');
const [script, ...args] = process.argv.slice(2);
if (!script) {
  console.error('usage: node scripts/bench.mjs <bench script> [args]');
  process.exit(2);
}
const lock = path.join(bench, 'package-lock.json');
const installed = path.join(bench, 'node_modules/.package-lock.json');
if (!fs.existsSync(installed) || fs.statSync(installed).mtimeMs < fs.statSync(lock).mtimeMs) {
  console.log('bench: installing the benchmark tools (npm ci in bench/)');
  execFileSync('npm', ['ci', '--no-audit', '--no-fund'], { cwd: bench, stdio: 'inherit' });
}
const run = ['run', script, ...(args.length ? ['--', ...args] : [])];
try {
  execFileSync('npm', run, { cwd: bench, stdio: 'inherit' });
} catch (error) {
  process.exit(typeof error.status === 'number' ? error.status : 1);
}
