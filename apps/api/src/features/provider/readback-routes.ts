import { Readable } from 'node:stream';
import {
  blockIdParamsSchema,
  type ContributionView,
  companiesPageSchema,
  companyParamsSchema,
  contributionsPageSchema,
  contributionsQuerySchema,
  contributionViewSchema,
  DECISION_EVENT_TYPE,
  type DeliveryView,
  deliveriesPageSchema,
  deliveriesQuerySchema,
  deliveryParamsSchema,
  deliveryViewSchema,
  erasureResultSchema,
  exportQuerySchema,
  listQuerySchema,
  subjectsPageSchema,
  subjectViewSchema,
  usernameParamsSchema,
  usersPageSchema,
} from '@portal/domain';
import { and, asc, eq, gt, inArray, sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import type { Executor } from '../../db/client.ts';
import { outboxEvents, reportDeliveries, subjects, users } from '../../db/schema.ts';
import { notFound } from '../../http/errors.ts';
import { sendJson } from '../../http/fast-json.ts';
import { subjectFields, userView } from './companies.ts';
import { eraseSubject, eraseUser } from './erasure.ts';
import { fileReferences, toEvent } from './outbox.ts';

type SubjectRow = typeof subjects.$inferSelect;
const subjectView = (s: SubjectRow) => ({
  ...subjectFields(s),
  erasedAt: s.erasedAt?.toISOString() ?? null,
  createdAt: s.createdAt.toISOString(),
});

const page = <T>(rows: T[], limit: number, key: (row: T) => string) => ({
  items: rows.slice(0, limit),
  nextCursor: rows.length > limit ? key(rows[limit - 1]!) : null,
});

type ReadBlock = { fileKeys: string[] };
type BlockQuery = Omit<z.infer<typeof contributionsQuerySchema>, 'after' | 'limit'>;

/**
 * Review blocks as the contributions feature reads them back. Handed in by app.ts: contributions
 * uses the provider feature (events, companies), so the provider may not import it back.
 */
export type BlockReader = {
  listBlocks: (
    db: Executor,
    after: string | undefined,
    limit: number,
    filter: BlockQuery,
  ) => Promise<{ items: ReadBlock[]; nextCursor: string | null }>;
  findBlock: (db: Executor, blockId: string) => Promise<ReadBlock | null>;
};

const contributionView = (b: ReadBlock) => {
  const { fileKeys, ...rest } = b;
  return { ...rest, files: fileReferences(fileKeys) };
};

const EXPORT_BATCH = 500;

/** Decided contributions as NDJSON, one decision event per line (the feed's JSON), from `after` on. */
async function* exportLines(db: Executor, after: number) {
  let cursor = after;
  for (;;) {
    const rows = await db
      .select()
      .from(outboxEvents)
      .where(and(eq(outboxEvents.type, DECISION_EVENT_TYPE), gt(outboxEvents.sequence, cursor)))
      .orderBy(asc(outboxEvents.sequence))
      .limit(EXPORT_BATCH);
    if (rows.length === 0) return;
    yield `${rows.map((r) => JSON.stringify(toEvent(r))).join('\n')}\n`;
    cursor = rows.at(-1)!.sequence;
    if (rows.length < EXPORT_BATCH) return;
  }
}

/**
 * Reading back what the provider wrote and what the portal made of it: subjects, companies, users,
 * deliveries (the portal's own marked origin=portal), contributions with their decisions and
 * files, the NDJSON export of decided contributions; and the GDPR erasure of a user or a subject.
 */
export const readbackRoutes: FastifyPluginAsyncZod<{ blocks: BlockReader }> = async (app, { blocks }) => {
  const { db } = app;

  app.get(
    '/subjects',
    {
      config: { scope: 'subjects:write' },
      schema: {
        tags: ['subjects'],
        summary: 'Subjects by id',
        querystring: listQuerySchema,
        response: { 200: subjectsPageSchema },
      },
    },
    async (request) => {
      const { after, limit } = request.query;
      const rows = await db
        .select()
        .from(subjects)
        .where(after ? gt(subjects.id, after) : undefined)
        .orderBy(asc(subjects.id))
        .limit(limit + 1);
      return page(rows.map(subjectView), limit, (s) => s.id);
    },
  );
  app.get(
    '/subjects/:subjectId',
    {
      config: { scope: 'subjects:write', documentedErrors: [404] },
      schema: { tags: ['subjects'], params: companyParamsSchema, response: { 200: subjectViewSchema } },
    },
    async (request) => {
      const [s] = await db.select().from(subjects).where(eq(subjects.id, request.params.subjectId));
      if (!s) throw notFound(`Unknown subject ${request.params.subjectId}.`);
      return subjectView(s);
    },
  );
  app.delete(
    '/subjects/:subjectId',
    {
      config: { scope: 'subjects:write', documentedErrors: [404, 409] },
      schema: {
        tags: ['subjects'],
        summary:
          'GDPR erasure of a subject: its users erased, its deliveries, notifications, files, certificates and events deleted; decided contributions kept anonymised (409 while one is under review)',
        params: companyParamsSchema,
        response: { 200: erasureResultSchema },
      },
    },
    (request) => eraseSubject(db, app.fileStore, request.params.subjectId),
  );

  app.get(
    '/companies',
    {
      config: { scope: 'companies:write' },
      schema: {
        tags: ['companies'],
        summary: 'Subjects with at least one user, with their users',
        querystring: listQuerySchema,
        response: { 200: companiesPageSchema },
      },
    },
    async (request) => {
      const { after, limit } = request.query;
      const rows = await db
        .select()
        .from(subjects)
        .where(
          and(
            sql`EXISTS (SELECT 1 FROM users u WHERE u.subject_id = ${subjects.id})`,
            after ? gt(subjects.id, after) : undefined,
          ),
        )
        .orderBy(asc(subjects.id))
        .limit(limit + 1);
      const ids = rows.map((r) => r.id);
      const members = ids.length
        ? await db.select().from(users).where(inArray(users.subjectId, ids)).orderBy(asc(users.id))
        : [];
      const companies = rows.map((s) => ({
        subject: subjectView(s),
        users: members.filter((u) => u.subjectId === s.id).map(userView),
      }));
      return page(companies, limit, (c) => c.subject.id);
    },
  );
  app.get(
    '/users',
    {
      config: { scope: 'companies:write' },
      schema: {
        tags: ['companies'],
        summary: 'Users by userId',
        querystring: listQuerySchema,
        response: { 200: usersPageSchema },
      },
    },
    async (request) => {
      const { after, limit } = request.query;
      const rows = await db
        .select()
        .from(users)
        .where(and(sql`${users.id} NOT LIKE 'ERASED-%'`, after ? gt(users.id, after) : undefined))
        .orderBy(asc(users.id))
        .limit(limit + 1);
      return page(rows.map(userView), limit, (u) => u.userId);
    },
  );
  app.delete(
    '/users/:username',
    {
      config: { scope: 'companies:write', documentedErrors: [404] },
      schema: {
        tags: ['companies'],
        summary:
          'GDPR erasure of a user: replaced by an anonymous tombstone wherever the audit refers to them',
        params: usernameParamsSchema,
        response: { 200: erasureResultSchema },
      },
    },
    (request) => eraseUser(db, request.params.username),
  );

  app.get(
    '/deliveries',
    {
      config: { scope: 'reports:write' },
      schema: {
        tags: ['reports'],
        summary: 'Deliveries by cdRichiesta/idConsegna: the provider’s and the portal’s own (origin=portal)',
        querystring: deliveriesQuerySchema,
        response: { 200: deliveriesPageSchema },
      },
    },
    async (request) => {
      const { after, limit, subjectId, origin } = request.query;
      const [cd, id] = (after ?? '').split('/');
      const rows = await db
        .select({
          cdRichiesta: reportDeliveries.cdRichiesta,
          idConsegna: reportDeliveries.idConsegna,
          subjectId: reportDeliveries.subjectId,
          kind: reportDeliveries.kind,
          origin: reportDeliveries.origin,
          deliveredAt: reportDeliveries.deliveredAt,
        })
        .from(reportDeliveries)
        .where(
          and(
            after
              ? sql`(${reportDeliveries.cdRichiesta}, ${reportDeliveries.idConsegna}) > (${cd ?? ''}, ${id ?? ''})`
              : undefined,
            subjectId ? eq(reportDeliveries.subjectId, subjectId) : undefined,
            origin ? eq(reportDeliveries.origin, origin) : undefined,
          ),
        )
        .orderBy(asc(reportDeliveries.cdRichiesta), asc(reportDeliveries.idConsegna))
        .limit(limit + 1);
      const items = rows.map((r) => ({ ...r, deliveredAt: r.deliveredAt.toISOString() }));
      return page(items, limit, (d) => `${d.cdRichiesta}/${d.idConsegna}`);
    },
  );
  app.get(
    '/reports/:cdRichiesta/deliveries/:idConsegna',
    {
      config: { scope: 'reports:write', documentedErrors: [404] },
      schema: { tags: ['reports'], params: deliveryParamsSchema, response: { 200: deliveryViewSchema } },
    },
    async (request, reply) => {
      const { cdRichiesta, idConsegna } = request.params;
      const [d] = await db
        .select()
        .from(reportDeliveries)
        .where(
          and(eq(reportDeliveries.cdRichiesta, cdRichiesta), eq(reportDeliveries.idConsegna, idConsegna)),
        );
      if (!d) throw notFound(`Unknown delivery ${cdRichiesta}/${idConsegna}.`);
      // Sent as stored (like the feed): a stored report older than a code list still reads back.
      return sendJson(reply, {
        cdRichiesta: d.cdRichiesta,
        idConsegna: d.idConsegna,
        subjectId: d.subjectId,
        kind: d.kind,
        origin: d.origin,
        deliveredAt: d.deliveredAt.toISOString(),
        content: d.content,
      } as DeliveryView);
    },
  );

  app.get(
    '/contributions',
    {
      config: { scope: 'events:read' },
      schema: {
        tags: ['contributions'],
        summary:
          'Review blocks (one per module contribution, one per invoice) by blockId, with decision and files',
        querystring: contributionsQuerySchema,
        response: { 200: contributionsPageSchema },
      },
    },
    async (request, reply) => {
      const { after, limit, ...filter } = request.query;
      const result = await blocks.listBlocks(db, after, limit, filter);
      // Sent as stored (like the feed); each contribution is its module's schema (ContributionView).
      const items = result.items.map(contributionView) as ContributionView[];
      return sendJson(reply, { items, nextCursor: result.nextCursor });
    },
  );
  app.get(
    '/contributions/export',
    {
      config: {
        scope: 'events:read',
        documentedAnswer: {
          contentType: 'application/x-ndjson',
          description: 'NDJSON: one ContributionDecidedEvent (this schema) per line, in sequence order.',
          schema: { $ref: '#/components/schemas/ContributionDecidedEvent' },
        },
      },
      schema: {
        tags: ['contributions'],
        summary:
          'Decided contributions as NDJSON (application/x-ndjson), streamed: one contribution.decided event per line in sequence order; resume with after=<sequence of the last line read>',
        querystring: exportQuerySchema,
      },
    },
    (request, reply) =>
      reply
        .type('application/x-ndjson; charset=utf-8')
        .send(Readable.from(exportLines(db, request.query.after))),
  );
  app.get(
    '/contributions/:blockId',
    {
      config: { scope: 'events:read', documentedErrors: [404] },
      schema: {
        tags: ['contributions'],
        params: blockIdParamsSchema,
        response: { 200: contributionViewSchema },
      },
    },
    async (request, reply) => {
      const block = await blocks.findBlock(db, request.params.blockId);
      if (!block) throw notFound('Unknown contribution.');
      return sendJson(reply, contributionView(block) as ContributionView);
    },
  );
};
