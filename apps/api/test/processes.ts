import { type ChildProcess, execFile, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { CreateBucketCommand, S3Client } from '@aws-sdk/client-s3';
import pg from 'pg';
import S3rver from 's3rver';

const apiRoot = path.resolve(import.meta.dirname, '..');

/** A new empty database on TEST_DATABASE_URL; `drop` removes it (closing what still uses it). */
export async function freshPostgres(): Promise<{ url: string; drop: () => Promise<void> }> {
  const base = process.env.TEST_DATABASE_URL!;
  const name = `portal_proc_${randomBytes(6).toString('hex')}`;
  const admin = async (query: string) => {
    const c = new pg.Client({ connectionString: base });
    await c.connect();
    await c.query(query);
    await c.end();
  };
  await admin(`CREATE DATABASE ${name}`);
  const url = new URL(base);
  url.pathname = `/${name}`;
  return { url: url.toString(), drop: () => admin(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`) };
}

/** A real S3-protocol server (s3rver) with one bucket, and the environment that points the API at it. */
export async function startS3(): Promise<{ env: Record<string, string>; close: () => Promise<void> }> {
  const directory = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-s3-'));
  const server = new S3rver({ port: 0, address: '127.0.0.1', silent: true, directory });
  const { port } = await server.run();
  const endpoint = `http://127.0.0.1:${port}`;
  const bucket = 'portal-scale-out';
  const client = new S3Client({
    region: 'us-east-1',
    endpoint,
    forcePathStyle: true,
    credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' },
  });
  await client.send(new CreateBucketCommand({ Bucket: bucket }));
  client.destroy();
  return {
    env: {
      STORAGE: 's3',
      S3_ENDPOINT: endpoint,
      S3_BUCKET: bucket,
      S3_ACCESS_KEY_ID: 'S3RVER',
      S3_SECRET_ACCESS_KEY: 'S3RVER',
    },
    close: async () => {
      await server.close();
      fs.rmSync(directory, { recursive: true, force: true });
    },
  };
}

export type ApiProcess = {
  url: string;
  child: ChildProcess;
  /** Everything the process wrote to stdout (pino's JSON lines). */
  output: () => string;
  exited: Promise<number | null>;
  stop: () => Promise<number | null>;
};

/**
 * The provider's API key made as an operator makes it, with the CLI on the deployment's database
 * (`api`: the running server, whose address is the key's PUBLIC_URL); all scopes and analysts:write.
 */
export async function cliKey(databaseUrl: string, api: ApiProcess): Promise<string> {
  const cli = await promisify(execFile)(
    process.execPath,
    ['src/cli/main.ts', 'keys:create', '--name', 'provider-systems', '--scopes', '*,analysts:write'],
    { cwd: apiRoot, env: { ...process.env, DATABASE_URL: databaseUrl, PUBLIC_URL: api.url } },
  );
  return cli.stdout.trim();
}

/** A port free right now (the server is told it in advance: PUBLIC_URL needs it). */
async function freePort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

/** Starts the server exactly as `npm start` does (its entry and V8 flags), on a free loopback port. */
export async function startApi(env: Record<string, string>): Promise<ApiProcess> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-proc-'));
  const port = await freePort();
  const child = spawn(process.execPath, ['--max-semi-space-size=8', '--liftoff-only', 'server.mjs'], {
    cwd: apiRoot,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      // Required with DATABASE_URL.
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      // Load tests write without pause: the per-company write limit would answer 429.
      RATE_LIMITS: 'false',
      DATA_DIR: dataDir,
      WEB_DIST: '/nonexistent',
      LOG_LEVEL: 'info',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout!.on('data', (c) => (output += c));
  child.stderr!.on('data', (c) => (output += c));
  const exited = new Promise<number | null>((resolve) =>
    child.once('exit', (code) => {
      fs.rmSync(dataDir, { recursive: true, force: true });
      resolve(code);
    }),
  );
  const url = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`API did not start:\n${output}`)), 60_000);
    child.stdout!.on('data', () => {
      const m = /Portal ready on (http:\/\/localhost:\d+)\//.exec(output);
      if (m) {
        clearTimeout(timer);
        resolve(m[1]!.replace('localhost', '127.0.0.1'));
      }
    });
    void exited.then((code) => reject(new Error(`API exited with ${code}:\n${output}`)));
  });
  return {
    url,
    child,
    output: () => output,
    exited,
    stop: async () => {
      if (child.exitCode === null) child.kill('SIGTERM');
      return exited;
    },
  };
}

/** A TCP proxy to PostgreSQL that a test can cut (refusing and dropping every connection) and restore. */
export async function cuttableProxy(target: { host: string; port: number }) {
  const sockets = new Set<net.Socket>();
  const listen = (port: number) =>
    new Promise<net.Server>((resolve) => {
      const server = net.createServer((inbound) => {
        const outbound = net.connect(target);
        for (const s of [inbound, outbound]) {
          sockets.add(s);
          s.on('close', () => sockets.delete(s));
          s.on('error', () => s.destroy());
        }
        inbound.pipe(outbound).pipe(inbound);
      });
      server.listen(port, '127.0.0.1', () => resolve(server));
    });
  let server = await listen(0);
  const port = (server.address() as net.AddressInfo).port;
  return {
    port,
    cut: async () => {
      await new Promise<void>((resolve) => {
        server.close(() => resolve());
        for (const s of sockets) s.destroy();
      });
    },
    restore: async () => {
      server = await listen(port);
    },
    close: async () => {
      for (const s of sockets) s.destroy();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
