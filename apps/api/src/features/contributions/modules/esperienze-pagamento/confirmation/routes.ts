import {
  CONFIRMATION_MESSAGES,
  confirmationRequestSchema,
  confirmationSchema,
  confirmationsResponseSchema,
  supplierAnswerSchema,
} from '@portal/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { currentSession, sessionSubjectId } from '../../../../../auth/guard.ts';
import { appOrigin } from '../../../../../http/origin.ts';
import { answerPage, messagePage, type PageLocale, pageLocale } from './page.ts';
import { answer, listConfirmations, openLink, requestConfirmation } from './service.ts';

const BASE = '/contribuzioni/esperienze-pagamento';

/** The company's side: ask a supplier to confirm a sent invoice, and read the answers. */
export const confirmationRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['module esperienzaPagamento'];
  app.post(
    `${BASE}/richiedi-conferma`,
    { schema: { tags, body: confirmationRequestSchema, response: { 200: confirmationSchema } } },
    async (request) =>
      requestConfirmation(app.db, app.mailer, {
        subjectId: sessionSubjectId(request),
        blockId: request.body.blockId,
        email: request.body.email,
        userId: currentSession(request).loginUser.id,
        origin: appOrigin(request, app.config),
      }),
  );
  app.get(
    `${BASE}/conferme`,
    { schema: { tags, response: { 200: confirmationsResponseSchema } } },
    async (request) => listConfirmations(app.db, sessionSubjectId(request)),
  );
};

const tokenParams = z.object({ token: z.string().max(64) });
const pageQuery = z.object({ lang: z.string().max(5).optional() });

/** The form's messages for a supplier reading in English (the domain's are Italian). */
const EN_ERRORS: Record<string, string> = {
  [CONFIRMATION_MESSAGES.reasonNeeded]: 'Please give the reason.',
  [CONFIRMATION_MESSAGES.amount]: 'Invalid amount.',
  [CONFIRMATION_MESSAGES.date]: 'Invalid date.',
};
const inLocale = (message: string | undefined, locale: PageLocale) =>
  locale === 'en'
    ? (EN_ERRORS[message ?? ''] ?? 'Please check the answer.')
    : (message ?? 'Controlla la risposta.');

/** The supplier's side: public pages, not indexed, answered with a form post. */
export const confirmationPages: FastifyPluginAsyncZod = async (app) => {
  const html = (reply: { type: (t: string) => unknown; header: (k: string, v: string) => unknown }) => {
    reply.type('text/html; charset=utf-8');
    reply.header('x-robots-tag', 'noindex, nofollow');
    reply.header('cache-control', 'no-store');
  };
  const STATUS = { unknown: 404, answered: 410, expired: 410, done: 200 } as const;

  const show = async (token: string, locale: PageLocale, error?: string) => {
    const link = await openLink(app.db, token);
    if (link.state !== 'open') return { status: STATUS[link.state], body: messagePage(link.state, locale) };
    return {
      status: error ? 400 : 200,
      body: answerPage(
        {
          token,
          companyName: link.company,
          supplierName: link.supplier.denominazione ?? '',
          numeroFattura: link.invoice.numeroFattura,
          dataFattura: link.invoice.dataFattura,
          importo: link.invoice.importo,
          dataPagamento: link.invoice.dataPagamento,
          ...(error ? { error } : {}),
        },
        locale,
      ),
    };
  };

  app.get(
    '/conferma-pagamento/:token',
    { schema: { hide: true, params: tokenParams, querystring: pageQuery } },
    async (request, reply) => {
      const locale = pageLocale(request.query.lang, request.headers['accept-language']);
      const { status, body } = await show(request.params.token, locale);
      html(reply);
      return reply.code(status).send(body);
    },
  );

  app.post(
    '/conferma-pagamento/:token',
    {
      schema: {
        hide: true,
        params: tokenParams,
        querystring: pageQuery,
        body: z.record(z.string(), z.string()),
      },
    },
    async (request, reply) => {
      html(reply);
      const locale = pageLocale(request.query.lang, request.headers['accept-language']);
      const fields = Object.fromEntries(Object.entries(request.body).filter(([, v]) => v !== ''));
      const parsed = supplierAnswerSchema.safeParse(fields);
      if (!parsed.success) {
        const { status, body } = await show(
          request.params.token,
          locale,
          inLocale(parsed.error.issues[0]?.message, locale),
        );
        return reply.code(status).send(body);
      }
      const result = await answer(app.db, request.params.token, parsed.data);
      return reply.code(STATUS[result]).send(messagePage(result, locale));
    },
  );
};
