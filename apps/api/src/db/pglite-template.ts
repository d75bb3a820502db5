import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';

/**
 * A freshly initialised, empty PGlite cluster kept as a tarball. Creating a cluster runs
 * PostgreSQL's initdb inside WebAssembly, which takes ~5–10 s here; unpacking this template takes
 * ~1–3 s. It is made once per installed PGlite version (root postinstall) and holds no data.
 */
const pgliteVersion = packageVersion(createRequire(import.meta.url).resolve('@electric-sql/pglite'));
const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../..');
export const TEMPLATE_PATH = path.join(
  repoRoot,
  'node_modules/.cache/credibility-portal',
  `pglite-${pgliteVersion}-cluster.tar.gz`,
);

function packageVersion(entry: string): string {
  for (let dir = path.dirname(entry); dir !== path.dirname(dir); dir = path.dirname(dir)) {
    const file = path.join(dir, 'package.json');
    if (fs.existsSync(file)) {
      const pkg = JSON.parse(fs.readFileSync(file, 'utf8'));
      if (pkg.name === '@electric-sql/pglite') return pkg.version;
    }
  }
  return 'unknown';
}

/** The template's bytes, or undefined when it has not been made (PGlite then runs initdb). */
export function pgliteTemplate(): Blob | undefined {
  return fs.existsSync(TEMPLATE_PATH) ? new Blob([fs.readFileSync(TEMPLATE_PATH)]) : undefined;
}

export async function makePgliteTemplate(): Promise<void> {
  if (fs.existsSync(TEMPLATE_PATH)) return;
  const client = new PGlite();
  await client.waitReady;
  const dump = Buffer.from(await (await client.dumpDataDir('gzip')).arrayBuffer());
  await client.close();
  fs.mkdirSync(path.dirname(TEMPLATE_PATH), { recursive: true });
  const partial = `${TEMPLATE_PATH}.${process.pid}.tmp`;
  fs.writeFileSync(partial, dump);
  fs.renameSync(partial, TEMPLATE_PATH);
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const started = Date.now();
  await makePgliteTemplate();
  console.log(
    `PGlite cluster template ready (${Date.now() - started} ms): ${path.relative(repoRoot, TEMPLATE_PATH)}`,
  );
}
