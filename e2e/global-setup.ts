import { execFileSync } from 'node:child_process';
import path from 'node:path';

// Once, before the workers start their portals: `npm start` builds the web app when a source is
// newer than the build, and two workers must not build it at the same time.
export default function globalSetup() {
  execFileSync(process.execPath, [path.resolve(import.meta.dirname, '../scripts/build-web-if-stale.mjs')], {
    stdio: 'inherit',
  });
}
