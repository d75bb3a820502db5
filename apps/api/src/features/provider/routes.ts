import type { Readable } from 'node:stream';
import swagger from '@fastify/swagger';
import {
  companyParamsSchema,
  deliveryParamsSchema,
  eventIdParamsSchema,
  eventsQuerySchema,
  feedPageSchema,
  fileParamsSchema,
  notificationInputSchema,
  notificationParamsSchema,
  providerCompanySchema,
  providerCompanyViewSchema,
  providerUserPatchSchema,
  providerUserSchema,
  providerUserViewSchema,
  reportDeliveryInputSchema,
  subjectImportResultSchema,
  sustainabilityInputSchema,
  sustainabilityResultSchema,
  usernameParamsSchema,
  webhookDeliveriesQuerySchema,
  webhookDeliveriesSchema,
  writeResultSchema,
} from '@portal/domain';
import type { FastifyError, FastifyInstance } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { HttpError, notFound } from '../../http/errors.ts';
import { openapiTransform, openapiTransformObject } from '../../http/openapi.ts';
import { appOrigin } from '../../http/origin.ts';
import { contentDisposition, openCompanyFile } from '../files/index.ts';
import { sendMonitoringNotice } from '../notifications/index.ts';
import { apiKeyRoutes } from './api-keys-routes.ts';
import { findCompany, findUser, upsertCompany, upsertUser } from './companies.ts';
import {
  deliverNotification,
  deliverProviderReport,
  deliverSustainability,
  withRetryOnDuplicate,
} from './deliveries.ts';
import { registerMachineAuth } from './machine-auth.ts';
import { readEvents } from './outbox.ts';
import { readbackRoutes } from './readback-routes.ts';
import { importSubjectsNdjson } from './subjects-import.ts';
import { webhookEndpointRoutes } from './webhook-endpoints.ts';
import { listWebhookDeliveries, replayWebhook } from './webhooks.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** The machine API's OpenAPI document (decorated on the root by app.ts). */
    providerSwagger: () => unknown;
    machineSwagger: () => unknown;
  }
}

/** The NDJSON body as a stream, behind a private field (request-wide hooks walk bodies' own properties). */
class NdjsonBody {
  readonly #stream: Readable;
  constructor(stream: Readable) {
    this.#stream = stream;
  }
  stream() {
    return this.#stream;
  }
}

const FRAMEWORK_MESSAGES: Record<string, string> = {
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'Unsupported content type.',
  FST_ERR_CTP_BODY_TOO_LARGE: 'The request body is too large.',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'The JSON body is empty.',
  FST_ERR_CTP_INVALID_JSON_BODY: 'The body is not valid JSON.',
};

/** Machine-API answers in English: validation and framework refusals reworded, the rest as everywhere. */
function englishErrors(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError | HttpError, _request, reply) => {
    if (hasZodFastifySchemaValidationErrors(error)) {
      const errors = error.validation.map((v) => ({
        path: [error.validationContext, v.instancePath.replace(/^\//, '').replaceAll('/', '.')]
          .filter(Boolean)
          .join('.'),
        message: v.message ?? 'invalid value',
      }));
      const first = errors[0];
      return reply.code(400).send({
        message: first ? `Invalid input: ${first.path} — ${first.message}` : 'Invalid input',
        errors,
      });
    }
    const message = !(error instanceof HttpError) && error.code ? FRAMEWORK_MESSAGES[error.code] : undefined;
    if (message && error.statusCode) return reply.code(error.statusCode).send({ message });
    throw error;
  });
}

const secured: FastifyPluginAsyncZod = async (app) => {
  registerMachineAuth(app);
  const { db } = app;
  const status = (created: boolean) => (created ? 201 : 200);

  app.addContentTypeParser(['application/x-ndjson', 'application/jsonl'], (_request, payload, done) =>
    done(null, new NdjsonBody(payload as Readable)),
  );
  app.put(
    '/subjects',
    {
      config: { scope: 'subjects:write' },
      bodyLimit: app.config.provider.importMaxBytes,
      schema: {
        tags: ['subjects'],
        summary: 'Import subjects: NDJSON (application/x-ndjson), one subject per line; all or nothing',
        response: { 200: subjectImportResultSchema },
      },
    },
    async (request) => {
      if (!(request.body instanceof NdjsonBody))
        throw new HttpError(415, 'Send the subjects as application/x-ndjson: one JSON object per line.');
      return importSubjectsNdjson(db, request.body.stream(), app.config.provider.importMaxBytes);
    },
  );

  app.put(
    '/companies/:subjectId',
    {
      config: { scope: 'companies:write' },
      schema: { tags: ['companies'], params: companyParamsSchema, body: providerCompanySchema },
    },
    async (request, reply) => {
      const result = await withRetryOnDuplicate(db, (tx) =>
        upsertCompany(tx, request.params.subjectId, request.body),
      );
      return reply.code(status(result.created)).send(result);
    },
  );
  app.get(
    '/companies/:subjectId',
    {
      config: { scope: 'companies:write' },
      schema: {
        tags: ['companies'],
        params: companyParamsSchema,
        response: { 200: providerCompanyViewSchema },
      },
    },
    (request) => findCompany(db, request.params.subjectId),
  );
  app.put(
    '/users/:username',
    {
      config: { scope: 'companies:write' },
      schema: { tags: ['companies'], params: usernameParamsSchema, body: providerUserSchema },
    },
    async (request, reply) => {
      const { created, user } = await withRetryOnDuplicate(db, (tx) =>
        upsertUser(tx, request.params.username, request.body),
      );
      return reply.code(status(created)).send(user);
    },
  );
  app.patch(
    '/users/:username',
    {
      config: { scope: 'companies:write' },
      schema: {
        tags: ['companies'],
        params: usernameParamsSchema,
        body: providerUserPatchSchema,
        response: { 200: providerUserViewSchema },
      },
    },
    async (request) =>
      (
        await db.transaction((tx) =>
          upsertUser(tx, request.params.username, request.body, { mustExist: true }),
        )
      ).user,
  );
  app.get(
    '/users/:username',
    {
      config: { scope: 'companies:write' },
      schema: {
        tags: ['companies'],
        params: usernameParamsSchema,
        response: { 200: providerUserViewSchema },
      },
    },
    (request) => findUser(db, request.params.username),
  );

  app.put(
    '/reports/:cdRichiesta/deliveries/:idConsegna',
    {
      config: { scope: 'reports:write' },
      bodyLimit: 4 * 1024 * 1024,
      schema: {
        tags: ['reports'],
        params: deliveryParamsSchema,
        body: reportDeliveryInputSchema,
        response: { 200: writeResultSchema, 201: writeResultSchema },
      },
    },
    async (request, reply) => {
      const { deliveredAt, ...input } = request.body;
      const result = await withRetryOnDuplicate(db, (tx) =>
        deliverProviderReport(tx, request.params, {
          ...input,
          ...(deliveredAt ? { deliveredAt: new Date(deliveredAt) } : {}),
        }),
      );
      // A new delivery's notification is mailed once the delivery has committed.
      if (result.created && input.notification)
        await sendMonitoringNotice(app, appOrigin(request, app.config), {
          subjectId: input.subjectId,
          descrizioneEvento: input.notification.descrizioneEvento,
        });
      return reply.code(status(result.created)).send(result);
    },
  );
  app.put(
    '/companies/:subjectId/sustainability',
    {
      config: { scope: 'reports:write' },
      schema: {
        tags: ['reports'],
        params: companyParamsSchema,
        body: sustainabilityInputSchema,
        response: { 200: sustainabilityResultSchema, 201: sustainabilityResultSchema },
      },
    },
    async (request, reply) => {
      const result = await db.transaction((tx) =>
        deliverSustainability(tx, request.params.subjectId, request.body),
      );
      return reply.code(status(result.created)).send(result);
    },
  );
  app.put(
    '/notifications/:subjectId/:cdRichiesta/:idConsegna',
    {
      config: { scope: 'notifications:write' },
      schema: {
        tags: ['notifications'],
        params: notificationParamsSchema,
        body: notificationInputSchema,
        response: { 200: writeResultSchema, 201: writeResultSchema },
      },
    },
    async (request, reply) => {
      const result = await deliverNotification(db, request.params, request.body);
      if (result.created)
        await sendMonitoringNotice(app, appOrigin(request, app.config), {
          subjectId: request.params.subjectId,
          descrizioneEvento: request.body.descrizioneEvento,
        });
      return reply.code(status(result.created)).send(result);
    },
  );

  app.get(
    '/events',
    {
      config: { scope: 'events:read' },
      schema: {
        tags: ['events'],
        summary:
          'Events in order after the cursor (at least once: the same event may come again); a cursor past the last event is refused (409)',
        querystring: eventsQuerySchema,
        response: { 200: feedPageSchema },
      },
    },
    (request) => readEvents(db, request.query.after, request.query.limit),
  );
  app.get(
    '/webhooks/deliveries',
    {
      config: { scope: 'webhooks:manage' },
      schema: {
        tags: ['webhooks'],
        querystring: webhookDeliveriesQuerySchema,
        response: { 200: webhookDeliveriesSchema },
      },
    },
    async (request) => ({
      deliveries: await listWebhookDeliveries(db, request.query.status, request.query.limit),
    }),
  );
  app.post(
    '/webhooks/deliveries/:eventId/replay',
    {
      config: { scope: 'webhooks:manage' },
      schema: {
        tags: ['webhooks'],
        params: eventIdParamsSchema,
        response: { 200: z.object({ replayed: z.boolean() }) },
      },
    },
    async (request) => {
      if (!(await replayWebhook(db, request.params.eventId))) throw notFound('Unknown event.');
      return { replayed: true };
    },
  );

  await app.register(readbackRoutes);
  await app.register(webhookEndpointRoutes);
  await app.register(apiKeyRoutes);

  app.get(
    '/files/:subjectId/:fileId',
    {
      config: { scope: 'files:read' },
      schema: { tags: ['files'], params: fileParamsSchema },
    },
    async (request, reply) => {
      const { subjectId, fileId } = request.params;
      const found = await openCompanyFile(db, app.fileStore, subjectId, `${subjectId}/${fileId}`);
      if (!found) throw notFound('Unknown file.');
      return reply
        .type(found.file.contentType)
        .header('content-length', found.file.size)
        .header('content-disposition', contentDisposition(found.file.originalName))
        .send(found.stream);
    },
  );
};

/** /api/provider/v1: the provider's machine API, with its own OpenAPI document at /openapi.json. */
export const providerRoutes: FastifyPluginAsyncZod<{
  onDocument: (document: () => unknown) => void;
}> = async (app, options) => {
  await app.register(swagger, {
    decorator: 'machineSwagger',
    openapi: {
      info: {
        title: 'Credibility portal — provider machine API',
        version: '1',
        description:
          'For the provider’s systems: subjects, companies and users, report deliveries, notifications in; decisions out (feed and webhooks). Messages are in English.',
      },
      servers: [{ url: '/api/provider/v1' }],
      components: {
        securitySchemes: {
          apiKey: {
            type: 'http',
            scheme: 'bearer',
            description: 'cpk_… API key, or an access token of the provider’s identity provider',
          },
        },
      },
      security: [{ apiKey: [] }],
    },
    transform: openapiTransform,
    transformObject: openapiTransformObject,
  });
  englishErrors(app);
  options.onDocument(() => app.machineSwagger());
  app.get('/openapi.json', { schema: { hide: true } }, () => app.machineSwagger());
  await app.register(secured);
  app.setNotFoundHandler((_request, reply) => reply.code(404).send({ message: 'No such route.' }));
};
