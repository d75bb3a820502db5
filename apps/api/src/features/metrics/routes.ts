import { timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { Counter, collectDefaultMetrics, Gauge, Histogram, Registry } from 'prom-client';
import { outboxFigures } from '../provider/index.ts';

/**
 * Prometheus metrics at GET /metrics: request counts and durations per route template (never the
 * raw URL, so identifiers do not explode the label set) plus the process's default metrics.
 * Registered on the root instance so its hook sees every route. Each app has its own registry, so several apps in one process (the tests) do not collide.
 */
export function registerMetrics(app: FastifyInstance) {
  const register = new Registry();
  collectDefaultMetrics({ register });
  const labelNames = ['method', 'route', 'status_code'] as const;
  const requests = new Counter({
    name: 'http_requests_total',
    help: 'HTTP requests answered',
    labelNames,
    registers: [register],
  });
  const duration = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'Time to answer an HTTP request',
    labelNames,
    buckets: [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 10],
    registers: [register],
  });

  // The provider's outbox, read when scraped.
  const outbox = (pick: 'pending' | 'failed' | 'oldestPendingSeconds') =>
    async function (this: Gauge) {
      this.set((await outboxFigures(app.db, app.config.provider.webhook?.eventTypes))[pick]);
    };
  new Gauge({
    name: 'outbox_webhook_pending',
    help: 'Webhook deliveries waiting to be sent or retried, over every endpoint',
    registers: [register],
    collect: outbox('pending'),
  });
  new Gauge({
    name: 'outbox_webhook_failed',
    help: 'Webhook deliveries that failed for good (replay them through the machine API)',
    registers: [register],
    collect: outbox('failed'),
  });
  new Gauge({
    name: 'outbox_webhook_oldest_pending_age_seconds',
    help: 'Age of the oldest pending webhook delivery, 0 when none is pending',
    registers: [register],
    collect: outbox('oldestPendingSeconds'),
  });

  app.addHook('onResponse', (request, reply, done) => {
    const labels = {
      method: request.method,
      route: request.routeOptions.url ?? 'unmatched',
      status_code: String(reply.statusCode),
    };
    requests.inc(labels);
    duration.observe(labels, reply.elapsedTime / 1000);
    done();
  });

  const token = app.config.metricsToken;
  if (!token && !LOOPBACK_NAMES.has(app.config.host))
    app.log.warn('METRICS_TOKEN is not set: /metrics answers only direct connections from this machine');
  app.get('/metrics', { schema: { hide: true } }, async (request, reply) => {
    if (token && !bearerMatches(request.headers.authorization, token)) {
      return reply.code(401).send({ message: 'Token delle metriche mancante o errato.' });
    }
    // Without a token only this machine may read them, whatever HOST listens on.
    if (!token && !directFromLoopback(request)) {
      return reply.code(403).send({
        message:
          'Metriche disponibili solo da questa macchina: configura METRICS_TOKEN per leggerle da altrove.',
      });
    }
    return reply.type(register.contentType).send(await register.metrics());
  });
}

const LOOPBACK_NAMES = new Set(['localhost', '127.0.0.1', '::1', '[::1]']);

/**
 * The connection's own peer (not request.ip, which a trusted proxy may set) is loopback, and no
 * proxy relayed the request: a local reverse proxy's requests come from loopback too.
 */
function directFromLoopback(request: FastifyRequest): boolean {
  const peer = request.raw.socket.remoteAddress ?? '';
  const relayed = request.headers['x-forwarded-for'] !== undefined || request.headers.forwarded !== undefined;
  return !relayed && (peer === '::1' || peer.startsWith('127.') || peer.startsWith('::ffff:127.'));
}

function bearerMatches(header: string | undefined, token: string): boolean {
  const given = Buffer.from(/^Bearer (\S+)$/i.exec(header ?? '')?.[1] ?? '');
  const expected = Buffer.from(token);
  return given.length === expected.length && timingSafeEqual(given, expected);
}
