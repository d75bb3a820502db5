// Once per test run and project: a migrated database and a migrated, demo-seeded one, which every
// test file then copies instead of migrating and seeding its own (PGlite: an image of the cluster
// loaded into a new in-memory instance; PostgreSQL: a template database).
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { type Database, openPglite, openPostgres } from '../src/db/client.ts';
import { seedDemo } from '../src/demo/seed.ts';

export type DatabaseImages =
  | { kind: 'pglite'; migrated: string; seeded: string }
  | { kind: 'postgres'; url: string; migrated: string; seeded: string };

declare module 'vitest' {
  export interface ProvidedContext {
    databaseImages: DatabaseImages;
  }
}

async function pgliteImages(): Promise<{ images: DatabaseImages; teardown: () => void }> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-test-images-'));
  const write = async (database: Database, name: string) => {
    const file = path.join(dir, name);
    fs.writeFileSync(file, Buffer.from(await (await database.dump!()).arrayBuffer()));
    return file;
  };
  const database = await openPglite();
  const migrated = await write(database, 'migrated.tar.gz');
  await seedDemo(database.db);
  const seeded = await write(database, 'seeded.tar.gz');
  await database.close();
  return {
    images: { kind: 'pglite', migrated, seeded },
    teardown: () => fs.rmSync(dir, { recursive: true, force: true }),
  };
}

async function postgresImages(
  url: string,
): Promise<{ images: DatabaseImages; teardown: () => Promise<void> }> {
  const suffix = randomBytes(4).toString('hex');
  const names = { migrated: `portal_tpl_migrated_${suffix}`, seeded: `portal_tpl_seeded_${suffix}` };
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  const urlOf = (name: string) => Object.assign(new URL(url), { pathname: `/${name}` }).toString();
  try {
    await admin.query(`CREATE DATABASE ${names.migrated}`);
    await (await openPostgres(urlOf(names.migrated))).close();
    await admin.query(`CREATE DATABASE ${names.seeded} TEMPLATE ${names.migrated}`);
    const seeded = await openPostgres(urlOf(names.seeded));
    await seedDemo(seeded.db);
    await seeded.close();
  } finally {
    await admin.end();
  }
  return {
    images: { kind: 'postgres', url, ...names },
    teardown: async () => {
      const c = new pg.Client({ connectionString: url });
      await c.connect();
      for (const name of Object.values(names)) await c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await c.end();
    },
  };
}

export default async function setup(project: TestProject) {
  const url = process.env.TEST_DATABASE_URL;
  const { images, teardown } =
    project.name === 'postgres' && url ? await postgresImages(url) : await pgliteImages();
  project.provide('databaseImages', images);
  return teardown;
}
