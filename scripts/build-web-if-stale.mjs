// `npm start` builds the web app only when a source is newer than the last build, so a start on
// an installed, already built tree goes straight to the server (the cold-start target is ≤ 10 s).
import './require-node.mjs';
import { execSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const built = path.join(root, 'apps/web/dist/index.html');
const sources = [
  'apps/web/src',
  'apps/web/public',
  'apps/web/index.html',
  'apps/web/vite.config.ts',
  'apps/web/postcss.config.cjs',
  'apps/web/package.json',
  'packages/domain/src',
  'package-lock.json',
];

function newest(entry) {
  const full = path.join(root, entry);
  if (!fs.existsSync(full)) return 0;
  const stat = fs.statSync(full);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return fs
    .readdirSync(full, { recursive: true, withFileTypes: true })
    .filter((e) => e.isFile())
    .reduce((max, e) => Math.max(max, fs.statSync(path.join(e.parentPath, e.name)).mtimeMs), 0);
}

const builtAt = fs.existsSync(built) ? fs.statSync(built).mtimeMs : 0;
if (process.env.FORCE_WEB_BUILD || sources.some((s) => newest(s) > builtAt)) {
  execSync('npm run build', { cwd: root, stdio: 'inherit' });
} else {
  console.log('Web app is up to date (apps/web/dist).');
}
