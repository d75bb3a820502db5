#!/usr/bin/env node
// The bundle budget (issue 27): the gzip bytes of the JavaScript each page loads before it is
// usable, counted over the built files from Vite's manifest (apps/web/dist/.vite/manifest.json):
// the entry, the page's screen chunk and the chunks it loads at once, each with its static imports.
// Deterministic (gzip level 9 of the files on disk); fails when a page is over its budget.
//   node scripts/check-bundle.mjs [--dist apps/web/dist] [--scale 0.5 | --scale overview=1.2,wizard=1.45]
// --scale multiplies every budget, or each page's by its id: a scale under 1 shows that an
// over-budget build fails (apps/web/test/bundle-budget.test.ts runs it on a made-up build).
import fs from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

const args = process.argv.slice(2);
const option = (name, fallback) => {
  const at = args.indexOf(name);
  return at >= 0 && args[at + 1] ? args[at + 1] : fallback;
};
const root = path.resolve(import.meta.dirname, '..');
const dist = path.resolve(root, option('--dist', 'apps/web/dist'));
const scaleOption = option('--scale', '1');
/** The factor of a page's budget: `--scale 1.2` for every page, `--scale overview=1.2,wizard=1.45` by id. */
function scaleOf(id) {
  if (!scaleOption.includes('=')) return Number(scaleOption);
  const entry = scaleOption.split(',').find((part) => part.split('=')[0] === id);
  return entry ? Number(entry.split('=')[1]) : 1;
}

/** What every page loads: index.html's script (src/boot.ts) and the app it imports after the first paint. */
const APP = ['index.html', 'src/main.tsx'];

/** Each page: the manifest keys of what it loads at once, and its budget in kB (1 kB = 1024 bytes). */
export const PAGES = [
  {
    id: 'overview',
    name: 'overview /credibility/overview',
    budgetKb: 150,
    // the screen, and the company's sent contributions it shows below the cards (a lazy part: its
    // own entry, or merged into the feature's shared chunk, which is then named by its chunk name)
    modules: ['src/features/overview/OverviewPage.tsx', 'src/features/integration/index.ts|integration'],
  },
  {
    id: 'wizard',
    name: 'module wizard /credibility/integrazione-dati/anagrafica',
    budgetKb: 200,
    modules: [
      'src/features/integration/ModulePage.tsx',
      'src/features/integration/modules/anagrafica/index.tsx',
    ],
  },
];

const manifestFile = path.join(dist, '.vite/manifest.json');
if (!fs.existsSync(manifestFile)) {
  console.error(`check:bundle: ${manifestFile} is missing — run npm run build first`);
  process.exit(2);
}
const manifest = JSON.parse(fs.readFileSync(manifestFile, 'utf8'));

/**
 * A manifest entry by its key, or by its chunk name when exactly one chunk has that name; `a|b`
 * tries each in turn (a lazy module merged into a shared chunk has no key of its own).
 */
function find(keyOrName) {
  if (keyOrName.includes('|')) {
    const names = keyOrName.split('|');
    const key = names.find((name) => manifest[name] || Object.values(manifest).some((c) => c.name === name));
    return find(key ?? names[0]);
  }
  if (manifest[keyOrName]) return manifest[keyOrName];
  const named = Object.values(manifest).filter((chunk) => chunk.name === keyOrName);
  if (named.length !== 1) {
    throw new Error(`check:bundle: ${keyOrName} is not in the manifest (renamed? update PAGES)`);
  }
  return named[0];
}

function closure(keys) {
  const files = new Set();
  const visit = (key) => {
    const chunk = find(key);
    if (files.has(chunk.file)) return;
    files.add(chunk.file);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  for (const key of keys) visit(key);
  return [...files].filter((file) => file.endsWith('.js'));
}

const gzipSize = (file) => gzipSync(fs.readFileSync(path.join(dist, file)), { level: 9 }).length;
let failed = false;
for (const page of PAGES) {
  const files = closure([...APP, ...page.modules]).map((file) => ({ file, gzip: gzipSize(file) }));
  const total = files.reduce((sum, f) => sum + f.gzip, 0);
  const budget = page.budgetKb * scaleOf(page.id) * 1024;
  const over = total > budget;
  failed ||= over;
  console.log(
    `${over ? 'OVER ' : 'ok   '} ${page.name}: ${(total / 1024).toFixed(1)} kB gzip JS in ${files.length} files` +
      ` (budget ${(budget / 1024).toFixed(1)} kB)`,
  );
  for (const f of files.sort((a, b) => b.gzip - a.gzip).slice(0, over ? 10 : 5)) {
    console.log(`        ${(f.gzip / 1024).toFixed(1).padStart(6)} kB  ${f.file}`);
  }
}
if (failed) {
  console.error('check:bundle: over budget (see above): defer what the page does not use at once');
  process.exit(1);
}
