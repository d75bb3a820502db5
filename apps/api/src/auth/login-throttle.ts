import { LOGIN_FAILURE_LIMIT, LOGIN_FAILURE_WINDOW_MS } from '@portal/domain';
import { and, eq, gt, lt } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { loginDevices } from '../db/schema.ts';
import { type CounterRule, hitCounters, refundCounters, resetCounters } from './counters.ts';
import { hashToken, looksLikeToken, newToken } from './tokens.ts';

/**
 * Sign-in throttling (docs/security.md). Every attempt is counted *before* the password is
 * checked, atomically in the database, so parallel attempts cannot slip past a limit and the
 * limits hold across instances; a successful attempt gives its count back. An attempt refused by
 * any limit (429) is counted nowhere, so a client past its own limit cannot use up the limits it
 * shares with others (the account's).
 *
 * - A browser in which the user has signed in before (device cookie) is counted on its own:
 *   nobody else's failures can lock it out.
 * - Any other client is limited per account and client address, per client address across all
 *   accounts (password spraying), and per account across all clients with a higher cap (a
 *   distributed attack), which is the only limit an attacker can make a legitimate user meet —
 *   and then only in a browser the user has never signed in with.
 */
export const LOGIN_LIMITS = {
  perDevice: LOGIN_FAILURE_LIMIT,
  perAccountAndClient: LOGIN_FAILURE_LIMIT,
  perClient: 30,
  perAccount: 100,
  windowMs: LOGIN_FAILURE_WINDOW_MS,
};
export const DEVICE_COOKIE = 'sso_device';
export const DEVICE_TTL_MS = 180 * 24 * 60 * 60 * 1000;

export type Attempt = { rules: CounterRule[]; trusted: boolean };

export async function trustedDevice(
  db: Db,
  token: string | undefined,
  username: string,
): Promise<string | null> {
  if (!token || !looksLikeToken(token)) return null;
  const tokenHash = hashToken(token);
  const [row] = await db
    .select({ tokenHash: loginDevices.tokenHash })
    .from(loginDevices)
    .where(
      and(
        eq(loginDevices.tokenHash, tokenHash),
        eq(loginDevices.username, username),
        gt(loginDevices.expiresAt, new Date()),
      ),
    );
  return row ? tokenHash : null;
}

/** Counts the attempt; null when a limit is reached (answer 429 without checking the password). */
export async function beginAttempt(
  db: Db,
  input: { username: string; client: string; deviceHash: string | null },
): Promise<Attempt | null> {
  const { windowMs } = LOGIN_LIMITS;
  const rules: CounterRule[] = input.deviceHash
    ? [{ key: `login:device:${input.deviceHash}`, limit: LOGIN_LIMITS.perDevice, windowMs }]
    : [
        {
          key: `login:account-client:${input.username}:${input.client}`,
          limit: LOGIN_LIMITS.perAccountAndClient,
          windowMs,
        },
        { key: `login:client:${input.client}`, limit: LOGIN_LIMITS.perClient, windowMs },
        { key: `login:account:${input.username}`, limit: LOGIN_LIMITS.perAccount, windowMs },
      ];
  const allowed = await hitCounters(db, rules);
  return allowed ? { rules, trusted: Boolean(input.deviceHash) } : null;
}

/** A successful sign-in: the per-account-and-client (or device) count starts again, the others get this hit back. */
export async function attemptSucceeded(db: Db, attempt: Attempt): Promise<void> {
  const [own, ...shared] = attempt.rules.map((r) => r.key);
  await resetCounters(db, own ? [own] : []);
  await refundCounters(db, shared);
}

/** Remembers this browser for the user; returns the cookie value. */
export async function rememberDevice(db: Db, username: string): Promise<string> {
  const token = newToken();
  await db
    .insert(loginDevices)
    .values({ tokenHash: hashToken(token), username, expiresAt: new Date(Date.now() + DEVICE_TTL_MS) });
  return token;
}

export async function purgeDevices(db: Db): Promise<void> {
  await db.delete(loginDevices).where(lt(loginDevices.expiresAt, new Date()));
}
