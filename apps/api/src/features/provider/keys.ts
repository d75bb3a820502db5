import { randomBytes } from 'node:crypto';
import { PROVIDER_SCOPES, type ProviderScope } from '@portal/domain';
import { and, eq, isNull } from 'drizzle-orm';
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
export async function createApiKey(db: Executor, name: string, scopes: ProviderScope[]) {
  if (!/^[\w.-]{1,64}$/.test(name)) throw new KeyError('a key name is 1–64 letters, digits, "_", "." or "-"');
  const [existing] = await db.select({ id: apiKeys.id }).from(apiKeys).where(eq(apiKeys.name, name));
  if (existing) throw new KeyError(`a key named ${name} exists already`);
  const key = `${KEY_PREFIX}${randomBytes(32).toString('base64url')}`;
  const [row] = await db
    .insert(apiKeys)
    .values({ name, tokenHash: hashToken(key), prefix: key.slice(0, 10), scopes })
    .returning({ id: apiKeys.id });
  return { id: row!.id, name, scopes, key };
}

export async function revokeApiKey(db: Executor, name: string): Promise<boolean> {
  const rows = await db
    .update(apiKeys)
    .set({ revokedAt: new Date() })
    .where(and(eq(apiKeys.name, name), isNull(apiKeys.revokedAt)))
    .returning({ id: apiKeys.id });
  return rows.length > 0;
}

export function listApiKeys(db: Executor) {
  return db
    .select({
      name: apiKeys.name,
      prefix: apiKeys.prefix,
      scopes: apiKeys.scopes,
      createdAt: apiKeys.createdAt,
      revokedAt: apiKeys.revokedAt,
    })
    .from(apiKeys)
    .orderBy(apiKeys.createdAt);
}

/** The live key of a token, or null (unknown and revoked alike). */
export async function findApiKey(db: Executor, token: string) {
  const [row] = await db
    .select({ name: apiKeys.name, scopes: apiKeys.scopes })
    .from(apiKeys)
    .where(and(eq(apiKeys.tokenHash, hashToken(token)), isNull(apiKeys.revokedAt)));
  return row ?? null;
}
