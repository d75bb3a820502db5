import type { FastifyInstance } from 'fastify';
import { purgeCounters } from '../auth/counters.ts';
import { purgeDevices } from '../auth/login-throttle.ts';
import { purgeOidcLogins } from '../auth/oidc-logins.ts';
import { purgeSessions } from '../auth/sessions.ts';
import { purgeFiles } from '../features/files/index.ts';

/** Sessions stay a day after they end (an audit trail of recent sign-ins), then go. */
export const SESSION_GRACE_MS = 24 * 60 * 60 * 1000;
/** A partial upload older than this is not in flight any more. */
export const PARTIAL_UPLOAD_MS = 60 * 60 * 1000;

/**
 * One pass of housekeeping: sessions, throttle counters, device marks and OpenID Connect sign-ins
 * that ended, files past their retention, partial uploads left by a crash. Every instance may run it: each step is a
 * plain delete of what is already dead, so running it twice at once does no harm.
 */
export async function runHousekeeping(app: FastifyInstance) {
  const { db, fileStore, config } = app;
  const sessions = await purgeSessions(db, SESSION_GRACE_MS);
  const counters = await purgeCounters(db);
  await purgeDevices(db);
  const oidcLogins = await purgeOidcLogins(db);
  const files = await purgeFiles(db, fileStore, config.limits.unreferencedFileMs);
  const partial = (await fileStore.sweepPartial?.(PARTIAL_UPLOAD_MS)) ?? 0;
  return { sessions, counters, oidcLogins, files: files.length, partial };
}

export function registerHousekeeping(app: FastifyInstance) {
  const every = app.config.limits.housekeepingIntervalMs;
  if (every <= 0) return;
  let timer: NodeJS.Timeout | undefined;
  let running = false;
  app.addHook('onReady', async () => {
    timer = setInterval(() => {
      if (running) return;
      running = true;
      runHousekeeping(app)
        .then((done) => app.log.info(done, 'housekeeping'))
        .catch((err) => app.log.warn({ err }, 'housekeeping failed'))
        .finally(() => {
          running = false;
        });
    }, every);
    timer.unref();
  });
  app.addHook('onClose', async () => clearInterval(timer));
}
