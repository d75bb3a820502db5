import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { forbidden, HttpError, localizeFor } from '../http/errors.ts';
import { appOrigin } from '../http/origin.ts';
import { type ActiveSession, findSession } from './sessions.ts';
import { hashToken, looksLikeToken } from './tokens.ts';

/**
 * Every /api/v1 call needs a live session: its bearer token is the ticket of the sign-on service.
 * Without one the answer is 401 with the sign-on address the browser must go to.
 */
export function registerSessionGuard(app: FastifyInstance) {
  app.decorateRequest('session', null);
  app.addHook('onRequest', async (request: FastifyRequest, reply: FastifyReply) => {
    const header = request.headers.authorization ?? '';
    const match = /^Bearer (\S+)$/i.exec(header);
    const token = match?.[1];
    const session = token && looksLikeToken(token) ? await appSession(app, token) : null;
    if (!session) {
      return reply.code(401).send({
        message: localizeFor(request, 'Sessione assente o scaduta: accedi di nuovo.'),
        loginUrl: `${appOrigin(request, app.config)}/sso/login`,
      });
    }
    request.session = session;
  });
}

/** The app session of a token, from the read cache (dropped as soon as the session or its users change). */
function appSession(app: FastifyInstance, token: string): Promise<ActiveSession | null> {
  return app.caches.sessions.get(hashToken(token), async () => {
    const session = await findSession(app.db, token, 'app');
    if (!session) return null;
    const { id, loginUser, actingUser, expiresAt } = session;
    return {
      value: session,
      tags: [`sessions:${id}`, `users:${loginUser.id}`, `users:${actingUser.id}`],
      ttlMs: expiresAt.getTime() - Date.now(),
    };
  });
}

export function currentSession(request: FastifyRequest) {
  if (!request.session) throw new HttpError(401, 'Sessione assente o scaduta: accedi di nuovo.');
  return request.session;
}

/** Customer-area calls: the acting user must be enabled to Credibility and represent a company. */
export async function requireCredibility(request: FastifyRequest) {
  const { actingUser } = currentSession(request);
  if (!actingUser.abilitatoCredibility || actingUser.status === 403) {
    throw forbidden('Utente non abilitato ad accedere alla piattaforma.');
  }
  sessionSubjectId(request);
}

/** Admin calls: the signed-in user (not the impersonated one) must be an admin. */
export async function requireAdmin(request: FastifyRequest) {
  if (!currentSession(request).loginUser.isAdmin) throw forbidden('Funzione riservata agli amministratori.');
}

/** The company whose data a customer-area call reads or writes: always from the session. */
export function sessionSubjectId(request: FastifyRequest): string {
  const subjectId = currentSession(request).actingUser.subjectId;
  if (!subjectId) throw forbidden("Nessuna azienda associata all'utente: seleziona un soggetto.");
  return subjectId;
}
