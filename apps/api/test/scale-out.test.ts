import http from 'node:http';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  FOREIGN_COUNTERPART,
  VALID_MANAGEMENT,
  VALID_OPERATING_PROFILE,
  VALID_REGISTRY,
} from './fixtures.ts';
import { multipartBody, pdfBytes } from './helpers.ts';
import { type ApiProcess, cuttableProxy, freshPostgres, startApi, startS3 } from './processes.ts';

const REGISTRY = { ...VALID_REGISTRY, descrizione: 'Scritto su un’istanza, letto sull’altra' };

async function signIn(base: string, username: string): Promise<string> {
  const res = await fetch(`${base}/sso/login`, {
    method: 'POST',
    redirect: 'manual',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ username, password: 'Demo.2026', service: `${base}/credibility` }),
  });
  const ticket = new URL(res.headers.get('location') ?? '', base).searchParams.get('ticket');
  if (!ticket) throw new Error(`sign-in on ${base} failed: ${res.status}`);
  return ticket;
}

const api = (base: string, token: string, path: string, init: RequestInit = {}) =>
  fetch(`${base}/api/v1${path}`, {
    ...init,
    headers: { authorization: `Bearer ${token}`, ...(init.headers as Record<string, string>) },
  });

const postJson = (base: string, token: string, path: string, body: unknown, headers = {}) =>
  api(base, token, path, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify(body),
  });

type DocumentRecords = { records: { codiceDocumento: string; noteDocumento: string }[] };
const readDocuments = async (base: string, token: string) =>
  (await (await api(base, token, '/contribuzioni/altri-documenti/leggi')).json()) as DocumentRecords;

/** A multipart upload whose body trickles in over `ms`, so the request is in flight for that long. */
function slowUpload(
  base: string,
  token: string,
  path: string,
  body: ReturnType<typeof multipartBody>,
  ms: number,
) {
  return new Promise<{ status: number; body: string }>((resolve, reject) => {
    const req = http.request(`${base}/api/v1${path}`, {
      method: 'POST',
      headers: {
        ...body.headers,
        authorization: `Bearer ${token}`,
        'if-match': '0',
        'x-request-id': 'slow-upload',
      },
    });
    req.on('response', (res) => {
      let text = '';
      res.on('data', (c) => (text += c));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body: text }));
    });
    req.on('error', reject);
    const payload = body.payload;
    const steps = 10;
    const size = Math.ceil(payload.length / steps);
    let i = 0;
    const timer = setInterval(() => {
      req.write(payload.subarray(i * size, (i + 1) * size));
      if (++i === steps) {
        clearInterval(timer);
        req.end();
      }
    }, ms / steps);
  });
}

describe.runIf(process.env.TEST_DB_KIND === 'postgres')(
  'two API instances on one PostgreSQL and one S3 bucket',
  () => {
    let database: Awaited<ReturnType<typeof freshPostgres>>;
    let s3: Awaited<ReturnType<typeof startS3>>;
    let a: ApiProcess;
    let b: ApiProcess;
    beforeAll(async () => {
      database = await freshPostgres();
      s3 = await startS3();
      const env = { DATABASE_URL: database.url, DEMO: 'true', ...s3.env };
      // Started together: migrations and the demo seed must happen exactly once.
      [a, b] = await Promise.all([startApi({ ...env, SHUTDOWN_DELAY_MS: '1500' }), startApi(env)]);
    }, 120_000);
    afterAll(async () => {
      await Promise.all([a?.stop(), b?.stop()]);
      await s3?.close();
      await database?.drop();
    });

    it('both are ready and the demo data was seeded once', async () => {
      for (const p of [a, b]) expect((await fetch(`${p.url}/readyz`)).status).toBe(200);
      const c = new pg.Client({ connectionString: database.url });
      await c.connect();
      const { rows } = await c.query(`select count(*)::int as n from users where username = 'azienda'`);
      await c.end();
      expect(rows[0].n).toBe(1);
    });

    it('a session opened on one instance works on the other; writes and files are seen by both', async () => {
      const token = await signIn(a.url, 'azienda');
      const user = await api(b.url, token, '/user');
      expect(user.status).toBe(200);
      expect(await user.json()).toMatchObject({ userId: 'AZIENDA' });

      const write = await postJson(b.url, token, '/contribuzioni/anagrafica/scrivi', REGISTRY, {
        'if-match': '0',
      });
      expect(write.status, await write.clone().text()).toBe(200);
      const read = await (await api(a.url, token, '/contribuzioni/anagrafica/leggi')).json();
      expect(read).toMatchObject({ records: [{ stato: 'IN_BOZZA', descrizione: REGISTRY.descrizione }] });
      const infoA = await (await api(a.url, token, '/contribuzioni/info-moduli')).json();
      const infoB = await (await api(b.url, token, '/contribuzioni/info-moduli')).json();
      expect(infoA).toMatchObject({ anagrafica: { stato: 'IN_BOZZA' } });
      expect(infoB).toEqual(infoA);

      const content = pdfBytes(200 * 1024, 'm');
      const body = multipartBody({ tipoDocumento: 'Business plan', noteDocumento: 'Su S3' }, [
        { field: 'fileAltroDocumento', filename: 'piano.pdf', content },
      ]);
      const upload = await api(a.url, token, '/contribuzioni/altri-documenti/scrivi', {
        method: 'POST',
        headers: { ...body.headers, 'if-match': '0' },
        body: body.payload,
      });
      expect(upload.status, await upload.clone().text()).toBe(200);
      const [draft] = (await readDocuments(b.url, token)).records;
      const got = await api(
        b.url,
        token,
        `/contribuzioni/allegato/download?codice=${encodeURIComponent(draft!.codiceDocumento)}&nomeFile=piano.pdf&formato=pdf`,
      );
      expect(got.status).toBe(200);
      expect(Buffer.compare(Buffer.from(await got.arrayBuffer()), content)).toBe(0);
    });

    it('a log-out on one instance ends the session on the other as soon as it hears of it', async () => {
      const token = await signIn(b.url, 'azienda2');
      expect((await api(a.url, token, '/user')).status).toBe(200);
      expect((await api(a.url, token, '/contribuzioni/info-moduli')).status).toBe(200);
      expect((await api(b.url, token, '/logout', { method: 'POST' })).status).toBe(200);
      // Instance a drops its cached session when PostgreSQL's NOTIFY reaches it: milliseconds, more
      // on a loaded machine, never the cache's 10 s lifetime.
      const within = { timeout: 2000, interval: 20 };
      await expect.poll(async () => (await api(a.url, token, '/user')).status, within).toBe(401);
      expect((await api(a.url, token, '/contribuzioni/info-moduli')).status).toBe(401);
    });

    it('an analyst selecting a company on one instance acts for it on the other', async () => {
      const token = await signIn(a.url, 'analista');
      expect((await api(b.url, token, '/contribuzioni/info-moduli')).status).toBe(403);
      const select = await postJson(a.url, token, '/admin/selectUser', { userId: 'AZIENDA' });
      expect(select.status, await select.clone().text()).toBe(200);
      expect((await api(b.url, token, '/contribuzioni/info-moduli')).status).toBe(200);
    });

    it('echoes the request id, logs it (never a ticket), and counts requests in /metrics', async () => {
      const res = await fetch(`${b.url}/healthz`, { headers: { 'x-request-id': 'trace-4711' } });
      expect(res.headers.get('x-request-id')).toBe('trace-4711');
      const own = await fetch(`${b.url}/healthz`);
      expect(own.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
      const completed = () =>
        b
          .output()
          .split('\n')
          .find((l) => l.includes('"reqId":"trace-4711"') && l.includes('request completed'));
      await expect.poll(completed, { timeout: 5000, interval: 20 }).toBeDefined();
      const line = completed();
      expect(JSON.parse(line!)).toMatchObject({ reqId: 'trace-4711', res: { statusCode: 200 } });

      await fetch(`${b.url}/healthz?service=x&ticket=SECRET-TICKET-123`);
      await expect
        .poll(() => b.output(), { timeout: 5000, interval: 20 })
        .toContain('/healthz?service=x&ticket=[redacted]');
      expect(b.output()).not.toContain('SECRET-TICKET-123');

      const metrics = await (await fetch(`${b.url}/metrics`)).text();
      expect(metrics).toMatch(
        /http_requests_total\{method="GET",route="\/healthz",status_code="200"\} [1-9]/,
      );
      expect(metrics).toMatch(
        /http_requests_total\{method="GET",route="\/api\/v1\/user",status_code="200"\} [1-9]/,
      );
      expect(metrics).toContain('process_resident_memory_bytes');
    });

    it('SIGTERM: readiness turns 503, the request in flight completes, the process exits 0; the other serves on', async () => {
      const token = await signIn(b.url, 'azienda2');
      const content = pdfBytes(512 * 1024, 'd');
      const body = multipartBody({ tipoDocumento: 'Business plan', noteDocumento: 'In volo' }, [
        { field: 'fileAltroDocumento', filename: 'volo.pdf', content },
      ]);
      const inFlight = slowUpload(a.url, token, '/contribuzioni/altri-documenti/scrivi', body, 2500);
      // In flight once the instance has logged the request (its body still trickling in).
      await expect
        .poll(() => a.output(), { timeout: 5000, interval: 20 })
        .toMatch(/"reqId":"slow-upload".*incoming request/);
      a.child.kill('SIGTERM');
      await expect
        .poll(async () => (await fetch(`${a.url}/readyz`)).status, { timeout: 2000, interval: 20 })
        .toBe(503);
      const done = await inFlight;
      expect(done.status, done.body).toBe(200);
      expect(await a.exited).toBe(0);
      const [draft] = (await readDocuments(b.url, token)).records;
      expect(draft?.noteDocumento).toBe('In volo');
    });
  },
);

describe.runIf(process.env.TEST_DB_KIND === 'postgres')('losing PostgreSQL under load', () => {
  it('answers 503 (never 500) while the database is unreachable and recovers by itself', async () => {
    const database = await freshPostgres();
    const target = new URL(process.env.TEST_DATABASE_URL!);
    const proxy = await cuttableProxy({ host: target.hostname, port: Number(target.port || 5432) });
    const viaProxy = new URL(database.url);
    viaProxy.host = `127.0.0.1:${proxy.port}`;
    const server = await startApi({ DATABASE_URL: viaProxy.toString(), DEMO: 'true', LOG_LEVEL: 'error' });
    try {
      const token = await signIn(server.url, 'azienda');
      const statuses: number[] = [];
      let running = true;
      // Load: four clients each writing a module's draft (which always needs the database), without
      // pause, each sending the version its last write answered (re-read after a failure).
      const writers: [string, unknown][] = [
        ['anagrafica', REGISTRY],
        ['management', VALID_MANAGEMENT],
        ['profilo-operativo', VALID_OPERATING_PROFILE],
        ['controparti-commerciali', { clients: [FOREIGN_COUNTERPART], suppliers: [] }],
      ];
      const draftVersion = async (path: string) => {
        const res = await api(server.url, token, `/contribuzioni/${path}/leggi`).catch(() => null);
        if (res?.status !== 200) return null;
        const { records } = (await res.json()) as { records: { stato: string; version: number }[] };
        return records.find((r) => r.stato === 'IN_BOZZA')?.version ?? 0;
      };
      const load = Promise.all(
        writers.map(async ([path, body]) => {
          let version = 0;
          while (running) {
            const res = await postJson(server.url, token, `/contribuzioni/${path}/scrivi`, body, {
              'if-match': String(version),
            }).catch(() => null);
            statuses.push(res?.status ?? 0);
            if (res?.status === 200) version = ((await res.json()) as { version: number }).version;
            else version = (await draftVersion(path)) ?? version;
          }
        }),
      );
      // Counted from `from`, skipping the `skip` answers that were in flight at a change.
      const answersSince = (from: number, skip: number) => statuses.slice(from + skip);
      const poll = { timeout: 15_000, interval: 20 };
      await expect.poll(() => statuses.filter((s) => s === 200).length, poll).toBeGreaterThanOrEqual(8);
      await proxy.cut();
      const cutAt = statuses.length;
      await expect.poll(() => answersSince(cutAt, 8).length, poll).toBeGreaterThanOrEqual(8);
      const ready = await fetch(`${server.url}/readyz`).catch((e) => {
        throw new Error(`the API died while the database was away:\n${server.output()}`, { cause: e });
      });
      expect(ready.status).toBe(503);
      const during = answersSince(cutAt, 8);
      await proxy.restore();
      await expect.poll(async () => (await fetch(`${server.url}/readyz`)).status, poll).toBe(200);
      const afterAt = statuses.length;
      await expect.poll(() => answersSince(afterAt, 4).length, poll).toBeGreaterThanOrEqual(8);
      running = false;
      await load;

      expect(statuses).not.toContain(500);
      expect(statuses).not.toContain(0);
      expect(new Set(during)).toEqual(new Set([503]));
      expect(new Set(answersSince(afterAt, 4))).toEqual(new Set([200]));
      expect(server.child.exitCode).toBeNull();
    } finally {
      await server.stop();
      await proxy.close();
      await database.drop();
    }
  }, 90_000);
});
