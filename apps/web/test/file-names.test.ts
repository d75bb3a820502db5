import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

/* The web's file-name convention (docs/conventions.md, "File names"). */

const ROOT = join(import.meta.dirname, '..');
const KEBAB = /^[a-z0-9]+(-[a-z0-9]+)*$/;
const PASCAL = /^[A-Z][A-Za-z0-9]*$/;
/** Suffixes a PascalCase name may have: a component and its CSS module. */
const PASCAL_SUFFIXES = new Set(['.tsx', '.module.css']);
/** Fixed names of entry files. */
const ENTRY_NAMES = new Set(['index', 'main', 'entry-server']);

/** Files named against the convention (none: a new exception is argued here). */
const KNOWN_OFFENDERS: string[] = [];

function* walk(dir: string): Generator<string> {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* walk(path);
    else yield relative(ROOT, path);
  }
}

/** What is wrong with a file's name, or null. */
function nameProblem(path: string, source: () => string): string | null {
  const segments = path.split('/');
  const name = segments.pop() ?? '';
  const folder = segments.find((s) => !KEBAB.test(s));
  if (folder) return `folder '${folder}' is not kebab-case`;
  const dot = name.indexOf('.');
  const stem = dot < 0 ? name : name.slice(0, dot);
  const suffix = dot < 0 ? '' : name.slice(dot);
  if (PASCAL.test(stem)) return PASCAL_SUFFIXES.has(suffix) ? null : 'PascalCase is for components only';
  if (!KEBAB.test(stem)) return 'neither PascalCase (a component) nor kebab-case';
  if (suffix !== '.tsx' || ENTRY_NAMES.has(stem)) return null;
  // A kebab-case .tsx file that holds exactly one component and nothing else is named after it.
  const exports = [
    ...source().matchAll(/^export (?:default )?(?:async )?(?:function|const|class|type|interface) (\w+)/gm),
  ];
  const only = exports.length === 1 ? exports[0]?.[1] : undefined;
  return only && PASCAL.test(only) ? `holds only the component ${only}: name it ${only}.tsx` : null;
}

describe('file names of the web', () => {
  it('are PascalCase for components and kebab-case for everything else', () => {
    const offenders = [...walk(join(ROOT, 'src')), ...walk(join(ROOT, 'test'))]
      .map((path) => ({ path, problem: nameProblem(path, () => readFileSync(join(ROOT, path), 'utf8')) }))
      .filter((f) => f.problem !== null)
      .map((f) => f.path)
      .sort();
    expect(offenders).toEqual([...KNOWN_OFFENDERS].sort());
  });

  it('tells each kind of wrong name', () => {
    const none = () => '';
    expect(nameProblem('src/components/Uploader/rules.ts', none)).toMatch(/folder 'Uploader'/);
    expect(nameProblem('src/lib/useThing.ts', none)).toMatch(/neither/);
    expect(nameProblem('src/lib/Thing.ts', none)).toMatch(/components only/);
    expect(nameProblem('src/app/providers.tsx', () => 'export function AppProviders() {}')).toMatch(
      /AppProviders\.tsx/,
    );
    expect(
      nameProblem('src/app/guards.tsx', () => 'export function A() {}\nexport function B() {}'),
    ).toBeNull();
    expect(nameProblem('src/app/Sidebar.module.css', none)).toBeNull();
    expect(nameProblem('src/lib/api.test.ts', none)).toBeNull();
  });
});
