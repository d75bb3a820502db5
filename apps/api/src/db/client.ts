import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import type { PoolSettings } from '../config.ts';
import { CHANGES_CHANNEL, type ChangeFeed, pgliteChangeFeed, postgresChangeFeed } from './changes.ts';
import { lockDataDir } from './lock.ts';
import { pgliteTemplate } from './pglite-template.ts';
import * as schema from './schema.ts';

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;
export type Database = {
  db: Db;
  kind: 'pglite' | 'postgres';
  changes: ChangeFeed;
  close: () => Promise<void>;
  /** PGlite only: the whole cluster as a gzip tarball, to start another instance from. */
  dump?: () => Promise<Blob>;
};

const migrationsFolder = path.join(path.dirname(fileURLToPath(import.meta.url)), 'migrations');
// Any constant works: it only has to be the same for every instance that migrates this database.
const MIGRATION_LOCK_KEY = 727_274_001;

export const DEFAULT_POOL: PoolSettings = {
  max: 10,
  statementTimeoutMs: 60_000,
  idleInTransactionTimeoutMs: 300_000,
};

/**
 * PostgreSQL through node-postgres. Migrations run under an advisory lock, so instances may start
 * together. Every connection carries a statement timeout and an idle-in-transaction timeout: a
 * transaction a bug or an aborted request leaves open is ended by the server, its locks released.
 */
export async function openPostgres(connectionString: string, settings = DEFAULT_POOL): Promise<Database> {
  const pool = new pg.Pool({
    connectionString,
    max: settings.max,
    connectionTimeoutMillis: 3000,
    statement_timeout: settings.statementTimeoutMs,
    idle_in_transaction_session_timeout: settings.idleInTransactionTimeoutMs,
  });
  // A connection lost with the server (restart, network cut) must not crash the process: the
  // query in flight fails (the API answers 503), the pool drops the connection and opens a new
  // one when the database is back. Checked-out clients have no listener of the pool's, hence 'connect'.
  const lost = (e: Error) => console.warn(`PostgreSQL connection lost: ${e.message}`);
  pool.on('error', lost);
  pool.on('connect', (client) => client.on('error', lost));
  const client = await pool.connect();
  try {
    // A migration may rewrite a large table: no statement timeout on this session.
    await client.query('SET statement_timeout = 0');
    await client.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
    await migratePg(drizzlePg({ client }), { migrationsFolder });
  } finally {
    await client.query('SELECT pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]).catch(() => {});
    await client.query(`SET statement_timeout = ${Number(settings.statementTimeoutMs)}`).catch(() => {});
    client.release();
  }
  const db = drizzlePg({ client: pool, schema }) as unknown as Db;
  const changes = postgresChangeFeed(connectionString, (marker) =>
    pool.query('SELECT pg_notify($1, $2)', [CHANGES_CHANNEL, marker]),
  );
  await changes.ready;
  return {
    db,
    kind: 'postgres',
    changes,
    close: async () => {
      await changes.close();
      await pool.end();
    },
  };
}

// PostgreSQL's defaults (128 MB of shared buffers) are sized for a server; one embedded process
// touching them during the demo seed held ~200 MB of WebAssembly memory for ever (docs/decisions.md OPS-07).
const EMBEDDED_SETTINGS = [
  ...['-c', 'shared_buffers=16MB', '-c', 'temp_buffers=4MB', '-c', 'wal_buffers=1MB'],
  ...['-c', 'work_mem=2MB', '-c', 'maintenance_work_mem=8MB'],
];

/**
 * Embedded PGlite. `dataDir` undefined means in memory (tests); otherwise the directory is locked.
 * A new cluster starts from `image` (a `dumpDataDir` of another instance) when given.
 */
export async function openPglite(dataDir?: string, image?: Blob): Promise<Database> {
  let unlock = () => {};
  if (dataDir) {
    unlock = lockDataDir(dataDir);
    fs.mkdirSync(dataDir, { recursive: true });
  }
  try {
    // A new cluster is unpacked from the install-time template instead of running initdb.
    const isNew = !dataDir || !fs.existsSync(path.join(dataDir, 'PG_VERSION'));
    const template = isNew ? (image ?? pgliteTemplate()) : undefined;
    // `new PGlite(undefined, options)` ignores `loadDataDir` (and ran initdb for every in-memory
    // database): the options go alone, with the directory among them.
    const client = new PGlite({
      ...(dataDir ? { dataDir } : {}),
      ...(template ? { loadDataDir: template } : {}),
      startParams: [...PGlite.defaultStartParams, ...EMBEDDED_SETTINGS],
    });
    await client.waitReady;
    const raw = drizzlePglite({ client, schema });
    await migratePglite(raw, { migrationsFolder });
    const changes = await pgliteChangeFeed(client);
    return {
      db: raw as unknown as Db,
      kind: 'pglite',
      changes,
      dump: async () => {
        await client.exec('CHECKPOINT');
        return client.dumpDataDir('gzip');
      },
      close: async () => {
        await changes.close();
        await client.close();
        unlock();
      },
    };
  } catch (e) {
    unlock();
    throw e;
  }
}

export function openDatabase(opts: {
  databaseUrl?: string | undefined;
  databasePool?: PoolSettings;
  dataDir: string;
}): Promise<Database> {
  return opts.databaseUrl
    ? openPostgres(opts.databaseUrl, opts.databasePool)
    : openPglite(path.join(opts.dataDir, 'db'));
}

/** A transaction of the database. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
/** Where a query runs: the database itself or a transaction of it. Services take this. */
export type Executor = Db | Tx;
