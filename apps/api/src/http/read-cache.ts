import type { ChangeFeed } from '../db/changes.ts';

type Entry<V> = {
  value: V;
  expiresAt: number;
  tags: string[];
  loadedAt: number;
  epoch: number;
  weight: number;
};

type Options<V> = {
  ttlMs: number;
  maxEntries: number;
  /** With `weigh`: the most the entries may weigh together (e.g. bytes of JSON text). */
  maxWeight?: number;
  weigh?: (value: V) => number;
};

/**
 * A small in-process cache of derived reads, each entry tagged with what it was derived from
 * ('sessions:<id>', 'module_records:<subject>' — the payloads of the change feed). A change to a
 * tag makes every entry derived from it stale, including a value still being loaded when the
 * change arrived (an entry remembers the change counter at the start of its load). Nothing is
 * cached while the feed is not live, and everything is forgotten when it resets. When full, the
 * oldest entries go first; a value heavier than a quarter of the budget is not kept.
 */
export class ReadCache<V> {
  private readonly entries = new Map<string, Entry<V>>();
  /** For each changed tag, the value of `changes` when it last changed. */
  private readonly changedAt = new Map<string, number>();
  private changes = 0;
  private epoch = 0;
  private weight = 0;

  private readonly feed: ChangeFeed | undefined;
  private readonly options: Options<V>;

  constructor(feed: ChangeFeed | undefined, options: Options<V>) {
    this.feed = feed;
    this.options = options;
    feed?.subscribe(
      (tag) => this.invalidate(tag),
      () => this.clear(),
    );
  }

  async get(key: string, load: () => Promise<{ value: V; tags: string[]; ttlMs?: number } | null>) {
    const now = Date.now();
    const hit = this.entries.get(key);
    if (hit && hit.expiresAt > now && hit.epoch === this.epoch && this.fresh(hit)) return hit.value;
    this.remove(key);
    const epoch = this.epoch;
    const loadedAt = this.changes;
    const loaded = await load();
    if (!loaded) return null;
    const entry: Entry<V> = {
      value: loaded.value,
      expiresAt: now + Math.min(loaded.ttlMs ?? Number.POSITIVE_INFINITY, this.options.ttlMs),
      tags: loaded.tags,
      loadedAt,
      epoch,
      weight: this.options.weigh?.(loaded.value) ?? 0,
    };
    if (this.feed?.live() && epoch === this.epoch && this.fresh(entry)) this.keep(key, entry);
    return loaded.value;
  }

  invalidate(tag: string) {
    if (this.changedAt.size >= 100_000) return this.clear();
    this.changedAt.set(tag, ++this.changes);
  }

  clear() {
    this.entries.clear();
    this.changedAt.clear();
    this.weight = 0;
    this.epoch++;
  }

  private keep(key: string, entry: Entry<V>) {
    const maxWeight = this.options.maxWeight ?? Number.POSITIVE_INFINITY;
    if (entry.weight > maxWeight / 4) return;
    this.remove(key);
    for (const oldest of this.entries.keys()) {
      if (this.entries.size < this.options.maxEntries && this.weight + entry.weight <= maxWeight) break;
      this.remove(oldest);
    }
    this.entries.set(key, entry);
    this.weight += entry.weight;
  }

  private remove(key: string) {
    const entry = this.entries.get(key);
    if (!entry) return;
    this.entries.delete(key);
    this.weight -= entry.weight;
  }

  private fresh(entry: Entry<V>) {
    return entry.tags.every((t) => (this.changedAt.get(t) ?? 0) <= entry.loadedAt);
  }
}
