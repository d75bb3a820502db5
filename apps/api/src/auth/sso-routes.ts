import { SESSION_TTL_MS, ssoLoginFormSchema } from '@portal/domain';
import { eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { users } from '../db/schema.ts';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '../demo/accounts.ts';
import { appOrigin, safeServiceUrl } from '../http/origin.ts';
import { clearFailures, isThrottled, recordFailure } from './login-throttle.ts';
import { verifyPassword } from './passwords.ts';
import { createSession, findSession, revokeSsoSession } from './sessions.ts';
import { renderLoginPage, renderMessagePage } from './sso-page.ts';

const SSO_COOKIE = 'sso_session';
const INVALID_CREDENTIALS = 'Credenziali non valide';
const TOO_MANY_ATTEMPTS = 'Troppi tentativi di accesso non riusciti. Riprova tra 15 minuti.';
const SERVICE_NOT_ALLOWED = "L'indirizzo di ritorno indicato non è consentito.";

/**
 * The embedded sign-on service, CAS style: GET shows the form; POST checks the credentials, opens a
 * sign-on session (cookie on /sso) and sends the browser back to `service` with a fresh `ticket`,
 * which is the bearer token of the API. A live sign-on session skips the form.
 */
export async function ssoRoutes(app: FastifyInstance) {
  const { db, config } = app;

  const page = (reply: FastifyReply, status: number, html: string) =>
    reply.code(status).type('text/html; charset=utf-8').header('cache-control', 'no-store').send(html);

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
      if (sso) return redirectWithTicket(reply, service, sso.loginUser.id, sso.id);
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
    if (!parsed.success) {
      return page(reply, 400, loginPage(service.toString(), { error: 'Inserisci nome utente e password.' }));
    }
    const username = parsed.data.username.toLowerCase();
    if (await isThrottled(db, username)) {
      return page(reply, 429, loginPage(service.toString(), { error: TOO_MANY_ATTEMPTS, username }));
    }
    const [user] = await db.select().from(users).where(eq(users.username, username));
    const ok = await verifyPassword(user?.passwordHash, parsed.data.password);
    if (!user || !ok) {
      await recordFailure(db, username);
      return page(reply, 401, loginPage(service.toString(), { error: INVALID_CREDENTIALS, username }));
    }
    await clearFailures(db, username);
    const sso = await createSession(db, { userId: user.id, kind: 'sso' });
    reply.setCookie(SSO_COOKIE, sso.token, {
      path: '/sso',
      httpOnly: true,
      sameSite: 'lax',
      secure: origin.startsWith('https:'),
      maxAge: SESSION_TTL_MS / 1000,
    });
    return redirectWithTicket(reply, service, user.id, sso.id);
  });

  app.get<{ Querystring: { service?: string } }>(
    '/logout',
    { schema: { hide: true } },
    async (request, reply) => {
      const origin = appOrigin(request, config);
      const ssoToken = request.cookies[SSO_COOKIE];
      const sso = ssoToken ? await findSession(db, ssoToken, 'sso') : null;
      if (sso) await revokeSsoSession(db, sso.id);
      reply.clearCookie(SSO_COOKIE, { path: '/sso' });
      const raw = typeof request.query.service === 'string' ? request.query.service : undefined;
      const service = raw ? safeServiceUrl(raw, origin, config.ssoAllowedOrigins) : null;
      if (service) return reply.code(303).redirect(service.toString(), 303);
      return page(reply, 200, renderMessagePage('Disconnessione effettuata', 'Sei uscito dal portale.'));
    },
  );
}
