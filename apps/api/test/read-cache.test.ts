import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ChangeFeed } from '../src/db/changes.ts';
import { moduleRecords, sessions } from '../src/db/schema.ts';
import { ReadCache } from '../src/http/read-cache.ts';
import { bearer, createTestApp, signIn, type TestContext } from './helpers.ts';

function manualFeed() {
  let onChange = (_tag: string) => {};
  let onReset = () => {};
  let live = true;
  const feed: ChangeFeed = {
    subscribe: (c, r) => {
      onChange = c;
      onReset = r;
    },
    live: () => live,
    sync: async () => {},
    close: async () => {},
  };
  return {
    feed,
    change: (tag: string) => onChange(tag),
    reset: () => onReset(),
    setLive: (v: boolean) => {
      live = v;
    },
  };
}

describe('ReadCache', () => {
  const counted = () => {
    let loads = 0;
    return {
      load: async () => ({ value: `v${++loads}`, tags: ['t:1'] }),
      loads: () => loads,
    };
  };

  it('serves a hit until a tag of the entry changes', async () => {
    const m = manualFeed();
    const cache = new ReadCache<string>(m.feed, { ttlMs: 60_000, maxEntries: 10 });
    const c = counted();
    expect(await cache.get('k', c.load)).toBe('v1');
    expect(await cache.get('k', c.load)).toBe('v1');
    m.change('t:2');
    expect(await cache.get('k', c.load)).toBe('v1');
    m.change('t:1');
    expect(await cache.get('k', c.load)).toBe('v2');
    expect(c.loads()).toBe(2);
  });

  it('does not keep a value whose tag changed while it was loading', async () => {
    const m = manualFeed();
    const cache = new ReadCache<string>(m.feed, { ttlMs: 60_000, maxEntries: 10 });
    let loads = 0;
    const slow = async () => {
      loads++;
      m.change('t:1'); // a write commits while this read is in flight
      return { value: 'old', tags: ['t:1'] };
    };
    expect(await cache.get('k', slow)).toBe('old');
    expect(await cache.get('k', async () => ({ value: 'new', tags: ['t:1'] }))).toBe('new');
    expect(loads).toBe(1);
  });

  it('caches nothing while the feed is not live, forgets everything on reset, respects the ttl', async () => {
    const m = manualFeed();
    const cache = new ReadCache<string>(m.feed, { ttlMs: 60_000, maxEntries: 10 });
    const c = counted();
    m.setLive(false);
    await cache.get('k', c.load);
    await cache.get('k', c.load);
    expect(c.loads()).toBe(2);
    m.setLive(true);
    await cache.get('k', c.load);
    m.reset();
    expect(await cache.get('k', c.load)).toBe('v4');
    const short = new ReadCache<string>(m.feed, { ttlMs: 60_000, maxEntries: 10 });
    await short.get('s', async () => ({ value: 'a', tags: [], ttlMs: 1 }));
    await new Promise((r) => setTimeout(r, 5));
    expect(await short.get('s', async () => ({ value: 'b', tags: [] }))).toBe('b');
  });

  it('keeps the entries within their weight budget, dropping the oldest, and skips values too heavy to keep', async () => {
    const m = manualFeed();
    const cache = new ReadCache<string>(m.feed, {
      ttlMs: 60_000,
      maxEntries: 10,
      maxWeight: 100,
      weigh: (v) => v.length,
    });
    let loads = 0;
    const load = (value: string) => async () => {
      loads++;
      return { value, tags: [] };
    };
    await cache.get('a', load('x'.repeat(25)));
    await cache.get('b', load('y'.repeat(25)));
    await cache.get('c', load('z'.repeat(25)));
    await cache.get('d', load('w'.repeat(25)));
    await cache.get('e', load('v'.repeat(25)));
    expect(loads).toBe(5);
    await cache.get('e', load('v'));
    await cache.get('b', load('y'));
    expect(loads).toBe(5);
    await cache.get('a', load('x'));
    expect(loads).toBe(6);
    await cache.get('big', load('b'.repeat(26)));
    await cache.get('big', load('b'.repeat(26)));
    expect(loads).toBe(8);
  });

  it('without a feed, never caches', async () => {
    const cache = new ReadCache<string>(undefined, { ttlMs: 60_000, maxEntries: 10 });
    const c = counted();
    await cache.get('k', c.load);
    await cache.get('k', c.load);
    expect(c.loads()).toBe(2);
  });
});

describe('caches follow changes made by anyone (another instance, an operator)', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp();
  });
  afterAll(() => ctx.close());

  it('a session revoked directly in the database is refused on the next call', async () => {
    const token = await signIn(ctx.app, 'azienda');
    expect((await ctx.app.inject({ url: '/api/v1/user', headers: bearer(token) })).statusCode).toBe(200);
    expect((await ctx.app.inject({ url: '/api/v1/user', headers: bearer(token) })).statusCode).toBe(200);
    await ctx.database.db.update(sessions).set({ revokedAt: new Date() });
    await ctx.app.changes!.sync();
    expect((await ctx.app.inject({ url: '/api/v1/user', headers: bearer(token) })).statusCode).toBe(401);
  });

  it('a contribution record changed directly in the database shows in the next info-moduli', async () => {
    const token = await signIn(ctx.app, 'azienda2');
    const info = async () =>
      (await ctx.app.inject({ url: '/api/v1/contribuzioni/info-moduli', headers: bearer(token) })).json();
    const write = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/contribuzioni/profilo-operativo/scrivi',
      headers: { ...bearer(token), 'if-match': '0' },
      payload: { fatturato: 10, numeroDipendenti: 1, paesiImport: [], paesiExport: [], percentualeExport: 0 },
    });
    expect(write.statusCode, write.body).toBe(200);
    // Read right after the write, on the same instance: never the cached state from before it.
    expect((await info()).profiloOperativo.stato).toBe('IN_BOZZA');
    await ctx.database.db
      .update(moduleRecords)
      .set({ state: 'SALVATO', savedAt: new Date() })
      .where(eq(moduleRecords.subjectId, '1000002'));
    await ctx.app.changes!.sync();
    expect((await info()).profiloOperativo.stato).toBe('SALVATO');
  });
});
