import {
  certificateConfigSchema,
  certificateRegeneratedSchema,
  createdShareLinkSchema,
  currentCertificateSchema,
  documentParamsSchema,
  documentQuerySchema,
  SHARE_MESSAGES,
  shareLinkCreateSchema,
  shareLinkParamsSchema,
  shareLinkSchema,
  shareLinksSchema,
  shareViewLogsSchema,
} from '@portal/domain';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentSession, requireCredibility, sessionSubjectId } from '../../auth/guard.ts';
import { conflict, forbidden, notFound } from '../../http/errors.ts';
import { appOrigin } from '../../http/origin.ts';
import { type CertificateDelivery, findDelivery, REPORT_NOT_FOUND } from '../reports/index.ts';
import {
  currentIssue,
  type IssueDeps,
  issueSummary,
  revokeIssue,
  sealCertificate,
  statusOf,
  storedPdf,
} from './issue.ts';
import { issueCertificate, readCertificateConfig } from './service.ts';
import { createLink, listLinks, listViews, revokeLink } from './share.ts';

export const issueDeps = (app: FastifyInstance, request: FastifyRequest): IssueDeps => ({
  db: app.db,
  fileStore: app.fileStore,
  keys: app.certificateKeys,
  origin: appOrigin(request, app.config),
});

/**
 * A certificate downloaded with the company's documents: the bytes stored when it was issued (their
 * hash is published), sealed first if this delivery was never issued.
 */
export const certificateDownload =
  (app: FastifyInstance) => async (request: FastifyRequest, delivery: CertificateDelivery) =>
    storedPdf(app.fileStore, await sealCertificate(issueDeps(app, request), delivery));

/** The demo account may look, not act on what others see (spec part 1 §6, by analogy with sending). */
async function refuseDemo(request: FastifyRequest) {
  if (currentSession(request).actingUser.isDemo) throw forbidden();
}

export const certificateRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', requireCredibility);
  const tags = ['certificate'];

  /**
   * Issues a certificate from the stored sections. Its PDF is rendered, stored, hashed and signed
   * (sealed) when it is first downloaded or looked at (issue.ts), not here: a burst of
   * regenerations then costs no PDF rendering for the ones nobody looks at.
   */
  const issue = async (request: FastifyRequest, config?: Parameters<typeof issueCertificate>[2]) => ({
    esito: true,
    attestato: await issueCertificate(app.db, sessionSubjectId(request), config),
  });

  app.get(
    '/contribuzioni/leggi-configurazione-attestato',
    { schema: { tags, response: { 200: certificateConfigSchema } } },
    async (request) => readCertificateConfig(app.db, sessionSubjectId(request)),
  );

  app.post(
    '/contribuzioni/salva-configurazione-attestato',
    { schema: { tags, body: certificateConfigSchema, response: { 200: certificateRegeneratedSchema } } },
    async (request) => issue(request, request.body),
  );

  app.put(
    '/document/rigenera/:cdRichiesta',
    {
      schema: {
        tags,
        params: documentParamsSchema,
        querystring: documentQuerySchema,
        response: { 200: certificateRegeneratedSchema },
      },
    },
    async (request) => {
      const document = await findDelivery(
        app.db,
        sessionSubjectId(request),
        request.params.cdRichiesta,
        request.query.idConsegna,
      );
      if (!document) throw notFound(REPORT_NOT_FOUND);
      return issue(request);
    },
  );

  app.get(
    '/attestato/verifica',
    { schema: { tags, response: { 200: currentCertificateSchema } } },
    async (request) => {
      const deps = issueDeps(app, request);
      const current = await currentIssue(deps, sessionSubjectId(request));
      return { attestato: current ? await issueSummary(deps, current) : null };
    },
  );

  app.post(
    '/attestato/revoca',
    { preValidation: refuseDemo, schema: { tags, response: { 200: currentCertificateSchema } } },
    async (request) => {
      const deps = issueDeps(app, request);
      const current = await currentIssue(deps, sessionSubjectId(request));
      if (!current) throw conflict(SHARE_MESSAGES.noCertificate);
      if ((await statusOf(app.db, current)).status === 'revoked')
        throw conflict(SHARE_MESSAGES.alreadyRevoked);
      await revokeIssue(app.db, current, currentSession(request).loginUser.id);
      const revoked = await currentIssue(deps, current.subjectId);
      return { attestato: await issueSummary(deps, revoked!) };
    },
  );

  app.get(
    '/attestato/condivisioni',
    { schema: { tags, response: { 200: shareLinksSchema } } },
    async (request) => listLinks(app.db, sessionSubjectId(request)),
  );

  app.post(
    '/attestato/condivisioni',
    {
      preValidation: refuseDemo,
      schema: { tags, body: shareLinkCreateSchema, response: { 200: createdShareLinkSchema } },
    },
    async (request) => {
      const deps = issueDeps(app, request);
      const subjectId = sessionSubjectId(request);
      return createLink(deps, {
        subjectId,
        userId: currentSession(request).loginUser.id,
        issue: await currentIssue(deps, subjectId),
        body: request.body,
      });
    },
  );

  app.post(
    '/attestato/condivisioni/:id/revoca',
    {
      preValidation: refuseDemo,
      schema: { tags, params: shareLinkParamsSchema, response: { 200: shareLinkSchema } },
    },
    async (request) => revokeLink(app.db, sessionSubjectId(request), request.params.id),
  );

  app.get(
    '/attestato/visualizzazioni',
    { schema: { tags, response: { 200: shareViewLogsSchema } } },
    async (request) => listViews(app.db, sessionSubjectId(request)),
  );
};
