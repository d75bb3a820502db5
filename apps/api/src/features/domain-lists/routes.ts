import {
  domainListsQuerySchema,
  domainListsResponseSchema,
  errorResponseSchema,
  municipalitiesQuerySchema,
  municipalitiesResponseSchema,
} from '@portal/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireCredibility } from '../../auth/guard.ts';
import { notFound } from '../../http/errors.ts';
import { domainLists, municipalitiesOf } from './service.ts';

/** Reference lists change with a release, not per request: the browser may keep them an hour. */
export const DOMAIN_LISTS_CACHE_CONTROL = 'private, max-age=3600';

export const domainListRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', requireCredibility);
  // Runs after the /api/v1 scope's `no-store` hook, so it wins for successful answers only.
  app.addHook('onSend', async (_request, reply) => {
    if (reply.statusCode === 200) reply.header('cache-control', DOMAIN_LISTS_CACHE_CONTROL);
  });

  app.get(
    '/dominio/dati-dominio',
    {
      schema: {
        tags: ['domain-lists'],
        querystring: domainListsQuerySchema,
        response: { 200: domainListsResponseSchema },
      },
    },
    async (request) => domainLists(request.query.chiave),
  );

  app.get(
    '/dominio/elenco-comuni',
    {
      schema: {
        tags: ['domain-lists'],
        querystring: municipalitiesQuerySchema,
        response: { 200: municipalitiesResponseSchema, 404: errorResponseSchema },
      },
    },
    async (request) => {
      const list = municipalitiesOf(request.query.cdProvincia);
      if (!list) throw notFound(`Provincia ${request.query.cdProvincia} non trovata.`);
      return list;
    },
  );
};
