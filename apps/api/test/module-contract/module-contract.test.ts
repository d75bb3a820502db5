import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PIECES, type Piece, type Project } from './fixture.ts';

/*
 * Issue 28: a new module is the files docs/adding-a-module.md lists, every one checked by the
 * compiler. A copy of the repository's sources gets the fixture module "prova" (fixture.ts) and
 * type-checks; then each piece is left out in turn and the copy must no longer type-check.
 * Only the program that reaches the piece is checked, with the fewest roots.
 */

const ROOT = path.resolve(import.meta.dirname, '../../../..');
const TSC = path.join(ROOT, 'node_modules/typescript/bin/tsc');
const COPIED = [
  'tsconfig.base.json',
  'packages/domain/src',
  'apps/api/src',
  'apps/api/test',
  'apps/web/src',
  'apps/web/package.json',
];
const DOMAIN_PATH = { '@portal/domain': ['../../packages/domain/src/index.ts'] };

/** Each program: where its tsconfig goes, its options beside the base ones, its roots. */
const PROGRAMS: Record<Project, { dir: string; options: object; files: string[] }> = {
  domain: { dir: 'packages/domain', options: {}, files: ['src/index.ts'] },
  api: {
    dir: 'apps/api',
    // the plugins' declarations the app's imports would otherwise bring
    options: { types: ['node', '@fastify/multipart'], paths: DOMAIN_PATH },
    files: ['src/http/fastify.d.ts', 'src/features/contributions/registry.ts'],
  },
  apiTests: {
    dir: 'apps/api',
    options: { types: ['node'], paths: DOMAIN_PATH },
    files: [
      'src/http/fastify.d.ts',
      'test/s3rver.d.ts',
      'test/oidc-provider.d.ts',
      'test/global-setup.ts',
      'test/apply-contribution.test.ts',
      'test/bad-input-sweep.test.ts',
    ],
  },
  web: {
    dir: 'apps/web',
    options: {
      lib: ['ES2023', 'DOM', 'DOM.Iterable'],
      jsx: 'react-jsx',
      types: ['vite/client', 'node'],
      paths: DOMAIN_PATH,
    },
    files: ['src/features/integration/modules/registry.tsx'],
  },
};

/** tsc on a busy machine: each check runs one program (a few seconds of CPU). */
const TIMEOUT = 300_000;
let copy = '';
const run = promisify(execFile);

beforeAll(() => {
  copy = fs.mkdtempSync(path.join(os.tmpdir(), 'module-contract-'));
  for (const entry of COPIED) fs.cpSync(path.join(ROOT, entry), path.join(copy, entry), { recursive: true });
  // packages resolve from the repository; @portal/domain is redirected to the copy by `paths`
  fs.symlinkSync(path.join(ROOT, 'node_modules'), path.join(copy, 'node_modules'));
  fs.symlinkSync(path.join(ROOT, 'apps/api/node_modules'), path.join(copy, 'apps/api/node_modules'));
  for (const [project, { dir, options, files }] of Object.entries(PROGRAMS)) {
    // incremental: a check after the first re-checks only what the left-out piece touches
    const incremental = { incremental: true, tsBuildInfoFile: `./${project}.tsbuildinfo` };
    const config = {
      extends: '../../tsconfig.base.json',
      compilerOptions: { ...options, ...incremental },
      files,
    };
    fs.writeFileSync(path.join(copy, dir, `tsconfig.${project}.json`), JSON.stringify(config));
  }
});
afterAll(() => {
  if (copy) fs.rmSync(copy, { recursive: true, force: true });
});

/** The copy with every piece of the fixture but `left`. */
function writeFixture(left?: Piece) {
  for (const piece of PIECES) {
    const target = path.join(copy, piece.path);
    if (piece.kind === 'file') {
      fs.rmSync(target, { force: true });
      if (piece !== left) {
        fs.mkdirSync(path.dirname(target), { recursive: true });
        fs.writeFileSync(target, piece.text);
      }
      continue;
    }
    let text = fs.readFileSync(path.join(ROOT, piece.path), 'utf8');
    if (piece !== left) {
      for (const { after, text: lines } of piece.inserts) {
        const at = after === '' ? 0 : text.indexOf(after);
        if (at < 0) throw new Error(`${piece.path}: the fixture's anchor is gone: ${JSON.stringify(after)}`);
        const end = after === '' ? 0 : at + after.length;
        text = text.slice(0, end) + lines + text.slice(end);
      }
    }
    fs.writeFileSync(target, text);
  }
}

async function typecheck(project: Project): Promise<{ ok: boolean; output: string }> {
  const { dir } = PROGRAMS[project];
  const args = [TSC, '--noEmit', '-p', path.join(copy, dir, `tsconfig.${project}.json`)];
  try {
    await run(process.execPath, args, { cwd: copy, maxBuffer: 16 << 20 });
    return { ok: true, output: '' };
  } catch (error) {
    const { stdout = '', stderr = '' } = error as { stdout?: string; stderr?: string };
    return { ok: false, output: `${stdout}${stderr}` };
  }
}

// a type check, the same on either database: run once
describe.skipIf(process.env.TEST_DB_KIND === 'postgres')(
  'a new module is the files docs/adding-a-module.md lists (issue 28)',
  () => {
    // the domain's and the API registry's roots are reached from these two programs
    it('the fixture module with every piece type-checks', { timeout: TIMEOUT }, async () => {
      writeFixture();
      for (const project of ['apiTests', 'web'] as const) {
        const { ok, output } = await typecheck(project);
        expect(output, project).toBe('');
        expect(ok).toBe(true);
      }
    });

    it('lists fourteen pieces, the number the guide gives', () => {
      const doc = fs.readFileSync(path.join(ROOT, 'docs/adding-a-module.md'), 'utf8');
      expect(PIECES).toHaveLength(14);
      for (const piece of PIECES) expect(doc, piece.path).toContain(piece.path.replace(/prova/g, '<slug>'));
    });

    it.each(PIECES.map((p) => [`${p.kind === 'file' ? 'file' : 'lines in'} ${p.path}`, p] as const))(
      'without its %s the copy does not type-check',
      { timeout: TIMEOUT },
      async (_, piece) => {
        writeFixture(piece);
        const { ok, output } = await typecheck(piece.project);
        expect(ok, output).toBe(false);
        // the error is the fixture's, not something else broken in the copy
        expect(output).toMatch(/prova/);
      },
    );
  },
);
