import {
  certificateConfigSchema,
  certificateRegeneratedSchema,
  documentParamsSchema,
  documentQuerySchema,
} from '@portal/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireCredibility, sessionSubjectId } from '../../auth/guard.ts';
import { notFound } from '../../http/errors.ts';
import { findDelivery, REPORT_NOT_FOUND } from '../reports/index.ts';
import { issueCertificate, readCertificateConfig } from './service.ts';

export const certificateRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', requireCredibility);

  app.get(
    '/contribuzioni/leggi-configurazione-attestato',
    { schema: { tags: ['certificate'], response: { 200: certificateConfigSchema } } },
    async (request) => readCertificateConfig(app.db, sessionSubjectId(request)),
  );

  app.post(
    '/contribuzioni/salva-configurazione-attestato',
    {
      schema: {
        tags: ['certificate'],
        body: certificateConfigSchema,
        response: { 200: certificateRegeneratedSchema },
      },
    },
    async (request) => ({
      esito: true,
      attestato: await issueCertificate(app.db, sessionSubjectId(request), request.body),
    }),
  );

  app.put(
    '/document/rigenera/:cdRichiesta',
    {
      schema: {
        tags: ['certificate'],
        params: documentParamsSchema,
        querystring: documentQuerySchema,
        response: { 200: certificateRegeneratedSchema },
      },
    },
    async (request) => {
      const subjectId = sessionSubjectId(request);
      const document = await findDelivery(
        app.db,
        subjectId,
        request.params.cdRichiesta,
        request.query.idConsegna,
      );
      if (!document) throw notFound(REPORT_NOT_FOUND);
      return { esito: true, attestato: await issueCertificate(app.db, subjectId) };
    },
  );
};
