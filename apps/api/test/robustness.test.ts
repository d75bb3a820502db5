import fs from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessions } from '../src/db/schema.ts';
import { runHousekeeping, SESSION_GRACE_MS } from '../src/http/housekeeping.ts';
import { diskStore } from '../src/storage/disk-store.ts';
import { bearer, createTestApp, signIn, type TestContext } from './helpers.ts';
import { MACHINE, machineHeaders, machineKey, subjectLine } from './provider-helpers.ts';

let ctx: TestContext;
let port: number;
beforeAll(async () => {
  ctx = await createTestApp({ env: { BODY_TIMEOUT_MS: '600', UPLOAD_MIN_BYTES_PER_SECOND: '50000' } });
  await ctx.app.listen({ port: 0, host: '127.0.0.1' });
  port = (ctx.app.server.address() as net.AddressInfo).port;
});
afterAll(() => ctx.close());

/** Sends the head and then one body byte every `everyMs`; resolves with what the server answered and when. */
function trickle(head: string, everyMs: number): Promise<{ answer: string; afterMs: number }> {
  return new Promise((resolve) => {
    const started = Date.now();
    const socket = net.connect(port, '127.0.0.1', () => socket.write(head));
    let answer = '';
    const timer = setInterval(() => socket.writable && socket.write('a'), everyMs);
    socket.on('data', (d) => (answer += d));
    socket.on('error', () => {});
    socket.on('close', () => {
      clearInterval(timer);
      resolve({ answer, afterMs: Date.now() - started });
    });
    setTimeout(() => socket.destroy(), 10_000);
  });
}

describe('slow bodies', () => {
  it('a body that trickles in to /sso/login is cut off with 408', async () => {
    const { answer, afterMs } = await trickle(
      'POST /sso/login HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/x-www-form-urlencoded\r\nContent-Length: 1000\r\n\r\nu',
      200,
    );
    expect(answer).toMatch(/^HTTP\/1\.1 408/);
    expect(answer).toContain('troppo lentamente');
    expect(afterMs).toBeLessThan(5000);
  });

  it('an upload slower than the minimum rate is cut off too', async () => {
    const token = await signIn(ctx.app, 'azienda');
    const { answer, afterMs } = await trickle(
      `POST /api/v1/contribuzioni/esperienze-pagamento/carica-allegato HTTP/1.1\r\nHost: localhost\r\nAuthorization: ${bearer(token).authorization}\r\nContent-Type: multipart/form-data; boundary=x\r\nContent-Length: 100000\r\n\r\n--x\r\n`,
      100,
    );
    expect(answer).toMatch(/^HTTP\/1\.1 408/);
    expect(afterMs).toBeLessThan(5000);
  });
});

describe('a streamed NDJSON import', () => {
  it('is held to the upload rate, not the body deadline: streaming for longer than BODY_TIMEOUT_MS is accepted', async () => {
    const key = await machineKey(ctx.database.db);
    const lines = (from: number) =>
      Array.from(
        { length: 40 },
        (_, i) => `${JSON.stringify(subjectLine(String(8_000_000 + from + i)))}\n`,
      ).join('');
    const started = Date.now();
    const answer = await new Promise<{ status: number; body: string }>((resolve, reject) => {
      const req = http.request(`http://127.0.0.1:${port}${MACHINE}/subjects`, {
        method: 'PUT',
        headers: { ...machineHeaders(key), 'content-type': 'application/x-ndjson' },
      });
      req.on('response', (res) => {
        let body = '';
        res.on('data', (c) => (body += c));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
      });
      req.on('error', reject);
      let sent = 0;
      // About 10 kB every 100 ms (above UPLOAD_MIN_BYTES_PER_SECOND) for 1.5 s (beyond the 600 ms deadline).
      const timer = setInterval(() => {
        req.write(lines(sent * 40));
        if (++sent === 15) {
          clearInterval(timer);
          req.end();
        }
      }, 100);
    });
    expect(Date.now() - started).toBeGreaterThan(1200);
    expect(answer.status, answer.body).toBe(200);
    expect(JSON.parse(answer.body)).toEqual({ received: 600, upserted: 600 });
  });
});

describe('partial uploads and sessions do not pile up', () => {
  it('partial uploads left by a crash are removed at start and after an hour', async () => {
    const root = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-tmp-'));
    fs.mkdirSync(path.join(root, '.tmp'));
    fs.writeFileSync(path.join(root, '.tmp', 'crashed'), 'x');
    const store = diskStore(root);
    expect(fs.readdirSync(path.join(root, '.tmp'))).toEqual([]);
    fs.writeFileSync(path.join(root, '.tmp', 'fresh'), 'x');
    fs.writeFileSync(path.join(root, '.tmp', 'old'), 'x');
    const hoursAgo = new Date(Date.now() - 2 * 3600_000);
    fs.utimesSync(path.join(root, '.tmp', 'old'), hoursAgo, hoursAgo);
    expect(await store.sweepPartial!(3600_000)).toBe(1);
    expect(fs.readdirSync(path.join(root, '.tmp'))).toEqual(['fresh']);
    fs.rmSync(root, { recursive: true, force: true });
  });

  it('expired and revoked sessions are purged by the housekeeping', async () => {
    const token = await signIn(ctx.app, 'azienda2');
    const before = (await ctx.database.db.select().from(sessions)).length;
    expect(before).toBeGreaterThan(2);
    const long = new Date(Date.now() - SESSION_GRACE_MS - 60_000);
    await ctx.database.db.update(sessions).set({ expiresAt: long });
    const done = await runHousekeeping(ctx.app);
    expect(done.sessions).toBe(before);
    expect(await ctx.database.db.select().from(sessions)).toHaveLength(0);
    expect((await ctx.app.inject({ url: '/api/v1/user', headers: bearer(token) })).statusCode).toBe(401);
    // A live session is kept.
    const live = await signIn(ctx.app, 'azienda2');
    await runHousekeeping(ctx.app);
    expect((await ctx.app.inject({ url: '/api/v1/user', headers: bearer(live) })).statusCode).toBe(200);
    expect(await ctx.database.db.select().from(sessions).where(eq(sessions.kind, 'app'))).toHaveLength(1);
  });
});
