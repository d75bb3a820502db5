import fs from 'node:fs';
import path from 'node:path';
import { MODULES } from '@portal/domain';
import { expect, it } from 'vitest';

/*
 * No shared file names a module (issue 28): code outside a module's own folders finds modules
 * through their definitions (`MODULES`, `review: 'perInvoice'`, the registries), never by name or
 * slug, so a new module — or a second one reviewed invoice by invoice — is not silently mishandled.
 * Comments are not code and are left out of the scan.
 */

const ROOT = path.resolve(import.meta.dirname, '../../..');
const TREES = ['apps/api/src', 'apps/web/src', 'packages/domain/src'];

/** A module's own files: its domain definition and its API and web folders. */
const MODULE_FOLDERS = [
  /^packages\/domain\/src\/modules\/[a-z-]+\.ts$/,
  /^apps\/api\/src\/features\/contributions\/modules\/[a-z-]+\//,
  /^apps\/web\/src\/features\/integration\/modules\/[a-z-]+\//,
];

/**
 * Files allowed to name modules, each with the reason. The registries list every module by
 * construction (a missing one does not compile); the others use the same words for something that
 * is not a module.
 */
const ALLOWED: Record<string, string> = {
  // the registries and barrels: the one place each side lists every module
  'packages/domain/src/modules/labels.ts': 'the catalogue of names and titles',
  'packages/domain/src/modules/catalogue.ts': 'the catalogue of definitions',
  'apps/api/src/features/contributions/registry.ts': 'the API registry, Record<ModuleName, ServerModule>',
  'apps/web/src/features/integration/modules/registry.tsx':
    'the web registry, Record<ModuleName, ClientModule>',
  'apps/web/src/features/integration/modules/registry.typecheck.ts': 'type-level test of the web registry',
  // the same words, not modules: sections and fields of the report, of an XBRL file, of settings
  'apps/api/src/parsers/xbrl/index.ts': "an XBRL file's own 'anagrafica' section",
  'apps/api/src/features/certificate/pdf.ts': "the report's sections",
  'apps/api/src/features/reports/report-sections.ts': "the report's sections",
  'apps/api/src/features/certificate/service.ts': "the certificate's section settings",
  'apps/api/src/db/schema.ts': "the certificate's section settings",
  'apps/api/src/demo/report.ts': "the demo report's sections",
  'apps/api/src/demo/seed.ts': "the demo report's sections",
  'packages/domain/src/contracts/overview.ts': "the report's sections",
  'packages/domain/src/contracts/reports.ts': "the certificate's section settings",
  'packages/domain/src/contracts/provider.ts': "the provider's report fields",
  'apps/web/src/features/overview/cards/card-ids.ts':
    "the overview's card ids, named after the report's sections",
  'apps/web/src/features/overview/cards/ManagementCard.tsx': "the report's sections",
  'apps/web/src/features/overview/OverviewPage.tsx': "the report's sections",
  'apps/web/src/features/overview/cards/AnagraficaCard.tsx': "the report's sections (locale keys)",
};

const WORDS = [...new Set(MODULES.flatMap((m) => [m.name, m.slug, m.apiPath]))];
const NAMED = new RegExp(`(?<![\\w-])(${WORDS.join('|')})(?![\\w-])`, 'g');

function sharedFiles(): string[] {
  return TREES.flatMap((tree) =>
    (fs.readdirSync(path.join(ROOT, tree), { recursive: true }) as string[])
      .map((f) => path.posix.join(tree, f.split(path.sep).join('/')))
      .filter((f) => /\.tsx?$/.test(f) && !/\.test\.tsx?$/.test(f) && !/\/(test|fixtures)\//.test(f))
      .filter((f) => !MODULE_FOLDERS.some((folder) => folder.test(f))),
  );
}

/** The source without its comments (a line comment starts the line or follows a blank). */
const code = (source: string) => source.replace(/\/\*[\s\S]*?\*\//g, '').replace(/(^|\s)\/\/.*$/gm, '$1');

/** Each module name or slug in the code of `file`, with its line number. */
function namesIn(file: string): string[] {
  const lines = code(fs.readFileSync(path.join(ROOT, file), 'utf8')).split('\n');
  return lines.flatMap((line, i) => [...line.matchAll(NAMED)].map((m) => `${file}:${i + 1} ${m[1]}`));
}

it('finds the module names it looks for', () => {
  expect(WORDS).toContain(MODULES[0].name);
  expect(namesIn('packages/domain/src/modules/labels.ts').length).toBeGreaterThanOrEqual(MODULES.length);
  expect(code(`a // ${MODULES[0].name}\n/* ${MODULES[0].slug} */ b`).match(NAMED)).toBeNull();
});

it('no shared file outside the module folders names a module', () => {
  const files = sharedFiles();
  expect(files).toContain('apps/api/src/features/contributions/review.ts');
  const found = files.filter((f) => !Object.hasOwn(ALLOWED, f)).flatMap(namesIn);
  expect(found).toEqual([]);
});

it('allows only files that exist and do name a module', () => {
  for (const file of Object.keys(ALLOWED)) expect(namesIn(file), file).not.toEqual([]);
});
