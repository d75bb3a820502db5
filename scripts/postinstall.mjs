// Root postinstall: the lock file completed for every platform, then the embedded-database template.
import './require-node.mjs';
import { execFileSync } from 'node:child_process';

execFileSync(process.execPath, ['scripts/complete-lockfile.mjs'], { stdio: 'inherit' });
execFileSync(process.execPath, ['apps/api/src/db/pglite-template.ts'], { stdio: 'inherit' });
