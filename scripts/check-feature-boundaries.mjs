#!/usr/bin/env node
// A feature reaches another feature only through that feature's index.ts (ARCHITECTURE.md, "A folder
// is a room"). Lists every import from a file of features/<a>/ into a file of features/<b>/ other
// than features/<b>/index.ts, in the API and in the web app, and fails when there is one.
import fs from 'node:fs';
import path from 'node:path';

const ROOTS = ['apps/api/src/features', 'apps/web/src/features'];
const IMPORT = /(?:import|export)\s[^'"]*?from\s+['"]([^'"]+)['"]|import\(\s*['"]([^'"]+)['"]\s*\)/g;

const files = (dir) =>
  fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const full = path.join(dir, e.name);
    if (e.isDirectory()) return files(full);
    return /\.(ts|tsx)$/.test(e.name) ? [full] : [];
  });

const violations = [];
for (const root of ROOTS) {
  if (!fs.existsSync(root)) continue;
  const featureOf = (file) => path.relative(root, file).split(path.sep)[0];
  for (const file of files(root)) {
    const source = fs.readFileSync(file, 'utf8');
    for (const match of source.matchAll(IMPORT)) {
      const spec = match[1] ?? match[2];
      if (!spec?.startsWith('.')) continue;
      const target = path.resolve(path.dirname(file), spec);
      const rel = path.relative(path.resolve(root), target);
      if (rel.startsWith('..')) continue;
      const feature = rel.split(path.sep)[0];
      if (feature === featureOf(file)) continue;
      if (rel === path.join(feature, 'index.ts')) continue;
      violations.push(`${file}: imports ${spec} (use features/${feature}/index.ts)`);
    }
  }
}
if (violations.length > 0) {
  console.error(`Feature boundaries: ${violations.length} import(s) reach into another feature's files:`);
  for (const v of violations) console.error(`  ${v}`);
  process.exit(1);
}
console.log('Feature boundaries: every cross-feature import goes through an index.ts.');
