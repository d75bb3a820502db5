import { sql } from 'drizzle-orm';
import type { FastifyPluginAsync } from 'fastify';

/** Liveness (the process answers) and readiness (the database answers) for load balancers. */
export const healthRoutes: FastifyPluginAsync = async (app) => {
  app.get('/healthz', { schema: { hide: true } }, async () => ({ status: 'ok' }));
  app.get('/readyz', { schema: { hide: true } }, async (_request, reply) => {
    try {
      await app.db.execute(sql`select 1`);
      return { status: 'ready' };
    } catch {
      return reply.code(503).send({ message: 'Database non raggiungibile.' });
    }
  });
};
