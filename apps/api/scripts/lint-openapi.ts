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
const file = path.join(dir, 'openapi.json');
fs.writeFileSync(file, JSON.stringify(app.swagger(), null, 2));
await app.close();
await database.close();

const cli = path.join(root, 'node_modules/@redocly/cli/bin/cli.js');
const result = spawnSync(
  process.execPath,
  [
    cli,
    'lint',
    file,
    '--config',
    path.join(root, 'redocly.yaml'),
    ...process.argv.slice(2).filter((a) => a !== '--keep'),
  ],
  {
    stdio: 'inherit',
    env: { ...process.env, REDOCLY_TELEMETRY: 'off', REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true' },
  },
);
if (process.argv.includes('--keep')) console.log(`document: ${file}`);
else fs.rmSync(dir, { recursive: true, force: true });
process.exit(result.status ?? 1);
