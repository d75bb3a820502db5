import { SESSION_TTL_MS } from '@portal/domain';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Config } from '../config.ts';
import { appOrigin, safeServiceUrl } from '../http/origin.ts';
import { hitCounters } from './counters.ts';
import { createSession, findSession, revokeSsoSession } from './sessions.ts';
import { renderLogoutPage, renderMessagePage } from './sso-page.ts';

/*
 * The tail that the embedded sign-on and the provider's OpenID Connect sign-on share, once they
 * know who signs in: the sign-on session (cookie on /sso), the ticket that takes the browser back
 * to the app, and the log-out. Written once: the two copies had drifted (the OpenID Connect one
 * lacked both rate limits and the pages' Referrer-Policy).
 */

export const SSO_COOKIE = 'sso_session';
const FAILED = 'Accesso non riuscito';
export const CROSS_SITE = 'Richiesta non consentita: accedi dalla pagina di accesso del portale.';
export const SERVICE_NOT_ALLOWED = "L'indirizzo di ritorno indicato non è consentito.";

/**
 * The address a sign-on request asks to go back to (`service`, from the query or the form), if the
 * app may send the browser there (its own origin or the allow-list); null when it may not.
 */
export function allowedService(request: FastifyRequest, config: Config, raw: unknown): URL | null {
  const service = typeof raw === 'string' ? raw : undefined;
  return safeServiceUrl(service, appOrigin(request, config), config.ssoAllowedOrigins);
}
const TOO_MANY_TICKETS = 'Troppi accessi in poco tempo. Riprova tra qualche minuto.';
/** Tickets one sign-on session may issue without signing in again. */
export const TICKET_LIMIT = { limit: 30, windowMs: 10 * 60 * 1000 };
/** Sign-on sessions one account may open (successful sign-ins) — each brings tickets of its own. */
export const SIGN_ON_LIMIT = { limit: 60, windowMs: 10 * 60 * 1000 };

/**
 * A page of the sign-on service. Referrer-Policy same-origin (not no-referrer): a browser then
 * sends the real Origin with the page's form post, which isCrossSite checks ("null" would be
 * indistinguishable from a sandboxed attacker).
 */
export const signOnPage = (reply: FastifyReply, status: number, html: string) =>
  reply
    .code(status)
    .type('text/html; charset=utf-8')
    .header('cache-control', 'no-store')
    .header('referrer-policy', 'same-origin')
    .send(html);

export const messagePage = (reply: FastifyReply, status: number, text: string, title = FAILED) =>
  signOnPage(reply, status, renderMessagePage(title, text));

export const signOnCookie = (request: FastifyRequest, app: FastifyInstance) => ({
  path: '/sso',
  httpOnly: true,
  sameSite: 'lax' as const,
  secure: appOrigin(request, app.config).startsWith('https:'),
});

const tooMany = (reply: FastifyReply, limit: { windowMs: number }) => {
  reply.header('retry-after', String(limit.windowMs / 1000));
  return messagePage(reply, 429, TOO_MANY_TICKETS);
};

async function sendTicket(
  app: FastifyInstance,
  reply: FastifyReply,
  service: URL,
  userId: string,
  ssoId: string,
) {
  const { token } = await createSession(app.db, { userId, kind: 'app', ssoSessionId: ssoId });
  service.searchParams.set('ticket', token);
  return reply.code(303).header('cache-control', 'no-store').redirect(service.toString(), 303);
}

/**
 * A browser with a live sign-on session goes back to `service` with a fresh ticket, without signing
 * in again (at most TICKET_LIMIT tickets a session). null when it has none.
 */
export async function resumeSignOn(
  app: FastifyInstance,
  request: FastifyRequest,
  reply: FastifyReply,
  service: URL,
) {
  const token = request.cookies[SSO_COOKIE];
  const sso = token ? await findSession(app.db, token, 'sso') : null;
  if (!sso) return null;
  if (!(await hitCounters(app.db, [{ key: `tickets:${sso.id}`, ...TICKET_LIMIT }])))
    return tooMany(reply, TICKET_LIMIT);
  return sendTicket(app, reply, service, sso.loginUser.id, sso.id);
}

/**
 * A user who has just proved who they are: opens the sign-on session (at most SIGN_ON_LIMIT an
 * account) and sends the browser back to `service` with a ticket. `beforeTicket` adds its own
 * cookies once the session is open.
 */
export async function openSignOn(
  app: FastifyInstance,
  request: FastifyRequest,
  reply: FastifyReply,
  signIn: { userId: string; username: string; service: URL; beforeTicket?: () => Promise<void> },
) {
  const key = `sign-ons:${signIn.username.toLowerCase()}`;
  if (!(await hitCounters(app.db, [{ key, ...SIGN_ON_LIMIT }]))) return tooMany(reply, SIGN_ON_LIMIT);
  const sso = await createSession(app.db, { userId: signIn.userId, kind: 'sso' });
  reply.setCookie(SSO_COOKIE, sso.token, { ...signOnCookie(request, app), maxAge: SESSION_TTL_MS / 1000 });
  await signIn.beforeTicket?.();
  return sendTicket(app, reply, signIn.service, signIn.userId, sso.id);
}

/** Ends this browser's sign-on session and every app session it issued. */
export async function endSignOn(app: FastifyInstance, request: FastifyRequest, reply: FastifyReply) {
  const token = request.cookies[SSO_COOKIE];
  const sso = token ? await findSession(app.db, token, 'sso') : null;
  if (sso) await revokeSsoSession(app.db, sso.id);
  reply.clearCookie(SSO_COOKIE, { path: '/sso' });
}

/**
 * A form post or a logout that does not come from a page of this origin (login CSRF, forced
 * logout). Browsers send Sec-Fetch-Site and, on a POST, Origin; a client sending neither is not
 * a browser another site can drive.
 */
export function isCrossSite(request: FastifyRequest, origin: string): boolean {
  const site = request.headers['sec-fetch-site'];
  // Set by the browser, never by a page: when present it decides.
  if (typeof site === 'string') return site !== 'same-origin' && site !== 'none';
  const from = request.headers.origin;
  return typeof from === 'string' && from !== origin;
}

/** A top-level navigation this origin (or the user, typing) started. */
export const isOwnNavigation = (request: FastifyRequest) =>
  ['same-origin', 'none'].includes(String(request.headers['sec-fetch-site'] ?? ''));

/**
 * GET and POST `/logout` of either sign-on: the sign-on session and every app session it issued
 * end, then `finish` answers with the allowed service address the request named (null when none
 * or not allowed). Only a navigation started by this origin (the app's log-out) or by the user acts
 * at once; a link from another site gets a page with a button that posts the same request (no
 * cross-site forced log-out).
 */
export function logoutRoutes(
  app: FastifyInstance,
  finish: (reply: FastifyReply, service: URL | null, origin: string) => Promise<unknown>,
) {
  const { config } = app;
  // no `service` on log-out: no address to go back to (the caller picks its own)
  const serviceOf = (request: FastifyRequest, raw: unknown) => ({
    origin: appOrigin(request, config),
    service: typeof raw === 'string' && raw ? allowedService(request, config, raw) : null,
  });
  const logout = async (request: FastifyRequest, reply: FastifyReply, raw: unknown) => {
    const { origin, service } = serviceOf(request, raw);
    await endSignOn(app, request, reply);
    return finish(reply, service, origin);
  };
  app.get<{ Querystring: { service?: string } }>(
    '/logout',
    { schema: { hide: true } },
    async (request, reply) => {
      if (isOwnNavigation(request)) return logout(request, reply, request.query.service);
      const { service } = serviceOf(request, request.query.service);
      return signOnPage(reply, 200, renderLogoutPage(service?.toString() ?? ''));
    },
  );
  app.post('/logout', { schema: { hide: true } }, async (request, reply) => {
    if (isCrossSite(request, appOrigin(request, config)))
      return messagePage(reply, 403, CROSS_SITE, 'Disconnessione non riuscita');
    return logout(request, reply, (request.body as Record<string, unknown> | null)?.service);
  });
}
