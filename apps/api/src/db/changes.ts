import { randomUUID } from 'node:crypto';
import type { PGlite } from '@electric-sql/pglite';
import pg from 'pg';

export const CHANGES_CHANNEL = 'portal_changes';

/**
 * The stream of '<table>:<key>' notifications the triggers of migration 0007 send after each
 * commit. `onReset` is called whenever notifications may have been missed (connection lost or
 * re-made), so a listener must then forget everything it derived from them.
 */
export type ChangeFeed = {
  subscribe(onChange: (payload: string) => void, onReset: () => void): void;
  /** False while notifications cannot be received: nothing may be cached then. */
  live(): boolean;
  /** Resolves once every change committed before the call has been delivered to subscribers. */
  sync(): Promise<void>;
  close(): Promise<void>;
};

type Hub = {
  emit: (payload: string) => void;
  reset: () => void;
  subscribe: ChangeFeed['subscribe'];
  waitFor: (marker: string) => Promise<void>;
};

function hub(): Hub {
  const listeners: { onChange: (p: string) => void; onReset: () => void }[] = [];
  const waiting = new Map<string, () => void>();
  return {
    emit: (payload) => {
      const marker = waiting.get(payload);
      if (marker) {
        waiting.delete(payload);
        marker();
      }
      for (const l of listeners) l.onChange(payload);
    },
    reset: () => {
      for (const l of listeners) l.onReset();
      for (const resolve of waiting.values()) resolve();
      waiting.clear();
    },
    subscribe: (onChange, onReset) => void listeners.push({ onChange, onReset }),
    waitFor: (marker) => new Promise<void>((resolve) => waiting.set(marker, resolve)),
  };
}

const SYNC_TIMEOUT_MS = 2000;

/**
 * PostgreSQL: one dedicated connection LISTENs; if it drops, subscribers are reset at once and
 * again when it is back (PostgreSQL delivers notifications in commit order, so a marker sent
 * after a write arrives after that write's notifications: that is what `sync` waits for).
 */
export function postgresChangeFeed(
  connectionString: string,
  notifyVia: (marker: string) => Promise<unknown>,
) {
  const h = hub();
  let client: pg.Client | null = null;
  let closed = false;
  let listening = false;
  const connect = async () => {
    while (!closed) {
      const c = new pg.Client({ connectionString, connectionTimeoutMillis: 3000 });
      c.on('error', () => {});
      try {
        await c.connect();
        c.on('notification', (n) => n.payload && h.emit(n.payload));
        c.once('end', () => {
          listening = false;
          h.reset();
          if (!closed) setTimeout(() => void connect(), 500);
        });
        await c.query(`LISTEN ${CHANGES_CHANNEL}`);
        client = c;
        listening = true;
        h.reset();
        return;
      } catch {
        await c.end().catch(() => {});
        await new Promise((r) => setTimeout(r, 1000));
      }
    }
  };
  const ready = connect();
  const feed: ChangeFeed & { ready: Promise<void> } = {
    ready,
    live: () => listening,
    subscribe: h.subscribe,
    sync: () => syncThrough(h, notifyVia),
    close: async () => {
      closed = true;
      await client?.end().catch(() => {});
    },
  };
  return feed;
}

/** PGlite: one in-process database; its listen callback runs as soon as a statement commits. */
export async function pgliteChangeFeed(client: PGlite): Promise<ChangeFeed> {
  const h = hub();
  const unlisten = await client.listen(CHANGES_CHANNEL, (payload) => h.emit(payload));
  return {
    subscribe: h.subscribe,
    live: () => true,
    sync: () =>
      syncThrough(h, (marker) => client.query(`SELECT pg_notify($1, $2)`, [CHANGES_CHANNEL, marker])),
    close: () => unlisten(),
  };
}

async function syncThrough(h: Hub, notifyVia: (marker: string) => Promise<unknown>) {
  const marker = `sync:${randomUUID()}`;
  const arrived = h.waitFor(marker);
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<void>((resolve) => {
    timer = setTimeout(() => {
      // Not delivered in time: treat as lost, so nothing stale survives.
      h.reset();
      resolve();
    }, SYNC_TIMEOUT_MS);
  });
  try {
    await notifyVia(marker);
    await Promise.race([arrived, timeout]);
  } catch {
    h.reset();
  } finally {
    clearTimeout(timer);
  }
}
