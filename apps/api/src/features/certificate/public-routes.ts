import {
  certificateIdParamsSchema,
  certificateVerificationSchema,
  SHARE_MESSAGES,
  sharePdfQuerySchema,
  shareTokenParamsSchema,
  shareViewSchema,
} from '@portal/domain';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { notFound } from '../../http/errors.ts';
import { appOrigin } from '../../http/origin.ts';
import { issueById, JWKS_PATH, storedPdf, verification } from './issue.ts';
import { linkForDownload, openLink, pdfServed } from './share.ts';
import { noticeView } from './view-notice.ts';

export const PUBLIC_PREFIX = '/api/public/v1';

const jwksSchema = z.object({ keys: z.array(z.record(z.string(), z.string())) });

/** Anyone may fetch the keys and the signed claims, from any origin (offline and in-browser verifiers). */
const shareable = (reply: FastifyReply, maxAge: number) =>
  reply.header('access-control-allow-origin', '*').header('cache-control', `public, max-age=${maxAge}`);

/**
 * What anyone may see without signing in (issue 17 §1–2): the verification of a certificate by its
 * id, its signed claims, the key set, and the share links. Not indexed (X-Robots-Tag), rate limited
 * per address (http/rate-limits.ts).
 */
export const certificatePublicRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['public'];
  const security: [] = [];
  app.addHook('onRequest', async (_request, reply) => {
    reply.header('x-robots-tag', 'noindex, nofollow');
  });

  app.get(
    JWKS_PATH,
    { schema: { tags, security, response: { 200: jwksSchema } } },
    async (_request, reply) => {
      shareable(reply, 300);
      return app.certificateKeys.jwks as z.infer<typeof jwksSchema>;
    },
  );

  app.get(
    `${PUBLIC_PREFIX}/attestati/:id`,
    {
      schema: {
        tags,
        security,
        params: certificateIdParamsSchema,
        response: { 200: certificateVerificationSchema },
      },
    },
    async (request) => {
      const issue = await issueById(app.db, request.params.id);
      if (!issue) throw notFound(SHARE_MESSAGES.certificateNotFound);
      return verification({ db: app.db, origin: appOrigin(request, app.config) }, issue);
    },
  );

  app.get(
    `${PUBLIC_PREFIX}/attestati/:id/jws`,
    {
      schema: {
        tags,
        security,
        params: certificateIdParamsSchema,
        response: { 200: z.string().describe('Le dichiarazioni firmate: JWS compatto (application/jwt)') },
      },
    },
    async (request, reply) => {
      const issue = await issueById(app.db, request.params.id);
      if (!issue) throw notFound(SHARE_MESSAGES.certificateNotFound);
      shareable(reply, 60);
      return reply
        .type('application/jwt')
        .serializer((p) => p as string)
        .send(issue.jws);
    },
  );

  app.post(
    `${PUBLIC_PREFIX}/condivisioni/:token/visualizzazioni`,
    { schema: { tags, security, params: shareTokenParamsSchema, response: { 200: shareViewSchema } } },
    async (request) => {
      const { token } = request.params;
      const { link, view } = await openLink(app.db, token, request.headers['user-agent']);
      const origin = appOrigin(request, app.config);
      if (link.notify) await noticeView(app, { subjectId: link.subjectId, label: link.label, origin });
      const issue = (await issueById(app.db, link.certificateId))!;
      const checked = await verification({ db: app.db, origin }, issue);
      return {
        target: link.target,
        verification: checked,
        pdfUrl:
          link.target === 'pdf' && pdfServed(checked.status)
            ? `${PUBLIC_PREFIX}/condivisioni/${token}/pdf?visualizzazione=${view.id}`
            : null,
      };
    },
  );

  app.get(
    `${PUBLIC_PREFIX}/condivisioni/:token/pdf`,
    { schema: { tags, security, params: shareTokenParamsSchema, querystring: sharePdfQuerySchema } },
    async (request, reply) => {
      const { issue } = await linkForDownload(app.db, request.params.token, request.query.visualizzazione);
      return reply
        .type('application/pdf')
        .header('content-disposition', `attachment; filename="attestato-${issue.id}.pdf"`)
        .send(await storedPdf(app.fileStore, issue));
    },
  );
};
