import {
  isSearchable,
  SEARCH_MIN_CHARS,
  subjectLookupRequestSchema,
  subjectLookupResponseSchema,
  subjectSearchResponseSchema,
} from '@portal/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireCredibility } from '../../auth/guard.ts';
import { badRequest } from '../../http/errors.ts';
import { sendJson } from '../../http/fast-json.ts';
import { lookupSubjects, searchSubjects } from './service.ts';

export const subjectRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', requireCredibility);

  app.get(
    '/soggetto/:pivaCf/ricerca',
    {
      schema: {
        tags: ['subjects'],
        params: z.object({ pivaCf: z.string().max(100) }),
        response: { 200: subjectSearchResponseSchema },
      },
    },
    async (request, reply) => {
      if (!isSearchable(request.params.pivaCf)) {
        throw badRequest(`Inserisci almeno ${SEARCH_MIN_CHARS} caratteri alfanumerici.`);
      }
      return sendJson(reply, await searchSubjects(app.db, request.params.pivaCf));
    },
  );

  app.post(
    '/soggetto/ricerca-soggetto',
    {
      config: { readOnly: true },
      schema: {
        tags: ['subjects'],
        body: subjectLookupRequestSchema,
        response: { 200: subjectLookupResponseSchema },
      },
    },
    async (request) => lookupSubjects(app.db, [...new Set(request.body)]),
  );
};
