import { randomBytes } from 'node:crypto';
import {
  endpointIdParamsSchema,
  eventIdParamsSchema,
  rotateSecretSchema,
  webhookDeliveriesQuerySchema,
  webhookDeliveriesSchema,
  webhookEndpointInputSchema,
  webhookEndpointPatchSchema,
  webhookEndpointSchema,
  webhookEndpointsSchema,
  webhookEndpointWithSecretSchema,
} from '@portal/domain';
import { and, asc, desc, eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { outboxEvents, webhookEndpointDeliveries, webhookEndpoints } from '../../db/schema.ts';
import { conflict, notFound } from '../../http/errors.ts';

type Row = typeof webhookEndpoints.$inferSelect;
const DEFAULT_ROTATION_WINDOW_S = 86_400;
const MAX_ENDPOINTS = 20;

/** A Standard Webhooks secret: `whsec_` + base64 of 32 random bytes. */
const newSecret = () => `whsec_${randomBytes(32).toString('base64')}`;

const view = (r: Row) => ({
  id: r.id,
  url: r.url,
  description: r.description,
  eventTypes: r.eventTypes as z.infer<typeof webhookEndpointSchema>['eventTypes'],
  enabled: r.enabled,
  previousSecretExpiresAt:
    r.previousSecretExpiresAt && r.previousSecretExpiresAt > new Date()
      ? r.previousSecretExpiresAt.toISOString()
      : null,
  createdAt: r.createdAt.toISOString(),
  updatedAt: r.updatedAt.toISOString(),
});

const unknownEndpoint = () => notFound('Unknown webhook endpoint.');

/**
 * Webhook endpoints managed by the provider's systems (scope webhooks:manage): several, each with
 * its event-type filter, enabled or not, with a secret rotation window during which the old and
 * the new secret both sign. The endpoint of the environment (WEBHOOK_URL) is not listed here: it
 * keeps working as a built-in endpoint that receives every event.
 */
export const webhookEndpointRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app;
  const config = { scope: 'webhooks:manage' as const };
  const tags = ['webhooks'];
  const find = async (id: string) => {
    const [row] = await db.select().from(webhookEndpoints).where(eq(webhookEndpoints.id, id));
    if (!row) throw unknownEndpoint();
    return row;
  };

  app.get(
    '/webhooks/endpoints',
    {
      config,
      schema: { tags, summary: 'List webhook endpoints', response: { 200: webhookEndpointsSchema } },
    },
    async () => ({
      endpoints: (await db.select().from(webhookEndpoints).orderBy(asc(webhookEndpoints.createdAt))).map(
        view,
      ),
    }),
  );
  app.post(
    '/webhooks/endpoints',
    {
      config: { ...config, documentedErrors: [409] },
      schema: {
        tags,
        summary: 'Create a webhook endpoint; its secret is in this answer only',
        body: webhookEndpointInputSchema,
        response: { 201: webhookEndpointWithSecretSchema },
      },
    },
    async (request, reply) => {
      const count = (await db.select({ id: webhookEndpoints.id }).from(webhookEndpoints)).length;
      if (count >= MAX_ENDPOINTS) throw conflict(`At most ${MAX_ENDPOINTS} webhook endpoints.`);
      const secret = newSecret();
      const [row] = await db
        .insert(webhookEndpoints)
        .values({
          url: request.body.url,
          description: request.body.description ?? null,
          eventTypes: [...new Set(request.body.eventTypes ?? [])],
          enabled: request.body.enabled ?? true,
          secret,
        })
        .returning();
      return reply.code(201).send({ ...view(row!), secret });
    },
  );
  app.get(
    '/webhooks/endpoints/:endpointId',
    {
      config: { ...config, documentedErrors: [404] },
      schema: { tags, params: endpointIdParamsSchema, response: { 200: webhookEndpointSchema } },
    },
    async (request) => view(await find(request.params.endpointId)),
  );
  app.patch(
    '/webhooks/endpoints/:endpointId',
    {
      config: { ...config, documentedErrors: [404] },
      schema: {
        tags,
        summary:
          'Change the URL, the event-type filter, or enable/disable (a disabled endpoint gets no new events)',
        params: endpointIdParamsSchema,
        body: webhookEndpointPatchSchema,
        response: { 200: webhookEndpointSchema },
      },
    },
    async (request) => {
      const b = request.body;
      const [row] = await db
        .update(webhookEndpoints)
        .set({
          ...(b.url !== undefined ? { url: b.url } : {}),
          ...(b.description !== undefined ? { description: b.description } : {}),
          ...(b.eventTypes !== undefined ? { eventTypes: [...new Set(b.eventTypes)] } : {}),
          ...(b.enabled !== undefined ? { enabled: b.enabled } : {}),
          updatedAt: new Date(),
        })
        .where(eq(webhookEndpoints.id, request.params.endpointId))
        .returning();
      if (!row) throw unknownEndpoint();
      return view(row);
    },
  );
  app.post(
    '/webhooks/endpoints/:endpointId/rotate-secret',
    {
      config: { ...config, documentedErrors: [404] },
      schema: {
        tags,
        summary:
          'A new secret (in this answer only); the old one keeps signing beside it for windowSeconds (default one day): webhook-signature then carries both',
        params: endpointIdParamsSchema,
        body: rotateSecretSchema.optional(),
        response: { 200: webhookEndpointWithSecretSchema },
      },
    },
    async (request) => {
      const current = await find(request.params.endpointId);
      const windowS = request.body?.windowSeconds ?? DEFAULT_ROTATION_WINDOW_S;
      const secret = newSecret();
      const [row] = await db
        .update(webhookEndpoints)
        .set({
          secret,
          previousSecret: windowS > 0 ? current.secret : null,
          previousSecretExpiresAt: windowS > 0 ? new Date(Date.now() + windowS * 1000) : null,
          updatedAt: new Date(),
        })
        .where(eq(webhookEndpoints.id, current.id))
        .returning();
      return { ...view(row!), secret };
    },
  );
  app.get(
    '/webhooks/endpoints/:endpointId/deliveries',
    {
      config: { ...config, documentedErrors: [404] },
      schema: {
        tags,
        summary:
          'The endpoint’s deliveries by status (default failed): failed oldest first, delivered newest first',
        params: endpointIdParamsSchema,
        querystring: webhookDeliveriesQuerySchema,
        response: { 200: webhookDeliveriesSchema },
      },
    },
    async (request) => {
      const endpoint = await find(request.params.endpointId);
      const { status, limit } = request.query;
      const rows = await db
        .select({ d: webhookEndpointDeliveries, eventId: outboxEvents.id })
        .from(webhookEndpointDeliveries)
        .innerJoin(outboxEvents, eq(outboxEvents.sequence, webhookEndpointDeliveries.sequence))
        .where(
          and(
            eq(webhookEndpointDeliveries.endpointId, endpoint.id),
            eq(webhookEndpointDeliveries.status, status),
          ),
        )
        .orderBy(
          status === 'delivered'
            ? desc(webhookEndpointDeliveries.sequence)
            : asc(webhookEndpointDeliveries.sequence),
        )
        .limit(limit);
      return {
        deliveries: rows.map(({ d, eventId }) => ({
          eventId,
          sequence: d.sequence,
          status: d.status,
          attempts: d.attempts,
          lastError: d.lastError,
          nextAttemptAt: d.nextAttemptAt?.toISOString() ?? null,
          deliveredAt: d.deliveredAt?.toISOString() ?? null,
        })),
      };
    },
  );
  app.post(
    '/webhooks/endpoints/:endpointId/deliveries/:eventId/replay',
    {
      config: { ...config, documentedErrors: [404] },
      schema: {
        tags,
        summary: 'Send an event to this endpoint again at once, with a fresh round of attempts',
        params: endpointIdParamsSchema.extend(eventIdParamsSchema.shape),
        response: { 200: z.object({ replayed: z.boolean() }) },
      },
    },
    async (request) => {
      const endpoint = await find(request.params.endpointId);
      const [event] = await db
        .select({ sequence: outboxEvents.sequence })
        .from(outboxEvents)
        .where(eq(outboxEvents.id, request.params.eventId));
      if (!event) throw notFound('Unknown event.');
      await db
        .insert(webhookEndpointDeliveries)
        .values({ endpointId: endpoint.id, sequence: event.sequence })
        .onConflictDoUpdate({
          target: [webhookEndpointDeliveries.endpointId, webhookEndpointDeliveries.sequence],
          set: {
            status: 'pending',
            attempts: 0,
            nextAttemptAt: new Date(),
            deliveredAt: null,
            lastError: null,
          },
        });
      return { replayed: true };
    },
  );
  app.delete(
    '/webhooks/endpoints/:endpointId',
    {
      config: { ...config, documentedErrors: [404] },
      schema: {
        tags,
        summary: 'Delete an endpoint and its pending deliveries',
        params: endpointIdParamsSchema,
        response: { 200: z.object({ deleted: z.literal(true) }) },
      },
    },
    async (request) => {
      const rows = await db
        .delete(webhookEndpoints)
        .where(eq(webhookEndpoints.id, request.params.endpointId))
        .returning({ id: webhookEndpoints.id });
      if (rows.length === 0) throw unknownEndpoint();
      return { deleted: true as const };
    },
  );
};
