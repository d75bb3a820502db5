import type { ProviderScope } from '@portal/domain';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { createRemoteJWKSet, jwtVerify } from 'jose';
import { machineWrites } from '../../db/schema.ts';
import { HttpError } from '../../http/errors.ts';
import { findApiKey, looksLikeApiKey, touchApiKey } from './keys.ts';
import { hitMachineLimit } from './rate-limit.ts';

export type MachineCaller = {
  kind: 'key' | 'jwt';
  name: string;
  scopes: string[];
  /** The API key's id (null for a token of the identity provider). */
  keyId: string | null;
};

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The scope a machine-API route needs. */
    scope?: ProviderScope;
  }
  interface FastifyRequest {
    machine: MachineCaller | null;
  }
}

const unauthorized = () =>
  new HttpError(
    401,
    'Missing, unknown, expired or revoked credentials: send Authorization: Bearer <API key or access token>.',
  );

/** Scopes of an access token: `scope` (space separated, RFC 8693) or `scp` (an array). */
function tokenScopes(payload: Record<string, unknown>): string[] {
  if (typeof payload.scope === 'string') return payload.scope.split(' ').filter(Boolean);
  if (Array.isArray(payload.scp)) return payload.scp.filter((s): s is string => typeof s === 'string');
  return [];
}

/**
 * Every machine-API route: an API key (`cpk_…`, looked up by hash, so a revoked key fails at once)
 * or, when configured, a JWT access token of the provider's identity provider (signature by its
 * JWKS, issuer, audience, expiry); then the route's scope.
 */
export function registerMachineAuth(app: FastifyInstance) {
  const jwt = app.config.provider.jwt;
  const jwks = jwt ? createRemoteJWKSet(new URL(jwt.jwksUrl)) : null;
  app.decorateRequest('machine', null);
  app.addHook('onRequest', async (request: FastifyRequest, reply: FastifyReply) => {
    const token = /^Bearer (\S+)$/i.exec(request.headers.authorization ?? '')?.[1];
    if (!token) throw unauthorized();
    let caller: MachineCaller | null = null;
    let perMinute = app.config.provider.rateLimitPerMinute;
    if (looksLikeApiKey(token)) {
      const key = await findApiKey(app.db, token);
      if (key) {
        caller = { kind: 'key', name: key.name, scopes: key.scopes, keyId: key.id };
        perMinute = key.rateLimitPerMinute ?? perMinute;
        await touchApiKey(app.db, key);
      }
    } else if (jwt && jwks && token.split('.').length === 3) {
      try {
        const { payload } = await jwtVerify(token, jwks, { issuer: jwt.issuer, audience: jwt.audience });
        caller = {
          kind: 'jwt',
          name: String(payload.client_id ?? payload.azp ?? payload.sub ?? 'jwt'),
          scopes: tokenScopes(payload),
          keyId: null,
        };
      } catch (e) {
        request.log.info({ err: e }, 'machine token refused');
      }
    }
    if (!caller) throw unauthorized();
    const scope = request.routeOptions.config.scope;
    if (scope && !caller.scopes.includes(scope))
      throw new HttpError(403, `This credential lacks the scope ${scope}.`);
    request.machine = caller;
    const retryAfter = await hitMachineLimit(app.db, caller.keyId ?? `jwt:${caller.name}`, perMinute);
    if (retryAfter !== null) {
      reply.header('retry-after', String(retryAfter));
      throw new HttpError(
        429,
        `Rate limit of ${perMinute} requests per minute exceeded for this credential: retry after ${retryAfter} s.`,
      );
    }
  });
  // Every write is recorded with the credential that made it (the answer's status included).
  app.addHook('onResponse', async (request, reply) => {
    if (!request.machine || request.method === 'GET' || request.method === 'HEAD') return;
    await app.db
      .insert(machineWrites)
      .values({
        keyId: request.machine.keyId,
        caller: `${request.machine.kind}:${request.machine.name}`,
        method: request.method,
        // An erasure is recorded by its route, so the record does not name whom it erased.
        path: (request.method === 'DELETE'
          ? (request.routeOptions.url ?? '')
          : request.url.split('?')[0]!
        ).slice(0, 500),
        status: reply.statusCode,
      })
      .catch((e) => request.log.warn({ err: e }, 'machine write not recorded'));
  });
}
