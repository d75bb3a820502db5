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
  /** A request body (other than an upload) must arrive within this time. */
  BODY_TIMEOUT_MS: z.coerce.number().int().min(100).default(10_000),
  /** An upload must keep arriving at this average rate (bytes per second) after the body timeout. */
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
  publicUrl: string | undefined;
  demo: boolean;
  ssoAllowedOrigins: string[];
  urls: { profiloUtente: string; sitoFornitore: string };
  support: { email: string; telefonoItalia: string; telefonoEstero: string };
  webDist: string | undefined;
  logLevel: string;
  metricsToken: string | undefined;
  mail: { smtpUrl: string | undefined; from: string };
  certificateSigningKeys: string | undefined;
  shutdown: { delayMs: number; timeoutMs: number };
  provider: {
    jwt: { issuer: string; audience: string; jwksUrl: string } | undefined;
    importMaxBytes: number;
    webhook: WebhookConfig | undefined;
    /** Retries and timeouts of every webhook endpoint (the built-in one and those managed through the API). */
    webhookDelivery: Omit<WebhookConfig, 'url' | 'secret' | 'eventTypes'>;
    rateLimitPerMinute: number;
  };
  sso: { mode: 'embedded' } | OidcConfig;
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
    publicUrl: e.PUBLIC_URL ? new URL(e.PUBLIC_URL).origin : undefined,
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
