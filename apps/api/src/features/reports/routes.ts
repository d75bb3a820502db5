import { latestReportsSchema } from '@portal/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireCredibility, sessionSubjectId } from '../../auth/guard.ts';
import { latestReports } from './service.ts';

export const reportRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('preHandler', requireCredibility);

  app.get(
    '/sintesi/ultimi-rapporti',
    { schema: { tags: ['overview'], response: { 200: latestReportsSchema } } },
    async (request) => latestReports(app.db, sessionSubjectId(request)),
  );
};
