import { randomBytes } from 'node:crypto';
import { PROVIDER_SCOPES, type ProviderScope } from '@portal/domain';
import { and, eq, gt, isNull, or } from 'drizzle-orm';
import { hashToken } from '../../auth/tokens.ts';
import type { Executor } from '../../db/client.ts';
import { apiKeys } from '../../db/schema.ts';

const KEY_PREFIX = 'cpk_';
/** `cpk_` + 32 random bytes in base64url. */
export const looksLikeApiKey = (token: string) => /^cpk_[A-Za-z0-9_-]{43}$/.test(token);

export class KeyError extends Error {}

export function parseScopes(list: string): ProviderScope[] {
  // `*` is every scope but the analysts' one, which a key gets only when it is named.
  const scopes = list
    .split(/[\s,]+/)
    .map((s) => s.trim())
    .filter(Boolean)
    .flatMap((s) => (s === '*' ? PROVIDER_SCOPES.filter((p) => p !== 'analysts:write') : [s]));
  const unknown = scopes.filter((s) => !(PROVIDER_SCOPES as readonly string[]).includes(s));
  if (unknown.length)
    throw new KeyError(`unknown scope(s) ${unknown.join(', ')}; known: ${PROVIDER_SCOPES.join(', ')}`);
  if (scopes.length === 0) throw new KeyError('at least one scope is needed');
  return [...new Set(scopes)] as ProviderScope[];
}

/** A new key: the secret is returned once and stored only as its SHA-256. */
export async function createApiKey(
  db: Executor,
  name: string,
  scopes: ProviderScope[],
  opts: { expiresAt?: Date | undefined; rateLimitPerMinute?: number | undefined } = {},
) {
  if (opts.expiresAt && opts.expiresAt.getTime() <= Date.now())
    throw new KeyError('the expiry must be in the future');
  if (!/^[\w.-]{1,64}$/.test(name)) throw new KeyError('a key name is 1–64 letters, digits, "_", "." or "-"');
  const [existing] = await db.select({ id: apiKeys.id }).from(apiKeys).where(eq(apiKeys.name, name));
  if (existing) throw new KeyError(`a key named ${name} exists already`);
  const key = `${KEY_PREFIX}${randomBytes(32).toString('base64url')}`;
  const [row] = await db
    .insert(apiKeys)
    .values({
      name,
      tokenHash: hashToken(key),
      prefix: key.slice(0, 10),
      scopes,
      expiresAt: opts.expiresAt ?? null,
      rateLimitPerMinute: opts.rateLimitPerMinute ?? null,
    })
    .returning();
  return { ...keyView(row!), key };
}

export async function revokeApiKey(db: Executor, name: string): Promise<boolean> {
  const rows = await db
    .update(apiKeys)
    .set({ revokedAt: new Date() })
    .where(and(eq(apiKeys.name, name), isNull(apiKeys.revokedAt)))
    .returning({ id: apiKeys.id });
  return rows.length > 0;
}

type KeyRow = typeof apiKeys.$inferSelect;
export const keyView = (k: KeyRow) => ({
  id: k.id,
  name: k.name,
  prefix: k.prefix,
  scopes: k.scopes,
  createdAt: k.createdAt.toISOString(),
  expiresAt: k.expiresAt?.toISOString() ?? null,
  revokedAt: k.revokedAt?.toISOString() ?? null,
  lastUsedAt: k.lastUsedAt?.toISOString() ?? null,
  rateLimitPerMinute: k.rateLimitPerMinute,
});

export async function listApiKeys(db: Executor) {
  return (await db.select().from(apiKeys).orderBy(apiKeys.createdAt)).map(keyView);
}

/** Moves a live key's expiry (e.g. to now, to end it at once); false when there is no live key of that name. */
export async function expireApiKey(db: Executor, name: string, at: Date): Promise<boolean> {
  const rows = await db
    .update(apiKeys)
    .set({ expiresAt: at })
    .where(and(eq(apiKeys.name, name), isNull(apiKeys.revokedAt)))
    .returning({ id: apiKeys.id });
  return rows.length > 0;
}

/** The live key of a token, or null (unknown, revoked and expired alike). */
export async function findApiKey(db: Executor, token: string) {
  const [row] = await db
    .select()
    .from(apiKeys)
    .where(
      and(
        eq(apiKeys.tokenHash, hashToken(token)),
        isNull(apiKeys.revokedAt),
        or(isNull(apiKeys.expiresAt), gt(apiKeys.expiresAt, new Date())),
      ),
    );
  return row ?? null;
}

const LAST_USED_PRECISION_MS = 60_000;
/** Records a key's use, at most once a minute (a write per request would make every read a write). */
export async function touchApiKey(db: Executor, key: KeyRow): Promise<void> {
  if (key.lastUsedAt && Date.now() - key.lastUsedAt.getTime() < LAST_USED_PRECISION_MS) return;
  await db.update(apiKeys).set({ lastUsedAt: new Date() }).where(eq(apiKeys.id, key.id));
}
