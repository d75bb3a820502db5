import { and, eq, gt } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import * as client from 'openid-client';
import type { OidcConfig } from '../config.ts';
import { oidcLogins } from '../db/schema.ts';
import { upsertUser } from '../features/provider/index.ts';
import { HttpError } from '../http/errors.ts';
import { appOrigin } from '../http/origin.ts';
import { hitCounters } from './counters.ts';
import { mapClaims } from './oidc-claims.ts';
import { clientBucket, LOGIN_TTL_MS, OIDC_LOGIN_LIMIT } from './oidc-logins.ts';
import {
  allowedService,
  logoutRoutes,
  messagePage,
  openSignOn,
  resumeSignOn,
  SERVICE_NOT_ALLOWED,
  signOnCookie,
} from './sign-on.ts';

const STATE_COOKIE = 'oidc_state';

/** http:// is accepted only for an identity provider on this machine (tests, local trials). */
const isLoopback = (url: URL) => ['localhost', '127.0.0.1', '[::1]'].includes(url.hostname);

/**
 * The provider's sign-on (SSO_MODE=oidc), in place of the embedded form at the same addresses:
 * /sso/login starts an authorization-code flow with PKCE, state and nonce at the provider's
 * OpenID Connect provider; /sso/oidc/callback creates or updates the user from the claims, then
 * sends the browser back to the app with `?ticket=` exactly as the embedded sign-on does;
 * /sso/logout ends the portal sessions and then the provider's (end_session_endpoint) — at once
 * only for a navigation this origin or the user started, as in the embedded mode.
 */
export async function oidcRoutes(app: FastifyInstance) {
  const { db, config } = app;
  const oidc = config.sso as OidcConfig;
  const issuer = new URL(oidc.issuer);
  let discovered: Promise<client.Configuration> | null = null;
  const configuration = () => {
    discovered ??= client
      .discovery(issuer, oidc.clientId, oidc.clientSecret, undefined, {
        ...(issuer.protocol === 'http:' && isLoopback(issuer)
          ? { execute: [client.allowInsecureRequests] }
          : {}),
      })
      .catch((e) => {
        discovered = null;
        throw e;
      });
    return discovered;
  };

  const page = messagePage;
  const callbackUrl = (request: FastifyRequest) => `${appOrigin(request, config)}/sso/oidc/callback`;

  app.get<{ Querystring: { service?: string } }>(
    '/login',
    { schema: { hide: true } },
    async (request, reply) => {
      const service = allowedService(request, config, request.query.service);
      if (!service) return page(reply, 400, SERVICE_NOT_ALLOWED);
      const resumed = await resumeSignOn(app, request, reply, service);
      if (resumed) return resumed;

      // Each start keeps a row until the callback or the housekeeping: bounded per client.
      if (
        !(await hitCounters(db, [{ key: `oidc-login:${clientBucket(request.ip)}`, ...OIDC_LOGIN_LIMIT }]))
      ) {
        reply.header('retry-after', String(OIDC_LOGIN_LIMIT.windowMs / 1000));
        return page(reply, 429, 'Troppi accessi in poco tempo. Riprova tra qualche minuto.');
      }
      const settings = await configuration();
      const codeVerifier = client.randomPKCECodeVerifier();
      const state = client.randomState();
      const nonce = client.randomNonce();
      await db.insert(oidcLogins).values({ state, codeVerifier, nonce, service: service.toString() });
      const target = client.buildAuthorizationUrl(settings, {
        redirect_uri: callbackUrl(request),
        scope: oidc.scopes,
        code_challenge: await client.calculatePKCECodeChallenge(codeVerifier),
        code_challenge_method: 'S256',
        state,
        nonce,
      });
      reply.setCookie(STATE_COOKIE, state, { ...signOnCookie(request, app), maxAge: LOGIN_TTL_MS / 1000 });
      return reply.code(303).header('cache-control', 'no-store').redirect(target.toString(), 303);
    },
  );

  app.get<{ Querystring: Record<string, string | undefined> }>(
    '/oidc/callback',
    { schema: { hide: true } },
    async (request, reply) => {
      const state = request.query.state;
      // The state must be the one this browser was given: a callback started elsewhere is refused.
      if (!state || state !== request.cookies[STATE_COOKIE])
        return page(reply, 400, 'Richiesta di accesso non valida o scaduta: riprova.');
      reply.clearCookie(STATE_COOKIE, { path: '/sso' });
      const [login] = await db
        .delete(oidcLogins)
        .where(
          and(eq(oidcLogins.state, state), gt(oidcLogins.createdAt, new Date(Date.now() - LOGIN_TTL_MS))),
        )
        .returning();
      if (!login) return page(reply, 400, 'Richiesta di accesso non valida o scaduta: riprova.');
      const settings = await configuration();
      let claims: Record<string, unknown>;
      try {
        const current = new URL(request.url, appOrigin(request, config));
        const tokens = await client.authorizationCodeGrant(settings, current, {
          pkceCodeVerifier: login.codeVerifier,
          expectedState: state,
          expectedNonce: login.nonce,
          idTokenExpected: true,
        });
        const idClaims = tokens.claims()!;
        const info = await client.fetchUserInfo(settings, tokens.access_token, idClaims.sub);
        claims = { ...idClaims, ...info };
      } catch (e) {
        request.log.warn({ err: e }, 'OpenID Connect sign-in refused');
        return page(reply, 401, 'Il fornitore di identità non ha confermato l’accesso: riprova.');
      }
      const mapped = mapClaims(claims, oidc);
      if (!mapped) return page(reply, 403, 'Il profilo ricevuto non contiene un nome utente valido.');
      const { username, ...fields } = mapped;
      let userId: string;
      try {
        const result = await db.transaction((tx) =>
          upsertUser(tx, username, { ...fields, moveFromCompany: true }, { analysts: true }),
        );
        userId = result.user.userId;
      } catch (e) {
        if (!(e instanceof HttpError)) throw e;
        return page(reply, 403, 'L’azienda del tuo profilo non è ancora registrata nel portale.');
      }
      return openSignOn(app, request, reply, { userId, username, service: new URL(login.service) });
    },
  );

  logoutRoutes(app, async (reply, service, origin) => {
    const target = service ?? new URL('/', origin);
    const settings = await configuration().catch(() => null);
    if (settings?.serverMetadata().end_session_endpoint) {
      const end = client.buildEndSessionUrl(settings, {
        client_id: oidc.clientId,
        post_logout_redirect_uri: target.toString(),
      });
      return reply.code(303).redirect(end.toString(), 303);
    }
    return reply.code(303).redirect(target.toString(), 303);
  });
}
