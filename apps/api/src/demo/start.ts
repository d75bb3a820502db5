import { fork } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import type { Config } from '../config.ts';
import type { Database } from '../db/client.ts';
import { users } from '../db/schema.ts';

/**
 * A new embedded database is made and seeded by a short-lived process, before the server opens it:
 * PGlite's WebAssembly memory never shrinks, and the ~100 MB that unpacking the cluster and the
 * seed made it grow (a worker thread kept 65 MB of it in its malloc arena) leave with that process.
 */
export async function prepareEmbeddedDemo(config: Config): Promise<void> {
  if (config.databaseUrl || !config.demo || fs.existsSync(path.join(config.dataDir, 'db', 'PG_VERSION')))
    return;
  const child = fork(new URL('./seed-process.ts', import.meta.url), { stdio: 'inherit' });
  await new Promise<void>((resolve, reject) => {
    child.once('error', reject);
    child.once('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`demo seed exited with ${code}`)),
    );
  });
}

/** Seeds the demo data where the database has none yet (PostgreSQL, or an embedded one made without it). */
export async function seedDemoIfEmpty(database: Database): Promise<void> {
  const [seeded] = await database.db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.username, 'azienda'));
  if (seeded) return;
  const { seedDemo } = await import('./seed.ts');
  await seedDemo(database.db);
  console.log('Demo data seeded.');
}
