import { createRequire } from 'node:module';
import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { HttpError } from './errors.ts';

type Group = { name: string; max: number; timeWindowMs: number };

const MINUTE = 60_000;
/** Write limits per company (docs/security.md); reads are not limited. */
export const RATE_LIMITS = {
  certificate: { name: 'certificate', max: 30, timeWindowMs: 10 * MINUTE },
  upload: { name: 'upload', max: 30, timeWindowMs: MINUTE },
  write: { name: 'write', max: 120, timeWindowMs: MINUTE },
  /** Public certificate verification, share links and keys: per client address. */
  public: { name: 'public', max: 60, timeWindowMs: MINUTE },
} satisfies Record<string, Group>;

const CERTIFICATE_ROUTES = new Set([
  'PUT /api/v1/document/rigenera/:cdRichiesta',
  'POST /api/v1/contribuzioni/salva-configurazione-attestato',
]);

/** The limit a request falls under, found by its route (so no route file needs to know). */
export function groupOf(request: FastifyRequest): Group | null {
  const url = request.routeOptions.url ?? '';
  if (url.startsWith('/api/public/') || url.startsWith('/.well-known/')) return RATE_LIMITS.public;
  if (!url.startsWith('/api/v1/') || request.method === 'GET' || request.method === 'HEAD') return null;
  if (request.routeOptions.config.readOnly) return null;
  if (CERTIFICATE_ROUTES.has(`${request.method} ${url}`)) return RATE_LIMITS.certificate;
  if ((request.headers['content-type'] ?? '').startsWith('multipart/')) return RATE_LIMITS.upload;
  return RATE_LIMITS.write;
}

/** Counted per company acting (the demo account shares its company's count), else per user, else per address. */
function subjectOf(request: FastifyRequest): string {
  const session = request.session;
  return session?.actingUser.subjectId ?? session?.loginUser.id ?? request.ip;
}

type Counted = { current: number; ttl: number };
type Callback = (error: Error | null, result?: Counted) => void;
type Store = { incr(key: string, cb: Callback, timeWindow: number, max: number): void };
const LocalStore = createRequire(import.meta.url)('@fastify/rate-limit/store/LocalStore.js') as new (
  continueExceeding: boolean,
  exponentialBackoff: boolean,
  cache: number,
) => Store;

/**
 * @fastify/rate-limit's in-memory store hands every caller the same mutable record, and the
 * plugin reads it only after an await: a burst arriving in one tick saw the burst's final count
 * and was refused as a whole. This store answers each hit with a copy of its own count.
 */
class SnapshotStore {
  private readonly inner = new LocalStore(false, false, 20_000);
  incr(key: string, cb: Callback, timeWindow: number, max: number) {
    this.inner.incr(key, (error, result) => cb(error, result && { ...result }), timeWindow, max);
  }
  child() {
    return this;
  }
}

/**
 * @fastify/rate-limit for every route, after the session guard (preHandler), keyed by limit group
 * and company. Counts are per instance (in memory): with n instances a company may reach n times a
 * limit, which is still bounded; the storage quota is exact across instances.
 */
export async function registerRateLimits(app: FastifyInstance) {
  if (!app.config.limits.rateLimits) return;
  await app.register(rateLimit, {
    global: true,
    hook: 'preHandler',
    store: SnapshotStore,
    allowList: (request) => groupOf(request) === null,
    keyGenerator: (request) => `${groupOf(request)?.name}:${subjectOf(request)}`,
    max: (request) => groupOf(request)?.max ?? 0,
    timeWindow: (request) => groupOf(request)?.timeWindowMs ?? MINUTE,
    errorResponseBuilder: (_request, context) =>
      new HttpError(429, `Troppe richieste: riprova tra ${Math.ceil(context.ttl / 1000)} secondi.`),
  });
}
