/**
 * Builds the app in-process, writes its OpenAPI document to a temporary file and lints it with
 * @redocly/cli (config: redocly.yaml at the repository root). Exits non-zero on any error.
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildApp } from '../src/app.ts';
import { loadConfig } from '../src/config.ts';
import { openPglite } from '../src/db/client.ts';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-openapi-'));
const database = await openPglite();
const config = loadConfig({ DEMO: 'false', WEB_DIST: '/nonexistent', LOG_LEVEL: 'silent', DATA_DIR: dir });
const app = await buildApp({ config, db: database.db, logger: false });
await app.ready();
// The app's document and the provider's machine API document, linted alike.
const files = [
  ['openapi.json', app.swagger()],
  ['provider-openapi.json', app.providerSwagger()],
].map(([name, document]) => {
  const file = path.join(dir, name as string);
  fs.writeFileSync(file, JSON.stringify(document, null, 2));
  return file;
});
await app.close();
await database.close();

const cli = path.join(root, 'node_modules/@redocly/cli/bin/cli.js');
const result = spawnSync(
  process.execPath,
  [
    cli,
    'lint',
    ...files,
    '--config',
    path.join(root, 'redocly.yaml'),
    ...process.argv.slice(2).filter((a) => a !== '--keep'),
  ],
  {
    stdio: 'inherit',
    env: { ...process.env, REDOCLY_TELEMETRY: 'off', REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true' },
  },
);
if (process.argv.includes('--keep')) console.log(`documents: ${files.join(', ')}`);
else fs.rmSync(dir, { recursive: true, force: true });
process.exit(result.status ?? 1);
