import { randomUUID } from 'node:crypto';
import cookie from '@fastify/cookie';
import formbody from '@fastify/formbody';
import multipart from '@fastify/multipart';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { registerSessionGuard } from './auth/guard.ts';
import { oidcRoutes } from './auth/oidc-routes.ts';
import type { ActiveSession } from './auth/sessions.ts';
import { ssoRoutes } from './auth/sso-routes.ts';
import type { Config } from './config.ts';
import type { ChangeFeed } from './db/changes.ts';
import type { Db } from './db/client.ts';
import { adminRoutes } from './features/admin/index.ts';
import {
  certificateDownload,
  certificatePublicRoutes,
  certificateRoutes,
  loadCertificateKeys,
} from './features/certificate/index.ts';
import {
  contributionRoutes,
  findBlock,
  listBlocks,
  modulePublicRoutes,
  reviewRoutes,
} from './features/contributions/index.ts';
import { domainListRoutes } from './features/domain-lists/index.ts';
import { fileRoutes } from './features/files/index.ts';
import { healthRoutes } from './features/health/index.ts';
import { createMailer, mailRoutes } from './features/mail/index.ts';
import { registerMetrics } from './features/metrics/index.ts';
import { notificationRoutes } from './features/notifications/index.ts';
import { providerRoutes, startWebhookDispatcher } from './features/provider/index.ts';
import { reportRoutes } from './features/reports/index.ts';
import { subjectRoutes } from './features/subjects/index.ts';
import { sustainabilityRoutes } from './features/sustainability/index.ts';
import { userRoutes } from './features/user/index.ts';
import { frameworkErrors, localizeFor, refuseUnstorableText, registerErrorHandling } from './http/errors.ts';
import { registerHardening } from './http/hardening.ts';
import { registerHousekeeping } from './http/housekeeping.ts';
import { redactUrl } from './http/log-redaction.ts';
import { openapiTransform, openapiTransformObject } from './http/openapi.ts';
import { registerRateLimits } from './http/rate-limits.ts';
import { ReadCache } from './http/read-cache.ts';
import { securityHeaders } from './http/security-headers.ts';
import { registerSpa } from './http/spa.ts';
import { closeParsers, configureParsers } from './parsers/pool.ts';
import { createFileStore, type FileStore } from './storage/index.ts';

/**
 * The security headers of a JSON answer (OWASP REST Security): nothing may be framed, sniffed,
 * loaded or read cross-origin, or cached (a route may set its own cache-control). The document headers (helmet's full set) are for pages.
 */
const API_HEADERS = {
  'content-security-policy': "default-src 'none'; frame-ancestors 'none'",
  'x-content-type-options': 'nosniff',
  'cross-origin-resource-policy': 'same-origin',
  'referrer-policy': 'no-referrer',
  'cache-control': 'no-store',
};

const HSTS = 'max-age=31536000; includeSubDomains';

export type AppOptions = {
  config: Config;
  db: Db;
  /** Without it (or while it is not live) the read caches are bypassed. */
  changes?: ChangeFeed | undefined;
  fileStore?: FileStore;
  logger?: boolean;
  /** Where log lines go instead of stdout (the tests read them). */
  logStream?: { write: (line: string) => void };
  /** Run this instance's webhook dispatcher (the built-in endpoint and those managed through the API; default true). */
  dispatchWebhooks?: boolean;
};

async function prettyLogStream() {
  const { default: pretty } = await import('pino-pretty');
  return pretty({ colorize: true, sync: true, translateTime: 'SYS:HH:MM:ss', ignore: 'pid,hostname' });
}

/** The whole server as one Fastify instance: used by main.ts and, unchanged, by the tests. */
export async function buildApp({
  config,
  db,
  changes,
  fileStore = createFileStore(config),
  logger = true,
  logStream,
  dispatchWebhooks = true,
}: AppOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger: logger
      ? {
          level: config.logLevel,
          ...(config.logFormat === 'pretty' && !logStream ? { stream: await prettyLogStream() } : {}),
          // Tickets, share-link and confirmation tokens travel in addresses: never in the logs.
          serializers: {
            req: (req) => ({ method: req.method, url: redactUrl(req.url), remoteAddress: req.ip }),
          },
          ...(logStream ? { stream: logStream } : {}),
        }
      : false,
    bodyLimit: 256 * 1024,
    genReqId: (req) => {
      const given = req.headers['x-request-id'];
      return typeof given === 'string' && /^[\w-]{1,64}$/.test(given) ? given : randomUUID();
    },
    // Only the configured proxies' X-Forwarded-* are believed (TRUST_PROXY, docs/deploy.md):
    // otherwise a forged X-Forwarded-For would choose the address every per-address limit counts.
    trustProxy: config.trustProxy,
    // Refusals by the router itself (bad percent-encoding, over-long parameters) in our shape too.
    frameworkErrors,
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.decorate('db', db);
  app.decorate('config', config);
  app.decorate('fileStore', fileStore);
  app.decorate('lifecycle', { draining: false });
  app.decorate('changes', changes);
  const mailer = createMailer({ ...config.mail, dataDir: config.dataDir, log: app.log });
  app.decorate('mailer', mailer);
  app.decorate(
    'certificateKeys',
    await loadCertificateKeys(config.certificateSigningKeys, config.dataDir, app.log),
  );
  if (config.databaseUrl && !config.certificateSigningKeys)
    app.log.warn(
      'CERTIFICATE_SIGNING_KEYS is not set: certificate claims are signed with a key of this instance only (docs/deploy.md)',
    );
  app.addHook('onClose', async () => mailer.close());
  configureParsers(config.parsers);
  app.addHook('onClose', () => closeParsers());
  app.decorate('caches', {
    sessions: new ReadCache<ActiveSession>(changes, { ttlMs: 10_000, maxEntries: 20_000 }),
    json: new ReadCache<Buffer>(changes, {
      ttlMs: 60_000,
      maxEntries: 5_000,
      maxWeight: 64 * 1024 * 1024,
      weigh: (json) => json.length,
    }),
  });
  // A request that may have written waits until this instance has seen its changes, so the
  // caller's next read here is never served from a stale cache entry.
  app.addHook('onSend', (request, _reply, payload, done) => {
    const mayWrite =
      (request.method !== 'GET' && request.method !== 'HEAD' && !request.routeOptions.config.readOnly) ||
      request.url.startsWith('/sso/logout');
    if (!mayWrite || !changes) return done(null, payload);
    changes.sync().then(() => done(null, payload), done);
  });
  // Every route as registered, so the authorisation matrix test can cover each one.
  const routeList: { method: string; url: string }[] = [];
  app.decorate('routeList', routeList);
  app.addHook('onRoute', (route) => {
    for (const method of [route.method].flat())
      if (method !== 'HEAD') routeList.push({ method, url: route.url });
  });
  registerErrorHandling(app);
  app.addHook('preValidation', refuseUnstorableText);
  registerMetrics(app);
  // Security (docs/security.md): input edges, write rate limits, expiry of what is no longer needed.
  registerHardening(app);
  await registerRateLimits(app);
  registerHousekeeping(app);

  // Security headers, as helmet sets them for these options (computed once, see security-headers.ts).
  const headers = securityHeaders({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'"],
        objectSrc: ["'none'"],
        frameSrc: ["'self'", 'blob:'],
        frameAncestors: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'", ...config.ssoAllowedOrigins],
      },
    },
    crossOriginEmbedderPolicy: false,
    // frame-ancestors says it; HSTS only over https (below).
    xFrameOptions: false,
    strictTransportSecurity: false,
  });
  app.addHook('onRequest', (request, reply, done) => {
    const api = ['/api/v1/', '/api/provider/', '/api/public/'].some((p) => request.url.startsWith(p));
    reply.headers(api ? API_HEADERS : headers);
    if (request.protocol === 'https' || config.publicUrl?.startsWith('https:'))
      reply.header('strict-transport-security', HSTS);
    // The request id (given by the load balancer or made here) goes back to the caller and is in every log line.
    reply.header('x-request-id', request.id);
    done();
  });
  await app.register(cookie);
  await app.register(formbody, { bodyLimit: 16 * 1024 });
  await app.register(multipart, { throwFileSizeLimit: true });
  await app.register(swagger, {
    openapi: {
      info: { title: 'Credibility portal API', version: '1' },
      components: { securitySchemes: { ticket: { type: 'http', scheme: 'bearer' } } },
      security: [{ ticket: [] }],
    },
    // The provider's machine API has a document of its own (/api/provider/v1/openapi.json).
    transform: (input) =>
      input.url.startsWith('/api/provider/')
        ? { schema: { hide: true }, url: input.url }
        : openapiTransform(input),
    transformObject: openapiTransformObject,
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs' });

  await app.register(healthRoutes);
  await app.register(config.sso.mode === 'oidc' ? oidcRoutes : ssoRoutes, { prefix: '/sso' });
  await app.register(modulePublicRoutes);
  await app.register(certificatePublicRoutes);
  let machineDocument: () => unknown = () => ({});
  app.decorate('providerSwagger', () => machineDocument());
  await app.register(providerRoutes, {
    prefix: '/api/provider/v1',
    blocks: { listBlocks, findBlock },
    onDocument: (document) => {
      machineDocument = document;
    },
  });
  if (dispatchWebhooks) {
    const builtIn = config.provider.webhook;
    const dispatcher = startWebhookDispatcher({
      db,
      changes,
      builtIn,
      timing: config.provider.webhookDelivery,
      log: app.log,
    });
    app.addHook('onClose', () => dispatcher.stop());
  }
  await app.register(
    async (api) => {
      registerSessionGuard(api);
      await api.register(userRoutes);
      await api.register(mailRoutes);
      await api.register(reportRoutes, { certificatePdf: certificateDownload(api) });
      await api.register(domainListRoutes);
      await api.register(certificateRoutes);
      await api.register(notificationRoutes);
      await api.register(sustainabilityRoutes);
      await api.register(contributionRoutes);
      await api.register(fileRoutes);
      await api.register(subjectRoutes);
      await api.register(adminRoutes);
      await api.register(reviewRoutes);
      api.setNotFoundHandler((request, reply) =>
        reply.code(404).send({ message: localizeFor(request, 'Risorsa non trovata.') }),
      );
    },
    { prefix: '/api/v1' },
  );
  await registerSpa(app, config.webDist);
  return app;
}
