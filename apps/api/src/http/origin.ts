import type { FastifyRequest } from 'fastify';
import type { Config } from '../config.ts';

/** The app's public origin: PUBLIC_URL when configured, otherwise the one the request was made to. */
export function appOrigin(request: FastifyRequest, config: Config): string {
  if (config.publicUrl) return config.publicUrl;
  try {
    return new URL(`${request.protocol}://${request.host}`).origin;
  } catch {
    return 'http://localhost';
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
