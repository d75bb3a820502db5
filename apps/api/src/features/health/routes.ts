import { sql } from 'drizzle-orm';
import type { FastifyPluginAsync } from 'fastify';

const READY_CHECK_TIMEOUT_MS = 2000;

/**
 * Liveness (the process answers) and readiness (the database answers and the process is not
 * draining) for load balancers. After SIGTERM /readyz answers 503 so traffic moves elsewhere.
 */
export const healthRoutes: FastifyPluginAsync = async (app) => {
  app.get('/healthz', { schema: { hide: true } }, async () => ({ status: 'ok' }));
  app.get('/readyz', { schema: { hide: true } }, async (_request, reply) => {
    if (app.lifecycle.draining) return reply.code(503).send({ message: 'Istanza in chiusura.' });
    let timer: NodeJS.Timeout | undefined;
    try {
      await Promise.race([
        app.db.execute(sql`select 1`),
        new Promise((_, reject) => {
          timer = setTimeout(() => reject(new Error('timeout')), READY_CHECK_TIMEOUT_MS);
        }),
      ]);
      return { status: 'ready' };
    } catch {
      return reply.code(503).send({ message: 'Database non raggiungibile.' });
    } finally {
      clearTimeout(timer);
    }
  });
};
