import type { ActiveSession } from '../auth/sessions.ts';
import type { Config } from '../config.ts';
import type { ChangeFeed } from '../db/changes.ts';
import type { Db } from '../db/client.ts';
import type { CertificateKeys } from '../features/certificate/index.ts';
import type { Mailer } from '../features/mail/index.ts';
import type { FileStore } from '../storage/index.ts';
import type { ReadCache } from './read-cache.ts';

declare module 'fastify' {
  interface FastifyInstance {
    db: Db;
    config: Config;
    fileStore: FileStore;
    /** E-mail over SMTP, or .eml files in embedded mode. */
    mailer: Mailer;
    /** Signs certificate claims; its public keys are served at /.well-known/jwks.json. */
    certificateKeys: CertificateKeys;
    routeList: { method: string; url: string }[];
    /** Set when SIGTERM arrives: /readyz answers 503 while requests in flight finish. */
    lifecycle: { draining: boolean };
    /** Change notifications of the database; absent, nothing is cached. */
    changes: ChangeFeed | undefined;
    caches: { sessions: ReadCache<ActiveSession>; json: ReadCache<Buffer> };
  }
  interface FastifyContextConfig {
    /** A POST that only reads (the spec's search and synthesis calls): no wait for change notifications. */
    readOnly?: boolean;
  }
  interface FastifyRequest {
    /** Set by the session guard on every /api/v1 route. */
    session: ActiveSession | null;
  }
}
