import type { FastifyRequest } from 'fastify';
import type { Config } from '../config.ts';

const LOOPBACK = new Set(['localhost', '127.0.0.1', '[::1]']);

/**
 * The app's public origin: PUBLIC_URL when configured (required outside embedded mode), otherwise
 * the one the request was made to — but only for a loopback name or the configured HOST, so a
 * forged Host header (or a DNS-rebinding name) cannot decide where tickets are sent.
 */
export function appOrigin(request: FastifyRequest, config: Config): string {
  if (config.publicUrl) return config.publicUrl;
  const fallback = `http://localhost:${config.port}`;
  try {
    const url = new URL(`${request.protocol}://${request.host}`);
    return LOOPBACK.has(url.hostname) || url.hostname === config.host ? url.origin : fallback;
  } catch {
    return fallback;
  }
}

/**
 * The address the sign-on service may send the browser back to: same origin as the app, or an
 * origin in the allow-list. Anything else (other hosts, javascript:, protocol-relative) is refused.
 */
export function safeServiceUrl(raw: string | undefined, origin: string, allowed: string[]): URL | null {
  if (!raw) return new URL('/', origin);
  if (raw.startsWith('//') || raw.startsWith('/\\')) return null;
  let url: URL;
  try {
    url = new URL(raw, origin);
  } catch {
    return null;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
  if (url.username || url.password) return null;
  return url.origin === origin || allowed.includes(url.origin) ? url : null;
}
