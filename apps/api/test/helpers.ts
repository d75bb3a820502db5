import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { inject } from 'vitest';
import { buildApp } from '../src/app.ts';
import { type Config, loadConfig } from '../src/config.ts';
import { type Database, openPglite, openPostgres } from '../src/db/client.ts';
import { DEMO_PASSWORD } from '../src/demo/accounts.ts';
import type { FileStore } from '../src/storage/index.ts';

export const ORIGIN = 'http://localhost';

/**
 * A fresh, migrated database — seeded with the demo data when asked — copied from the images that
 * `global-setup.ts` made once for the run: an in-memory PGlite, or a brand-new database on
 * TEST_DATABASE_URL (dropped again on close) when the suite runs as the 'postgres' project.
 */
export async function testDatabase(opts: { seeded?: boolean } = {}): Promise<Database> {
  const images = inject('databaseImages');
  const image = opts.seeded ? images.seeded : images.migrated;
  if (images.kind === 'pglite') return openPglite(undefined, new Blob([fs.readFileSync(image)]));
  const name = `portal_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: images.url });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name} TEMPLATE ${image}`);
  await admin.end();
  const target = new URL(images.url);
  target.pathname = `/${name}`;
  const database = await openPostgres(target.toString());
  return {
    ...database,
    close: async () => {
      await database.close();
      const c = new pg.Client({ connectionString: images.url });
      await c.connect();
      await c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await c.end();
    },
  };
}

export type TestContext = {
  app: FastifyInstance;
  database: Database;
  config: Config;
  close: () => Promise<void>;
};

export async function createTestApp(
  opts: {
    seed?: boolean;
    env?: Record<string, string>;
    fileStore?: FileStore;
    /** Log lines (JSON) go here; LOG_LEVEL then defaults to info. */
    logStream?: { write: (line: string) => void };
  } = {},
): Promise<TestContext> {
  const database = await testDatabase({ seeded: opts.seed !== false });
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-test-'));
  const config = loadConfig({
    DEMO: 'true',
    WEB_DIST: '/nonexistent',
    LOG_LEVEL: opts.logStream ? 'info' : 'silent',
    DATA_DIR: dataDir,
    // Tests that call one route hundreds of times would meet the per-company write limits;
    // rate-limits.test.ts switches them on.
    RATE_LIMITS: 'false',
    ...opts.env,
  });
  const app = await buildApp({
    config,
    db: database.db,
    changes: database.changes,
    logger: Boolean(opts.logStream),
    ...(opts.logStream ? { logStream: opts.logStream } : {}),
    ...(opts.fileStore ? { fileStore: opts.fileStore } : {}),
  });
  await app.ready();
  return {
    app,
    database,
    config,
    close: async () => {
      await app.close();
      await database.close();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

export async function postLogin(
  app: FastifyInstance,
  fields: Record<string, string>,
  cookie?: string,
  options: { remoteAddress?: string; headers?: Record<string, string> } = {},
) {
  return app.inject({
    method: 'POST',
    url: '/sso/login',
    headers: {
      'content-type': 'application/x-www-form-urlencoded',
      ...(cookie ? { cookie } : {}),
      ...options.headers,
    },
    payload: new URLSearchParams(fields).toString(),
    ...(options.remoteAddress ? { remoteAddress: options.remoteAddress } : {}),
  });
}

/** Signs in through the real sign-on form and returns the ticket (the bearer token). */
export async function signIn(
  app: FastifyInstance,
  username: string,
  password = DEMO_PASSWORD,
): Promise<string> {
  const res = await postLogin(app, { username, password, service: `${ORIGIN}/credibility` });
  if (res.statusCode !== 303) throw new Error(`sign-in of ${username} failed with ${res.statusCode}`);
  const ticket = new URL(res.headers.location as string).searchParams.get('ticket');
  if (!ticket) throw new Error('no ticket');
  return ticket;
}

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

/** A multipart/form-data body: text fields first, then files, in the order given. */
export function multipartBody(
  fields: Record<string, string>,
  files: { field: string; filename: string; content: Buffer; contentType?: string }[],
) {
  const boundary = `----portal${randomBytes(8).toString('hex')}`;
  const chunks: Buffer[] = [];
  for (const [name, value] of Object.entries(fields)) {
    chunks.push(
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`),
    );
  }
  for (const f of files) {
    chunks.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${f.field}"; filename="${f.filename}"\r\nContent-Type: ${f.contentType ?? 'application/pdf'}\r\n\r\n`,
      ),
      f.content,
      Buffer.from('\r\n'),
    );
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return {
    payload: Buffer.concat(chunks),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

/** A small but real PDF of about `size` bytes. */
export function pdfBytes(size = 2048, seed = 'x'): Buffer {
  const head = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\n%');
  const tail = Buffer.from('\n%%EOF\n');
  const fill = Buffer.alloc(Math.max(0, size - head.length - tail.length), seed);
  return Buffer.concat([head, fill, tail]);
}

/**
 * What a client sends as If-Match to write or save a module (required): the version of the
 * module's current draft, 0 without one. Empty for any other call. `url` is the full path.
 */
export async function ifMatchFor(
  app: FastifyInstance,
  headers: Record<string, string>,
  url: string,
): Promise<Record<string, string>> {
  const match = /^(\/api\/v1\/contribuzioni\/[a-z-]+)\/(scrivi|salva)$/.exec(url);
  if (!match) return {};
  const read = await app.inject({ method: 'GET', url: `${match[1]}/leggi`, headers });
  if (read.statusCode !== 200) return {};
  const draft = (read.json().records as { stato: string; version: number }[]).find(
    (r) => r.stato === 'IN_BOZZA',
  );
  return { 'if-match': String(draft?.version ?? 0) };
}
