import {
  documentParamsSchema,
  documentQuerySchema,
  latestReportsSchema,
  reportDocumentSchema,
  synthesisRequestSchema,
  synthesisSchema,
} from '@portal/domain';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireCredibility, sessionSubjectId } from '../../auth/guard.ts';
import { notFound } from '../../http/errors.ts';
import { sendJson } from '../../http/fast-json.ts';
import { renderReportHtml } from './report-html.ts';
import { reportPdf } from './report-pdf.ts';
import { type CertificateDelivery, findDelivery } from './repository.ts';
import { latestReports, REPORT_NOT_FOUND, requireReport, synthesisJson } from './service.ts';

/** The bytes of an issued certificate: the certificate feature owns them (app.ts hands them in). */
export type CertificatePdfSource = (
  request: FastifyRequest,
  delivery: CertificateDelivery,
) => Promise<Buffer>;

export const reportRoutes: FastifyPluginAsyncZod<{ certificatePdf: CertificatePdfSource }> = async (
  app,
  { certificatePdf },
) => {
  app.addHook('onRequest', requireCredibility);

  app.get(
    '/sintesi/ultimi-rapporti',
    { schema: { tags: ['overview'], response: { 200: latestReportsSchema } } },
    async (request, reply) => sendJson(reply, await latestReports(app.db, sessionSubjectId(request))),
  );

  app.post(
    '/sintesi/sintesi-documenti',
    {
      config: { readOnly: true },
      schema: { tags: ['overview'], body: synthesisRequestSchema, response: { 200: synthesisSchema } },
    },
    async (request, reply) => {
      const { cdRichiesta, idConsegna } = request.body;
      const json = await synthesisJson(app.db, sessionSubjectId(request), cdRichiesta, idConsegna);
      // Already serialised (and validated when the delivery was stored): sent as it is.
      return reply
        .type('application/json; charset=utf-8')
        .serializer((payload) => payload as string)
        .send(json as never);
    },
  );

  app.get(
    '/document/:cdRichiesta',
    {
      schema: {
        tags: ['overview'],
        params: documentParamsSchema,
        querystring: documentQuerySchema,
        response: { 200: reportDocumentSchema },
      },
    },
    async (request) => {
      const report = await requireReport(
        app.db,
        sessionSubjectId(request),
        request.params.cdRichiesta,
        request.query.idConsegna,
      );
      return {
        cdRichiesta: report.cdRichiesta,
        idConsegna: report.idConsegna,
        companyName: report.content.company.companyName,
        html: renderReportHtml(report.content, report),
      };
    },
  );

  app.get(
    '/document/download/:cdRichiesta',
    { schema: { tags: ['overview'], params: documentParamsSchema, querystring: documentQuerySchema } },
    async (request, reply) => {
      const { cdRichiesta } = request.params;
      const document = await findDelivery(
        app.db,
        sessionSubjectId(request),
        cdRichiesta,
        request.query.idConsegna,
      );
      if (!document?.content) throw notFound(REPORT_NOT_FOUND);
      const pdf =
        document.kind === 'certificate'
          ? await certificatePdf(request, document as CertificateDelivery)
          : reportPdf(document.content as never, document);
      return reply
        .type('application/pdf')
        .header('content-disposition', `attachment; filename="${cdRichiesta.replace(/[^\w.-]/g, '_')}.pdf"`)
        .send(pdf);
    },
  );
};
