import type { ActiveSession } from '../auth/sessions.ts';
import type { Config } from '../config.ts';
import type { Db } from '../db/client.ts';
import type { FileStore } from '../storage/index.ts';

declare module 'fastify' {
  interface FastifyInstance {
    db: Db;
    config: Config;
    fileStore: FileStore;
    routeList: { method: string; url: string }[];
    /** Set when SIGTERM arrives: /readyz answers 503 while requests in flight finish. */
    lifecycle: { draining: boolean };
  }
  interface FastifyRequest {
    /** Set by the session guard on every /api/v1 route. */
    session: ActiveSession | null;
  }
}
