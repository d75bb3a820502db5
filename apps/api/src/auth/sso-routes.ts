import { ssoLoginFormSchema } from '@portal/domain';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { users } from '../db/schema.ts';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '../demo/accounts.ts';
import { appOrigin } from '../http/origin.ts';
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
import {
  allowedService,
  CROSS_SITE,
  isCrossSite,
  logoutRoutes,
  messagePage,
  openSignOn,
  resumeSignOn,
  SERVICE_NOT_ALLOWED,
  signOnPage,
} from './sign-on.ts';
import { renderLoginPage } from './sso-page.ts';

const INVALID_CREDENTIALS = 'Credenziali non valide';
const TOO_MANY_ATTEMPTS = 'Troppi tentativi di accesso non riusciti. Riprova tra 15 minuti.';

/**
 * The embedded sign-on service, CAS style: GET shows the form; POST checks the credentials, opens a
 * sign-on session (cookie on /sso) and sends the browser back to `service` with a fresh `ticket`,
 * which is the bearer token of the API. A live sign-on session skips the form.
 */
export async function ssoRoutes(app: FastifyInstance) {
  const { db, config } = app;

  const page = signOnPage;

  const loginPage = (service: string, extra: { error?: string; username?: string } = {}) =>
    renderLoginPage({
      service,
      ...extra,
      ...(config.demo ? { demoAccounts: DEMO_ACCOUNTS, demoPassword: DEMO_PASSWORD } : {}),
    });

  app.get<{ Querystring: { service?: string } }>(
    '/login',
    { schema: { hide: true } },
    async (request, reply) => {
      const service = allowedService(request, config, request.query.service);
      if (!service) return messagePage(reply, 400, SERVICE_NOT_ALLOWED);
      return (
        (await resumeSignOn(app, request, reply, service)) ?? page(reply, 200, loginPage(service.toString()))
      );
    },
  );

  app.post('/login', { schema: { hide: true } }, async (request, reply) => {
    const origin = appOrigin(request, config);
    const parsed = ssoLoginFormSchema.safeParse(request.body ?? {});
    const service = allowedService(
      request,
      config,
      (request.body as Record<string, unknown> | null)?.service,
    );
    if (!service) return messagePage(reply, 400, SERVICE_NOT_ALLOWED);
    if (isCrossSite(request, origin)) return messagePage(reply, 403, CROSS_SITE);
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
    return openSignOn(app, request, reply, {
      userId: user.id,
      username,
      service,
      // Set after the session cookie: this browser is now known to the user.
      beforeTicket: async () => {
        if (attempt.trusted) return;
        reply.setCookie(DEVICE_COOKIE, await rememberDevice(db, username), {
          path: '/sso',
          httpOnly: true,
          sameSite: 'strict',
          secure: origin.startsWith('https:'),
          maxAge: DEVICE_TTL_MS / 1000,
        });
      },
    });
  });

  logoutRoutes(app, async (reply, service) =>
    service
      ? reply.code(303).redirect(service.toString(), 303)
      : messagePage(reply, 200, 'Sei uscito dal portale.', 'Disconnessione effettuata'),
  );
}
