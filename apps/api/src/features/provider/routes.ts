import type { Readable } from 'node:stream';
import swagger from '@fastify/swagger';
import {
  companyParamsSchema,
  companyWriteResultSchema,
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
import type { FastifyError, FastifyInstance, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { withRetryOnDuplicate } from '../../db/concurrency.ts';
import { englishZodMessage, HttpError, notFound } from '../../http/errors.ts';
import { sendJson } from '../../http/fast-json.ts';
import { appOrigin } from '../../http/origin.ts';
import { contentDisposition, openCompanyFile } from '../files/index.ts';
import { sendMonitoringNotice } from '../notifications/index.ts';
import { apiKeyRoutes } from './api-keys-routes.ts';
import { ANALYSTS_SCOPE, findCompany, findUser, upsertCompany, upsertUser } from './companies.ts';
import { deliverNotification, deliverProviderReport, deliverSustainability } from './deliveries.ts';
import { registerMachineAuth } from './machine-auth.ts';
import { machineTransform, machineTransformObject } from './openapi.ts';
import { readEvents } from './outbox.ts';
import { type BlockReader, readbackRoutes } from './readback-routes.ts';
import { importGate, importSubjectsNdjson } from './subjects-import.ts';
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
        message: englishZodMessage(v),
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

/** Whether the caller may create or change analyst accounts (their passwords included). */
const analystsOf = (request: FastifyRequest) => ({
  analysts: request.machine?.scopes.includes(ANALYSTS_SCOPE) ?? false,
});

const secured: FastifyPluginAsyncZod<{ blocks: BlockReader }> = async (app, { blocks }) => {
  registerMachineAuth(app);
  const { db } = app;
  const status = (created: boolean) => (created ? 201 : 200);
  const importing = importGate(app.config.provider.importConcurrency);

  app.addContentTypeParser(['application/x-ndjson', 'application/jsonl'], (_request, payload, done) =>
    done(null, new NdjsonBody(payload as Readable)),
  );
  app.put(
    '/subjects',
    {
      config: {
        scope: 'subjects:write',
        documentedBody: {
          contentType: 'application/x-ndjson',
          schema: {
            $ref: '#/components/schemas/Subject',
            description: 'NDJSON: one Subject (this schema) per line.',
          },
        },
      },
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
      const body = request.body.stream();
      return importing(() => importSubjectsNdjson(db, body, app.config.provider.importMaxBytes));
    },
  );

  app.put(
    '/companies/:subjectId',
    {
      config: { scope: 'companies:write', documentedErrors: [409, 422] },
      schema: {
        tags: ['companies'],
        summary: 'Create or update a company and its users (merge; moving a user needs moveFromCompany)',
        params: companyParamsSchema,
        body: providerCompanySchema,
        response: { 200: companyWriteResultSchema, 201: companyWriteResultSchema },
      },
    },
    async (request, reply) => {
      const result = await withRetryOnDuplicate(db, (tx) =>
        upsertCompany(tx, request.params.subjectId, request.body, analystsOf(request)),
      );
      return reply.code(status(result.created)).send(result);
    },
  );
  app.get(
    '/companies/:subjectId',
    {
      config: { scope: 'companies:write', documentedErrors: [404] },
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
      config: { scope: 'companies:write', documentedErrors: [409, 422] },
      schema: {
        tags: ['companies'],
        summary: 'Create or update a user (merge; moving to another company needs moveFromCompany)',
        params: usernameParamsSchema,
        body: providerUserSchema,
        response: { 200: providerUserViewSchema, 201: providerUserViewSchema },
      },
    },
    async (request, reply) => {
      const { created, user } = await withRetryOnDuplicate(db, (tx) =>
        upsertUser(tx, request.params.username, request.body, analystsOf(request)),
      );
      return reply.code(status(created)).send(user);
    },
  );
  app.patch(
    '/users/:username',
    {
      config: { scope: 'companies:write', documentedErrors: [404, 409, 422] },
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
          upsertUser(tx, request.params.username, request.body, {
            mustExist: true,
            ...analystsOf(request),
          }),
        )
      ).user,
  );
  app.get(
    '/users/:username',
    {
      config: { scope: 'companies:write', documentedErrors: [404] },
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
      config: { scope: 'reports:write', documentedErrors: [409, 422] },
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
      config: { scope: 'reports:write', documentedErrors: [409, 422] },
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
      config: { scope: 'notifications:write', documentedErrors: [422] },
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
      config: { scope: 'events:read', documentedErrors: [409] },
      schema: {
        tags: ['events'],
        summary:
          'Events in order after the cursor (at least once: the same event may come again); a cursor past the last event is refused (409)',
        querystring: eventsQuerySchema,
        response: { 200: feedPageSchema },
      },
    },
    // Sent as stored (no zod re-encoding that would drop a field the schema missed; tests check the schema).
    async (request, reply) => sendJson(reply, await readEvents(db, request.query.after, request.query.limit)),
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
      config: { scope: 'webhooks:manage', documentedErrors: [404] },
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

  await app.register(readbackRoutes, { blocks });
  await app.register(webhookEndpointRoutes);
  await app.register(apiKeyRoutes);

  app.get(
    '/files/:subjectId/:fileId',
    {
      config: { scope: 'files:read', documentedErrors: [404], documentedFile: true },
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
  blocks: BlockReader;
}> = async (app, options) => {
  await app.register(swagger, {
    decorator: 'machineSwagger',
    openapi: {
      openapi: '3.1.0',
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
    transform: machineTransform,
    transformObject: machineTransformObject,
  });
  englishErrors(app);
  // Every answer of the machine API is English, whatever the caller's Accept-Language (the shared
  // error handling localises by it: refusals of request-wide hooks, 503, 500).
  app.addHook('onRequest', async (request) => {
    request.headers['accept-language'] = 'en';
  });
  options.onDocument(() => app.machineSwagger());
  app.get('/openapi.json', { schema: { hide: true } }, () => app.machineSwagger());
  await app.register(secured, { blocks: options.blocks });
  app.setNotFoundHandler((_request, reply) => reply.code(404).send({ message: 'No such route.' }));
};
