import net from 'node:net';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from './helpers.ts';
import { MACHINE, machineKey, ndjson, subjectLine } from './provider-helpers.ts';

// Issue 24, finding 2: an NDJSON import whose body stalls must give its connection back.
let ctx: TestContext;
let port: number;
let key: string;
beforeAll(async () => {
  ctx = await createTestApp({ env: { BODY_TIMEOUT_MS: '600', UPLOAD_MIN_BYTES_PER_SECOND: '2000' } });
  await ctx.app.listen({ port: 0, host: '127.0.0.1' });
  port = (ctx.app.server.address() as net.AddressInfo).port;
  key = await machineKey(ctx.database.db, 'subjects:write');
});
afterAll(() => ctx.close());

/** Starts an import, sends a few valid lines and then nothing more; resolves with the answer once the server closes it. */
function stalledImport(id: string, lines = 2): Promise<string> {
  return new Promise((resolve) => {
    const body = ndjson(Array.from({ length: lines }, (_, i) => subjectLine(`${id}${i}`)));
    const socket = net.connect(port, '127.0.0.1', () =>
      socket.write(
        `PUT ${MACHINE}/subjects HTTP/1.1\r\nHost: localhost\r\nAuthorization: Bearer ${key}\r\nContent-Type: application/x-ndjson\r\nContent-Length: 10000000\r\n\r\n${body}`,
      ),
    );
    let answer = '';
    socket.on('data', (d) => (answer += d));
    socket.on('error', () => {});
    socket.on('close', () => resolve(answer));
    setTimeout(() => socket.destroy(), 20_000).unref();
  });
}

/**
 * Connections idle in a transaction, once the aborted imports have rolled back: the client sees its
 * socket closed a moment before the server's ROLLBACK is through, so this waits for that (3 s at
 * most; the server-side timeout would take 5 minutes).
 */
async function settledIdleInTransaction() {
  const deadline = Date.now() + 3000;
  let n = await idleInTransaction();
  while (n > 0 && Date.now() < deadline) {
    await new Promise((r) => setTimeout(r, 20));
    n = await idleInTransaction();
  }
  return n;
}

const idleInTransaction = async () => {
  const rows = (await ctx.database.db.execute(
    sql`select count(*)::int as n from pg_stat_activity where datname = current_database() and state like 'idle in transaction%'`,
  )) as unknown as { rows: { n: number }[] };
  return rows.rows[0]!.n;
};

describe('stalled NDJSON imports', () => {
  it('two rounds of eight stalled imports leave the pool usable and hold no transaction', async () => {
    const ready: number[] = [];
    let polling = true;
    const poll = (async () => {
      while (polling) {
        ready.push((await ctx.app.inject({ url: '/readyz' })).statusCode);
        await new Promise((r) => setTimeout(r, 100));
      }
    })();
    for (const round of ['A', 'B']) {
      const answers = await Promise.all(
        Array.from({ length: 8 }, (_, i) => stalledImport(`STALL${round}${i}`)),
      );
      // Each is cut off for its stalled body, or refused at once while others run; none is accepted.
      for (const answer of answers) expect(answer).toMatch(/^HTTP\/1\.1 (408|429)/);
    }
    polling = false;
    await poll;
    expect(ready.length).toBeGreaterThan(3);
    expect(ready.every((s) => s === 200)).toBe(true);
    expect((await ctx.app.inject({ url: '/readyz' })).statusCode).toBe(200);
    if (ctx.database.kind === 'postgres') {
      // The rollback is not left to a server-side timeout: every connection is back in the pool
      // (this query waits at most for the aborted transactions' own ROLLBACK).
      expect(await settledIdleInTransaction()).toBe(0);
      // The whole pool answers at once: no connection is held by an aborted import.
      const started = Date.now();
      await Promise.all(
        Array.from({ length: 10 }, () => ctx.database.db.execute(sql`select pg_sleep(0.05)`)),
      );
      expect(Date.now() - started).toBeLessThan(2000);
    }
    const stalled = await ctx.database.db.execute(
      sql`select count(*)::int as n from subjects where id like 'STALL%'`,
    );
    expect((stalled as unknown as { rows: { n: number }[] }).rows[0]!.n).toBe(0);
  });

  it('a stalled import that already wrote a batch rolls it back at once and frees its connection', async () => {
    // More than one batch (5000 lines): its transaction is open and has written when the body stalls.
    const answers = await Promise.all([stalledImport('STALLW', 5200), stalledImport('STALLX', 5200)]);
    for (const answer of answers) expect(answer).toMatch(/^HTTP\/1\.1 408/);
    if (ctx.database.kind === 'postgres') expect(await settledIdleInTransaction()).toBe(0);
    const written = await ctx.database.db.execute(
      sql`select count(*)::int as n from subjects where id like 'STALL%'`,
    );
    expect((written as unknown as { rows: { n: number }[] }).rows[0]!.n).toBe(0);
    expect((await ctx.app.inject({ url: '/readyz' })).statusCode).toBe(200);
  });

  it('PostgreSQL connections carry the statement and idle-in-transaction timeouts', async () => {
    if (ctx.database.kind !== 'postgres') return;
    const shown = (await ctx.database.db.execute(
      sql`select current_setting('statement_timeout') as s, current_setting('idle_in_transaction_session_timeout') as i`,
    )) as unknown as { rows: { s: string; i: string }[] };
    expect(shown.rows[0]).toEqual({ s: '1min', i: '5min' });
  });
});
