import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { afterAll, describe, expect, it } from 'vitest';

// The bundle budget of .ci/run (scripts/check-bundle.mjs, issue 27) on a made-up build: its
// manifest names the chunks the overview and the wizard load, filled with incompressible bytes so
// that their gzip sizes are known, and the script must pass a page at its budget and fail it a
// byte above.
const script = path.resolve(import.meta.dirname, '../../../scripts/check-bundle.mjs');
const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'bundle-budget-'));
afterAll(() => fs.rmSync(dist, { recursive: true, force: true }));

const manifest: Record<string, { file: string; name?: string; imports?: string[] }> = {};
function chunk(key: string, kb: number, imports: string[] = [], name?: string): number {
  const file = `assets/${key.replace(/\W/g, '_')}.js`;
  const bytes = randomBytes(Math.round(kb * 1024));
  fs.mkdirSync(path.join(dist, 'assets'), { recursive: true });
  fs.writeFileSync(path.join(dist, file), bytes);
  manifest[key] = { file, imports, ...(name ? { name } : {}) };
  return gzipSync(bytes, { level: 9 }).length;
}

const shared = chunk('_vendor.js', 120) + chunk('index.html', 1, ['_vendor.js']) + chunk('src/main.tsx', 9);
const overview =
  shared +
  chunk('src/features/overview/OverviewPage.tsx', 10, ['_vendor.js', '_integration.js']) +
  chunk('_integration.js', 2, [], 'integration');
const wizard =
  shared +
  chunk('src/features/integration/ModulePage.tsx', 1, ['_zod.js']) +
  chunk('_zod.js', 21) +
  chunk('src/features/integration/modules/anagrafica/index.tsx', 40);
fs.mkdirSync(path.join(dist, '.vite'), { recursive: true });
fs.writeFileSync(path.join(dist, '.vite/manifest.json'), JSON.stringify(manifest));

/** Runs the budget with each page's budget set to its size plus `slack` bytes. */
function check(slack: { overview: number; wizard: number }) {
  const scale = (bytes: number, kb: number) =>
    ((bytes + slack[kb === 150 ? 'overview' : 'wizard']) / (kb * 1024)).toFixed(12);
  return spawnSync(
    process.execPath,
    [script, '--dist', dist, '--scale', `overview=${scale(overview, 150)},wizard=${scale(wizard, 200)}`],
    { encoding: 'utf8' },
  );
}

describe('the bundle budget (scripts/check-bundle.mjs)', () => {
  it('passes pages at their budget, counting the chunks each loads', () => {
    const run = check({ overview: 0.5, wizard: 0.5 });
    expect(run.stdout).toContain(
      `overview /credibility/overview: ${(overview / 1024).toFixed(1)} kB gzip JS in 5 files`,
    );
    expect(run.stdout).toMatch(/ok {4}module wizard .* in 6 files/);
    expect(run.status).toBe(0);
  });

  it('fails the build when a page is one byte over, naming its largest chunks', () => {
    const run = check({ overview: 0.5, wizard: -1 });
    expect(run.status).toBe(1);
    expect(run.stdout).toMatch(/ok {4}overview/);
    expect(run.stdout).toMatch(/OVER {2}module wizard/);
    expect(run.stdout).toMatch(/assets\/_vendor_js\.js/);
    expect(run.stderr).toContain('over budget');
  });

  it('holds the real targets: 150 kB for the overview, 200 kB for a wizard', () => {
    const run = spawnSync(process.execPath, [script, '--dist', dist], { encoding: 'utf8' });
    expect(run.stdout).toContain('(budget 150.0 kB)');
    expect(run.stdout).toContain('(budget 200.0 kB)');
  });
});
