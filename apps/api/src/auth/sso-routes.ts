import { SESSION_TTL_MS, ssoLoginFormSchema } from '@portal/domain';
import { eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { users } from '../db/schema.ts';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '../demo/accounts.ts';
import { appOrigin, safeServiceUrl } from '../http/origin.ts';
import { hitCounters } from './counters.ts';
import {
  attemptSucceeded,
  beginAttempt,
  DEVICE_COOKIE,
  DEVICE_TTL_MS,
  LOGIN_LIMITS,
  rememberDevice,
  trustedDevice,
} from './login-throttle.ts';
import { verifyPassword } from './passwords.ts';
import { createSession, findSession, revokeSsoSession } from './sessions.ts';
import { renderLoginPage, renderLogoutPage, renderMessagePage } from './sso-page.ts';

const SSO_COOKIE = 'sso_session';
const INVALID_CREDENTIALS = 'Credenziali non valide';
const TOO_MANY_ATTEMPTS = 'Troppi tentativi di accesso non riusciti. Riprova tra 15 minuti.';
const SERVICE_NOT_ALLOWED = "L'indirizzo di ritorno indicato non è consentito.";
const CROSS_SITE = 'Richiesta non consentita: accedi dalla pagina di accesso del portale.';
const TOO_MANY_TICKETS = 'Troppi accessi in poco tempo. Riprova tra qualche minuto.';
/** Tickets one sign-on session may issue without the form. */
export const TICKET_LIMIT = { limit: 30, windowMs: 10 * 60 * 1000 };
/** Sign-on sessions one account may open (successful sign-ins) — each brings tickets of its own. */
export const SIGN_ON_LIMIT = { limit: 60, windowMs: 10 * 60 * 1000 };

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
 * The embedded sign-on service, CAS style: GET shows the form; POST checks the credentials, opens a
 * sign-on session (cookie on /sso) and sends the browser back to `service` with a fresh `ticket`,
 * which is the bearer token of the API. A live sign-on session skips the form.
 */
export async function ssoRoutes(app: FastifyInstance) {
  const { db, config } = app;

  // Referrer-Policy same-origin (not no-referrer): a browser then sends the real Origin with the
  // form's post, which isCrossSite checks ("null" would be indistinguishable from a sandboxed attacker).
  const page = (reply: FastifyReply, status: number, html: string) =>
    reply
      .code(status)
      .type('text/html; charset=utf-8')
      .header('cache-control', 'no-store')
      .header('referrer-policy', 'same-origin')
      .send(html);

  const loginPage = (service: string, extra: { error?: string; username?: string } = {}) =>
    renderLoginPage({
      service,
      ...extra,
      ...(config.demo ? { demoAccounts: DEMO_ACCOUNTS, demoPassword: DEMO_PASSWORD } : {}),
    });

  const redirectWithTicket = async (
    reply: FastifyReply,
    service: URL,
    userId: string,
    ssoSessionId: string,
  ) => {
    const { token } = await createSession(db, { userId, kind: 'app', ssoSessionId });
    service.searchParams.set('ticket', token);
    return reply.code(303).header('cache-control', 'no-store').redirect(service.toString(), 303);
  };

  app.get<{ Querystring: { service?: string } }>(
    '/login',
    { schema: { hide: true } },
    async (request, reply) => {
      const origin = appOrigin(request, config);
      const raw = typeof request.query.service === 'string' ? request.query.service : undefined;
      const service = safeServiceUrl(raw, origin, config.ssoAllowedOrigins);
      if (!service) return page(reply, 400, renderMessagePage('Accesso non riuscito', SERVICE_NOT_ALLOWED));
      const ssoToken = request.cookies[SSO_COOKIE];
      const sso = ssoToken ? await findSession(db, ssoToken, 'sso') : null;
      if (sso) {
        const allowed = await hitCounters(db, [{ key: `tickets:${sso.id}`, ...TICKET_LIMIT }]);
        if (!allowed) {
          reply.header('retry-after', String(TICKET_LIMIT.windowMs / 1000));
          return page(reply, 429, renderMessagePage('Accesso non riuscito', TOO_MANY_TICKETS));
        }
        return redirectWithTicket(reply, service, sso.loginUser.id, sso.id);
      }
      return page(reply, 200, loginPage(service.toString()));
    },
  );

  app.post('/login', { schema: { hide: true } }, async (request, reply) => {
    const origin = appOrigin(request, config);
    const parsed = ssoLoginFormSchema.safeParse(request.body ?? {});
    const rawService =
      typeof (request.body as Record<string, unknown> | null)?.service === 'string'
        ? ((request.body as Record<string, string>).service as string)
        : undefined;
    const service = safeServiceUrl(rawService, origin, config.ssoAllowedOrigins);
    if (!service) return page(reply, 400, renderMessagePage('Accesso non riuscito', SERVICE_NOT_ALLOWED));
    if (isCrossSite(request, origin)) {
      return page(reply, 403, renderMessagePage('Accesso non riuscito', CROSS_SITE));
    }
    if (!parsed.success) {
      return page(reply, 400, loginPage(service.toString(), { error: 'Inserisci nome utente e password.' }));
    }
    const username = parsed.data.username.toLowerCase();
    const deviceHash = await trustedDevice(db, request.cookies[DEVICE_COOKIE], username);
    const attempt = await beginAttempt(db, { username, client: request.ip, deviceHash });
    if (!attempt) {
      reply.header('retry-after', String(LOGIN_LIMITS.windowMs / 1000));
      return page(reply, 429, loginPage(service.toString(), { error: TOO_MANY_ATTEMPTS, username }));
    }
    const [user] = await db.select().from(users).where(eq(users.username, username));
    const ok = await verifyPassword(user?.passwordHash, parsed.data.password);
    if (!user || !ok) {
      return page(reply, 401, loginPage(service.toString(), { error: INVALID_CREDENTIALS, username }));
    }
    await attemptSucceeded(db, attempt);
    if (!(await hitCounters(db, [{ key: `sign-ons:${username}`, ...SIGN_ON_LIMIT }]))) {
      reply.header('retry-after', String(SIGN_ON_LIMIT.windowMs / 1000));
      return page(reply, 429, renderMessagePage('Accesso non riuscito', TOO_MANY_TICKETS));
    }
    const secure = origin.startsWith('https:');
    const sso = await createSession(db, { userId: user.id, kind: 'sso' });
    reply.setCookie(SSO_COOKIE, sso.token, {
      path: '/sso',
      httpOnly: true,
      sameSite: 'lax',
      secure,
      maxAge: SESSION_TTL_MS / 1000,
    });
    // Set after the session cookie: this browser is now known to the user.
    if (!attempt.trusted) {
      reply.setCookie(DEVICE_COOKIE, await rememberDevice(db, username), {
        path: '/sso',
        httpOnly: true,
        sameSite: 'strict',
        secure,
        maxAge: DEVICE_TTL_MS / 1000,
      });
    }
    return redirectWithTicket(reply, service, user.id, sso.id);
  });

  /**
   * Ends the sign-on session and every app session it issued. Only a navigation started by this
   * origin (the app's log-out) or by the user acts at once; a link from another site gets a page
   * with a button that posts the same request (no cross-site forced log-out).
   */
  const logout = async (request: FastifyRequest, reply: FastifyReply, rawService: unknown) => {
    const origin = appOrigin(request, config);
    const ssoToken = request.cookies[SSO_COOKIE];
    const sso = ssoToken ? await findSession(db, ssoToken, 'sso') : null;
    if (sso) await revokeSsoSession(db, sso.id);
    reply.clearCookie(SSO_COOKIE, { path: '/sso' });
    const raw = typeof rawService === 'string' ? rawService : undefined;
    const service = raw ? safeServiceUrl(raw, origin, config.ssoAllowedOrigins) : null;
    if (service) return reply.code(303).redirect(service.toString(), 303);
    return page(reply, 200, renderMessagePage('Disconnessione effettuata', 'Sei uscito dal portale.'));
  };

  app.get<{ Querystring: { service?: string } }>(
    '/logout',
    { schema: { hide: true } },
    async (request, reply) => {
      if (isOwnNavigation(request)) return logout(request, reply, request.query.service);
      const origin = appOrigin(request, config);
      const raw = typeof request.query.service === 'string' ? request.query.service : undefined;
      const service = raw ? safeServiceUrl(raw, origin, config.ssoAllowedOrigins) : null;
      return page(reply, 200, renderLogoutPage(service?.toString() ?? ''));
    },
  );

  app.post('/logout', { schema: { hide: true } }, async (request, reply) => {
    if (isCrossSite(request, appOrigin(request, config))) {
      return page(reply, 403, renderMessagePage('Disconnessione non riuscita', CROSS_SITE));
    }
    return logout(request, reply, (request.body as Record<string, unknown> | null)?.service);
  });
}
