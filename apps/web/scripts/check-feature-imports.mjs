#!/usr/bin/env node
/*
 * Feature boundaries of the web app: a file under src/features/<a>/ reaches another feature <b>
 * only through src/features/<b>/index.ts. Outside the features (app/, components/, lib/), static
 * imports of a feature go through its index too; app/ may import a page file lazily (`import()`).
 * Prints each offending import and exits 1 when there is one.
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', 'src');
const features = path.join(root, 'features');

const walk = (dir) =>
  fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return walk(full);
    return /\.(ts|tsx)$/.test(entry.name) ? [full] : [];
  });

/** The feature a path belongs to, or null. */
const featureOf = (file) => {
  const rel = path.relative(features, file);
  return rel.startsWith('..') || path.isAbsolute(rel) ? null : rel.split(path.sep)[0];
};

const IMPORT =
  /(?:^|[\s;])(?:import|export)\s[^'"]*?from\s*['"]([^'"]+)['"]|(?:^|[\s;])import\s*['"]([^'"]+)['"]|import\(\s*['"]([^'"]+)['"]\s*\)/gm;

const problems = [];
for (const file of walk(root)) {
  const source = fs.readFileSync(file, 'utf8');
  const own = featureOf(file);
  const inApp = path.relative(root, file).startsWith(`app${path.sep}`);
  for (const match of source.matchAll(IMPORT)) {
    const specifier = match[1] ?? match[2] ?? match[3];
    const lazy = match[3] !== undefined;
    if (!specifier?.startsWith('.')) continue;
    const target = path.resolve(path.dirname(file), specifier);
    const other = featureOf(target);
    if (other === null || other === own) continue;
    if (target === path.join(features, other, 'index.ts')) continue;
    if (inApp && lazy) continue;
    problems.push(`${path.relative(root, file)}: imports ${specifier} (use features/${other}/index.ts)`);
  }
}

if (problems.length > 0) {
  console.error(`Imports across feature boundaries:\n  ${problems.join('\n  ')}`);
  process.exit(1);
}
console.log('Feature boundaries: ok');
