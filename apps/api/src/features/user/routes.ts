import { internalUrlsSchema, logoutResponseSchema, userSchema } from '@portal/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentSession } from '../../auth/guard.ts';
import { revokeSession } from '../../auth/sessions.ts';
import { sendJson } from '../../http/fast-json.ts';
import { appOrigin } from '../../http/origin.ts';
import { companyName } from '../subjects/index.ts';

export const userRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/user', { schema: { tags: ['user'], response: { 200: userSchema } } }, async (request, reply) => {
    const { loginUser, actingUser } = currentSession(request);
    return sendJson(reply, {
      nome: actingUser.nome,
      cognome: actingUser.cognome,
      status: actingUser.status,
      isAdmin: loginUser.isAdmin,
      isDemo: actingUser.isDemo,
      loginUserId: loginUser.id,
      userId: actingUser.id,
      abilitazioni: { abilitatoCredibility: actingUser.abilitatoCredibility },
      signedIn: { nome: loginUser.nome, cognome: loginUser.cognome },
      actingFor:
        actingUser.id !== loginUser.id && actingUser.subjectId
          ? { companyName: await companyName(app.db, actingUser.subjectId) }
          : null,
    });
  });

  app.get(
    '/dominio/url-interne',
    { schema: { tags: ['user'], response: { 200: internalUrlsSchema } } },
    async () => ({
      ...app.config.urls,
      assistenza: app.config.support,
    }),
  );

  app.post(
    '/logout',
    { schema: { tags: ['user'], response: { 200: logoutResponseSchema } } },
    async (request) => {
      await revokeSession(app.db, currentSession(request).id);
      const origin = appOrigin(request, app.config);
      return { logoutUrl: `${origin}/sso/logout?service=${encodeURIComponent(`${origin}/`)}` };
    },
  );
};
