import { lt } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { oidcLogins } from '../db/schema.ts';

/** A started OpenID Connect sign-in may be completed for this long. */
export const LOGIN_TTL_MS = 10 * 60_000;
/**
 * Sign-ins one client may start (each one keeps a row until it completes or expires): one address,
 * or one IPv6 /64, which a single client usually holds whole.
 */
export const OIDC_LOGIN_LIMIT = { limit: 60, windowMs: 10 * 60_000 };

function expandIpv6(ip: string): string[] | null {
  const [head = '', tail, ...rest] = ip.split('::');
  if (rest.length > 0) return null;
  const left = head ? head.split(':') : [];
  const right = tail ? tail.split(':') : [];
  const missing = 8 - left.length - right.length;
  if (tail === undefined ? missing !== 0 : missing < 1) return null;
  return [...left, ...Array(Math.max(missing, 0)).fill('0'), ...right];
}

/** The key a client's sign-ins are counted under: an IPv4 address, or the /64 of an IPv6 one. */
export function clientBucket(ip: string): string {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(ip);
  if (mapped) return mapped[1]!;
  if (!ip.includes(':')) return ip;
  const groups = expandIpv6(ip.split('%')[0]!.toLowerCase());
  if (!groups) return ip;
  return `${groups
    .slice(0, 4)
    .map((g) => g.replace(/^0+(?=.)/, ''))
    .join(':')}::/64`;
}

/** Housekeeping: sign-ins started and never completed, past their time. */
export async function purgeOidcLogins(db: Db): Promise<number> {
  const gone = await db
    .delete(oidcLogins)
    .where(lt(oidcLogins.createdAt, new Date(Date.now() - LOGIN_TTL_MS)))
    .returning({ state: oidcLogins.state });
  return gone.length;
}
