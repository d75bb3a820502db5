import { isIP } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';

const here = path.dirname(fileURLToPath(import.meta.url));
const bool = z.enum(['true', 'false', '1', '0']).transform((v) => v === 'true' || v === '1');
const optionalUrl = z.url().optional();
const MB = 1024 * 1024;

const envSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(8080),
  HOST: z.string().default('localhost'),
  DATA_DIR: z.string().default('./data'),
  DATABASE_URL: z.string().startsWith('postgres').optional(),
  /** Public origin of the app, e.g. https://portal.example.it; default: taken from each request. */
  PUBLIC_URL: optionalUrl,
  /** Seed the demo accounts and companies; default on in embedded mode, off with DATABASE_URL. */
  DEMO: bool.optional(),
  /**
   * Which proxies' X-Forwarded-For/-Proto/-Host to believe (docs/deploy.md): their addresses/CIDRs
   * (or loopback, linklocal, uniquelocal), comma separated. Off by default.
   */
  TRUST_PROXY: z.string().optional(),
  /** Extra origins the sign-on service may redirect to, comma separated. */
  SSO_ALLOWED_SERVICES: z.string().default(''),
  USER_PROFILE_URL: z.url().default('https://www.example.it/profilo-utente'),
  PROVIDER_SITE_URL: z.url().default('https://www.example.it'),
  SUPPORT_EMAIL: z.string().default('assistenza@example.it'),
  SUPPORT_PHONE_IT: z.string().default('800 000 000'),
  SUPPORT_PHONE_ABROAD: z.string().default('+39 02 0000 0000'),
  WEB_DIST: z.string().default(path.resolve(here, '../../web/dist')),
  STORAGE: z.enum(['disk', 's3']).default('disk'),
  S3_ENDPOINT: optionalUrl,
  S3_REGION: z.string().default('us-east-1'),
  S3_BUCKET: z.string().default('credibility-portal'),
  S3_ACCESS_KEY_ID: z.string().optional(),
  S3_SECRET_ACCESS_KEY: z.string().optional(),
  S3_FORCE_PATH_STYLE: bool.default(true),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  LOG_FORMAT: z.enum(['json', 'pretty']).optional(),
  NODE_ENV: z.string().optional(),
  /** When set, GET /metrics requires `Authorization: Bearer <token>`. */
  METRICS_TOKEN: z.string().min(16).optional(),
  /** smtp(s)://user:pass@host:port; without it e-mails are written as .eml files under DATA_DIR/mail. */
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\//, 'SMTP_URL must start with smtp:// or smtps://')
    .optional(),
  MAIL_FROM: z.string().default('Portale Credibility <noreply@example.it>'),
  /**
   * JSON array of JWKs (ES256 or EdDSA, each with its kid) for the certificate's signed claims: the
   * first with a private part signs, every key's public part is published. Default: a key generated
   * under DATA_DIR/keys (docs/security.md).
   */
  CERTIFICATE_SIGNING_KEYS: z.string().optional(),
  /** After SIGTERM: how long /readyz answers 503 before the server stops accepting (lets a load balancer notice). */
  SHUTDOWN_DELAY_MS: z.coerce.number().int().min(0).default(0),
  /** Stored files per company (docs/security.md), and for a company whose user is a demo account. */
  FILE_QUOTA_MB: z.coerce.number().int().min(1).default(200),
  DEMO_FILE_QUOTA_MB: z.coerce.number().int().min(0).default(20),
  /** Files uploaded by a demo account are removed this long after upload, used or not. */
  DEMO_FILE_TTL_MINUTES: z.coerce.number().int().min(1).default(60),
  /** An attachment no contribution points to is removed this long after upload. */
  UNREFERENCED_FILE_HOURS: z.coerce.number().int().min(1).default(24),
  /** How often the housekeeping (expired sessions, counters, files, partial uploads) runs. */
  HOUSEKEEPING_INTERVAL_MS: z.coerce
    .number()
    .int()
    .min(0)
    .default(10 * 60 * 1000),
  /** Per-company rate limits on writes, uploads and certificates (http/rate-limits.ts); false only for tests. */
  RATE_LIMITS: bool.default(true),
  /**
   * Days the analysts have to answer a contribution of a module that declares a review deadline
   * (a contest of a negative event: 30 by default), counted from its sending. Unset: each
   * module's own number.
   */
  REVIEW_DEADLINE_DAYS: z.coerce.number().int().min(1).max(365).optional(),
  /** Every request body is measured over windows of this length (http/hardening.ts). */
  BODY_TIMEOUT_MS: z.coerce.number().int().min(100).default(10_000),
  /** Every request body must arrive at least at this rate (bytes per second) in each window, or it gets 408. */
  UPLOAD_MIN_BYTES_PER_SECOND: z.coerce
    .number()
    .int()
    .min(1)
    .default(10 * 1024),
  /** After SIGTERM: how long requests in flight may take before the process exits anyway. */
  SHUTDOWN_TIMEOUT_MS: z.coerce.number().int().min(0).default(15_000),
  /** The provider's identity provider, for JWT access tokens on the machine API (all three or none). */
  PROVIDER_JWT_ISSUER: z.string().min(1).optional(),
  PROVIDER_JWT_AUDIENCE: z.string().min(1).optional(),
  PROVIDER_JWT_JWKS_URL: optionalUrl,
  /** Largest NDJSON subject import, in bytes (only that route). */
  PROVIDER_IMPORT_MAX_BYTES: z.coerce
    .number()
    .int()
    .min(1024)
    .default(2 * 1024 ** 3),
  /** NDJSON subject imports running at once (each holds a database connection while its body streams in). */
  PROVIDER_IMPORT_CONCURRENCY: z.coerce.number().int().min(1).default(2),
  /** PostgreSQL pool: connections, and server-side timeouts every connection carries (docs/security.md). */
  DATABASE_POOL_MAX: z.coerce.number().int().min(2).default(10),
  DATABASE_STATEMENT_TIMEOUT_MS: z.coerce.number().int().min(0).default(60_000),
  DATABASE_IDLE_IN_TRANSACTION_TIMEOUT_MS: z.coerce.number().int().min(0).default(300_000),
  /** Worker threads parsing e-invoices and XBRL (default: the cores less one, at most 4). */
  PARSER_THREADS: z.coerce.number().int().min(1).max(64).optional(),
  /** Time budget of one parse task (a whole import request, queueing included); over it: 413. */
  PARSER_TIME_BUDGET_MS: z.coerce.number().int().min(100).default(60_000),
  /** Heap of each parser worker in MB; over it the worker is stopped: 413. */
  PARSER_HEAP_MB: z.coerce.number().int().min(32).default(256),
  /** Where decisions are POSTed (Standard Webhooks); the secret is `whsec_` + base64 of 24–64 bytes. */
  WEBHOOK_URL: optionalUrl,
  WEBHOOK_SECRET: z
    .string()
    .regex(/^whsec_[A-Za-z0-9+/]{32,88}={0,2}$/, 'whsec_ followed by 24 to 64 bytes in base64')
    .optional(),
  /** Event types the WEBHOOK_URL endpoint receives, comma separated, or * (default: decisions only, as before endpoints could be managed). */
  WEBHOOK_EVENT_TYPES: z.string().default('contribution.decided'),
  WEBHOOK_MAX_ATTEMPTS: z.coerce.number().int().min(1).max(100).default(12),
  WEBHOOK_RETRY_BASE_MS: z.coerce.number().int().min(10).default(5000),
  WEBHOOK_TIMEOUT_MS: z.coerce.number().int().min(100).default(10_000),
  WEBHOOK_POLL_MS: z.coerce.number().int().min(50).default(1000),
  /** Requests per minute per API key on the machine API, unless the key has its own limit; 0: none. */
  PROVIDER_RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(0).default(6000),
  /** Sign-on: the embedded CAS-style service (default) or the provider's OpenID Connect provider. */
  SSO_MODE: z.enum(['embedded', 'oidc']).default('embedded'),
  OIDC_ISSUER: optionalUrl,
  OIDC_CLIENT_ID: z.string().min(1).optional(),
  OIDC_CLIENT_SECRET: z.string().min(1).optional(),
  OIDC_SCOPES: z.string().default('openid profile email'),
  OIDC_CLAIM_USERNAME: z.string().default('preferred_username'),
  OIDC_CLAIM_COMPANY: z.string().default('company_id'),
  OIDC_CLAIM_ROLES: z.string().default('roles'),
  OIDC_ROLE_CREDIBILITY: z.string().default('credibility'),
  OIDC_ROLE_ANALYST: z.string().default('analyst'),
  OIDC_ROLE_DEMO: z.string().default('demo'),
});

export type Config = {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  databasePool: PoolSettings;
  parsers: { threads?: number; timeMs: number; heapMb: number };
  publicUrl: string | undefined;
  /** false, or the addresses/CIDRs of the proxies whose X-Forwarded-* are believed (Fastify's trustProxy). */
  trustProxy: false | string[];
  demo: boolean;
  ssoAllowedOrigins: string[];
  urls: { profiloUtente: string; sitoFornitore: string };
  support: { email: string; telefonoItalia: string; telefonoEstero: string };
  webDist: string | undefined;
  logLevel: string;
  /** Readable lines for a person at a terminal; JSON lines for everything that collects logs. */
  logFormat: 'json' | 'pretty';
  metricsToken: string | undefined;
  mail: { smtpUrl: string | undefined; from: string };
  certificateSigningKeys: string | undefined;
  shutdown: { delayMs: number; timeoutMs: number };
  provider: {
    jwt: { issuer: string; audience: string; jwksUrl: string } | undefined;
    importMaxBytes: number;
    importConcurrency: number;
    webhook: WebhookConfig | undefined;
    /** Retries and timeouts of every webhook endpoint (the built-in one and those managed through the API). */
    webhookDelivery: Omit<WebhookConfig, 'url' | 'secret' | 'eventTypes'>;
    rateLimitPerMinute: number;
  };
  sso: { mode: 'embedded' } | OidcConfig;
  /** REVIEW_DEADLINE_DAYS: overrides the review deadline of every module that has one. */
  reviewDeadlineDays: number | undefined;
  limits: {
    fileQuotaBytes: number;
    demoFileQuotaBytes: number;
    demoFileTtlMs: number;
    unreferencedFileMs: number;
    housekeepingIntervalMs: number;
    rateLimits: boolean;
    bodyTimeoutMs: number;
    uploadMinBytesPerSecond: number;
  };
  storage:
    | { kind: 'disk' }
    | {
        kind: 's3';
        endpoint: string | undefined;
        region: string;
        bucket: string;
        accessKeyId: string | undefined;
        secretAccessKey: string | undefined;
        forcePathStyle: boolean;
      };
};

export type PoolSettings = { max: number; statementTimeoutMs: number; idleInTransactionTimeoutMs: number };

export type WebhookConfig = {
  url: string;
  secret: string;
  /** Event types sent to the built-in endpoint ('*': all). */
  eventTypes: string[];
  maxAttempts: number;
  retryBaseMs: number;
  timeoutMs: number;
  pollMs: number;
};

export type OidcConfig = {
  mode: 'oidc';
  issuer: string;
  clientId: string;
  clientSecret: string | undefined;
  scopes: string;
  claims: { username: string; company: string; roles: string };
  roles: { credibility: string; analyst: string; demo: string };
};

const allOrNone = (e: Record<string, unknown>, names: string[]) => {
  const given = names.filter((n) => e[n] !== undefined);
  if (given.length > 0 && given.length < names.length)
    throw new Error(
      `Invalid configuration: set ${names.join(', ')} together (missing ${names.filter((n) => !given.includes(n)).join(', ')})`,
    );
  return given.length === names.length;
};

const PROXY_NAMES = new Set(['loopback', 'linklocal', 'uniquelocal']);

/**
 * TRUST_PROXY: unset or "false" trusts no proxy (the peer's address is the client's); otherwise the
 * proxies' addresses/CIDRs. "true" and hop counts are refused: believing any X-Forwarded-For, or
 * counting hops without checking who sent them, lets a client choose the address the limits count
 * (Fastify itself no longer honours a hop count).
 */
export function parseTrustProxy(raw: string | undefined): false | string[] {
  const value = raw?.trim() ?? '';
  if (value === '' || value === 'false') return false;
  const entries = value
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
  const bad = entries.filter((entry) => {
    if (PROXY_NAMES.has(entry)) return false;
    const [address = '', prefix, ...rest] = entry.split('/');
    const version = isIP(address);
    if (version === 0 || rest.length > 0) return true;
    if (prefix === undefined) return false;
    return !/^\d{1,3}$/.test(prefix) || Number(prefix) > (version === 4 ? 32 : 128);
  });
  if (bad.length > 0 || entries.length === 0)
    throw new Error(
      `Invalid configuration: TRUST_PROXY must be false or the proxies' addresses/CIDRs (or loopback, linklocal, uniquelocal), comma separated — not ${bad.join(', ') || value}; "true" or a hop count would believe an X-Forwarded-For from anyone`,
    );
  return entries;
}

/** The only place that reads the environment. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ');
    throw new Error(`Invalid configuration: ${problems}`);
  }
  const e = parsed.data;
  const jwt = allOrNone(e, ['PROVIDER_JWT_ISSUER', 'PROVIDER_JWT_AUDIENCE', 'PROVIDER_JWT_JWKS_URL']);
  const webhook = allOrNone(e, ['WEBHOOK_URL', 'WEBHOOK_SECRET']);
  if (e.SSO_MODE === 'oidc' && (!e.OIDC_ISSUER || !e.OIDC_CLIENT_ID))
    throw new Error('Invalid configuration: SSO_MODE=oidc needs OIDC_ISSUER and OIDC_CLIENT_ID');
  // Outside embedded mode the server is reachable by others: the Host header must not decide
  // where the sign-on may send tickets.
  if (e.DATABASE_URL && !e.PUBLIC_URL) {
    throw new Error(
      'Invalid configuration: PUBLIC_URL is required with DATABASE_URL (the public origin of the app).',
    );
  }
  return {
    port: e.PORT,
    host: e.HOST,
    dataDir: path.resolve(e.DATA_DIR),
    databaseUrl: e.DATABASE_URL,
    parsers: {
      ...(e.PARSER_THREADS ? { threads: e.PARSER_THREADS } : {}),
      timeMs: e.PARSER_TIME_BUDGET_MS,
      heapMb: e.PARSER_HEAP_MB,
    },
    databasePool: {
      max: e.DATABASE_POOL_MAX,
      statementTimeoutMs: e.DATABASE_STATEMENT_TIMEOUT_MS,
      idleInTransactionTimeoutMs: e.DATABASE_IDLE_IN_TRANSACTION_TIMEOUT_MS,
    },
    publicUrl: e.PUBLIC_URL ? new URL(e.PUBLIC_URL).origin : undefined,
    trustProxy: parseTrustProxy(e.TRUST_PROXY),
    demo: e.DEMO ?? !e.DATABASE_URL,
    ssoAllowedOrigins: e.SSO_ALLOWED_SERVICES.split(',')
      .map((s) => s.trim())
      .filter(Boolean)
      .map((s) => new URL(s).origin),
    urls: { profiloUtente: e.USER_PROFILE_URL, sitoFornitore: e.PROVIDER_SITE_URL },
    support: {
      email: e.SUPPORT_EMAIL,
      telefonoItalia: e.SUPPORT_PHONE_IT,
      telefonoEstero: e.SUPPORT_PHONE_ABROAD,
    },
    webDist: e.WEB_DIST,
    logLevel: e.LOG_LEVEL,
    logFormat: e.LOG_FORMAT ?? (process.stdout.isTTY && e.NODE_ENV !== 'production' ? 'pretty' : 'json'),
    metricsToken: e.METRICS_TOKEN,
    mail: { smtpUrl: e.SMTP_URL, from: e.MAIL_FROM },
    certificateSigningKeys: e.CERTIFICATE_SIGNING_KEYS,
    shutdown: { delayMs: e.SHUTDOWN_DELAY_MS, timeoutMs: e.SHUTDOWN_TIMEOUT_MS },
    provider: {
      jwt: jwt
        ? {
            issuer: e.PROVIDER_JWT_ISSUER!,
            audience: e.PROVIDER_JWT_AUDIENCE!,
            jwksUrl: e.PROVIDER_JWT_JWKS_URL!,
          }
        : undefined,
      importMaxBytes: e.PROVIDER_IMPORT_MAX_BYTES,
      importConcurrency: e.PROVIDER_IMPORT_CONCURRENCY,
      webhook: webhook
        ? {
            url: e.WEBHOOK_URL!,
            secret: e.WEBHOOK_SECRET!,
            eventTypes: e.WEBHOOK_EVENT_TYPES.split(',')
              .map((t) => t.trim())
              .filter(Boolean),
            maxAttempts: e.WEBHOOK_MAX_ATTEMPTS,
            retryBaseMs: e.WEBHOOK_RETRY_BASE_MS,
            timeoutMs: e.WEBHOOK_TIMEOUT_MS,
            pollMs: e.WEBHOOK_POLL_MS,
          }
        : undefined,
      webhookDelivery: {
        maxAttempts: e.WEBHOOK_MAX_ATTEMPTS,
        retryBaseMs: e.WEBHOOK_RETRY_BASE_MS,
        timeoutMs: e.WEBHOOK_TIMEOUT_MS,
        pollMs: e.WEBHOOK_POLL_MS,
      },
      rateLimitPerMinute: e.PROVIDER_RATE_LIMIT_PER_MINUTE,
    },
    sso:
      e.SSO_MODE === 'oidc'
        ? {
            mode: 'oidc',
            issuer: e.OIDC_ISSUER!,
            clientId: e.OIDC_CLIENT_ID!,
            clientSecret: e.OIDC_CLIENT_SECRET,
            scopes: e.OIDC_SCOPES,
            claims: {
              username: e.OIDC_CLAIM_USERNAME,
              company: e.OIDC_CLAIM_COMPANY,
              roles: e.OIDC_CLAIM_ROLES,
            },
            roles: {
              credibility: e.OIDC_ROLE_CREDIBILITY,
              analyst: e.OIDC_ROLE_ANALYST,
              demo: e.OIDC_ROLE_DEMO,
            },
          }
        : { mode: 'embedded' },
    reviewDeadlineDays: e.REVIEW_DEADLINE_DAYS,
    limits: {
      fileQuotaBytes: e.FILE_QUOTA_MB * MB,
      demoFileQuotaBytes: e.DEMO_FILE_QUOTA_MB * MB,
      demoFileTtlMs: e.DEMO_FILE_TTL_MINUTES * 60_000,
      unreferencedFileMs: e.UNREFERENCED_FILE_HOURS * 3_600_000,
      housekeepingIntervalMs: e.HOUSEKEEPING_INTERVAL_MS,
      rateLimits: e.RATE_LIMITS,
      bodyTimeoutMs: e.BODY_TIMEOUT_MS,
      uploadMinBytesPerSecond: e.UPLOAD_MIN_BYTES_PER_SECOND,
    },
    storage:
      e.STORAGE === 's3'
        ? {
            kind: 's3',
            endpoint: e.S3_ENDPOINT,
            region: e.S3_REGION,
            bucket: e.S3_BUCKET,
            accessKeyId: e.S3_ACCESS_KEY_ID,
            secretAccessKey: e.S3_SECRET_ACCESS_KEY,
            forcePathStyle: e.S3_FORCE_PATH_STYLE,
          }
        : { kind: 'disk' },
  };
}

/**
 * A server on PostgreSQL keeps uploads (disk storage), the certificate signing key (without
 * CERTIFICATE_SIGNING_KEYS) and mail (without SMTP_URL) under DATA_DIR: left at its default, that
 * is ./data of wherever the process starts, the checkout. The server refuses to start then
 * (main.ts); the message names what to set. Null when nothing would land there by default.
 */
export function localDataProblem(env: NodeJS.ProcessEnv = process.env): string | null {
  if (!env.DATABASE_URL || env.DATA_DIR) return null;
  const needs = [
    env.STORAGE !== 's3' && 'uploaded files (set STORAGE=s3)',
    !env.CERTIFICATE_SIGNING_KEYS && 'the certificate signing key (set CERTIFICATE_SIGNING_KEYS)',
    !env.SMTP_URL && 'outgoing mail (set SMTP_URL)',
  ].filter(Boolean);
  if (needs.length === 0) return null;
  return `Invalid configuration: with DATABASE_URL, ${needs.join(', ')} would be kept under ./data of the working directory. Set DATA_DIR to a persistent directory, or configure them (docs/integration.md, "Configuration").`;
}
