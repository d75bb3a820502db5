import { mailPreferencesSchema } from '@portal/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentSession } from '../../auth/guard.ts';
import { readPreferences, savePreferences } from './service.ts';

/** The signed-in user's e-mail settings (the user menu): language and the kinds they receive. */
export const mailRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['user'];
  app.get(
    '/user/mail-preferences',
    { schema: { tags, response: { 200: mailPreferencesSchema } } },
    async (request) => readPreferences(app.db, currentSession(request).loginUser.id),
  );
  app.put(
    '/user/mail-preferences',
    { schema: { tags, body: mailPreferencesSchema, response: { 200: mailPreferencesSchema } } },
    async (request) => {
      const userId = currentSession(request).loginUser.id;
      await savePreferences(app.db, userId, request.body);
      return readPreferences(app.db, userId);
    },
  );
};
