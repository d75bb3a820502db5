import { EVENT_SCHEMAS, EVENT_TYPES } from '@portal/domain';
import type { FastifySchema } from 'fastify';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import { errorSchema, openapiTransformObject, operationIdOf, summaryOf } from '../../http/openapi.ts';

/**
 * The machine API's OpenAPI 3.1 document (/api/provider/v1/openapi.json), generated from the
 * domain's zod schemas. How a route contributes to it:
 * - request and answer schemas as usual (`body`, `response`); a zod schema with
 *   `.meta({ id: 'Name' })` becomes `components.schemas.Name`, referenced by `$ref`;
 * - `config.documentedErrors`: the error statuses the route can answer besides those every
 *   route can (400, 401, 403, 503; 413 and 415 for a route with a body; see MACHINE_ERRORS);
 * - a 201 in `response` where the route creates.
 * Event types and their bodies come from the domain (EVENT_SCHEMAS) into `webhooks`.
 */

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Error statuses of a machine-API route beyond those every route has (for the document). */
    documentedErrors?: readonly MachineErrorStatus[];
    /** A body the route reads itself (no `body` schema), for the document: its media type and schema. */
    documentedBody?: { contentType: string; schema: Json };
    /** The route answers a stored file (any media type), not JSON. */
    documentedFile?: boolean;
    /** An answer the route writes itself (NDJSON): its media type, schema (per line) and description. */
    documentedAnswer?: { contentType: string; schema: Json; description: string };
  }
}

type Json = Record<string, unknown>;
type TransformInput = Parameters<typeof jsonSchemaTransform>[0];

const retryAfter = {
  'retry-after': { type: 'integer', description: 'Seconds to wait before trying again.' },
};

/** Every error status of the machine API with its meaning (English, as the machine API's messages). */
export const MACHINE_ERRORS = {
  400: 'Invalid input: `errors` names each field (path) and what is wrong',
  401: 'Missing, unknown, expired or revoked credentials',
  403: 'The credentials lack the scope of this route',
  404: 'Not found',
  409: 'Conflict with what is stored (the message says what)',
  413: 'The request body is too large',
  415: 'Unsupported content type',
  422: 'Refers to something that does not exist (e.g. an unknown subject: import it first)',
  429: 'Too many requests: wait Retry-After seconds',
  503: 'Temporarily unavailable: try again after Retry-After seconds',
} as const;
export type MachineErrorStatus = keyof typeof MACHINE_ERRORS;

/** Statuses every machine route can answer (429: the per-key rate limit, on every route). */
export const COMMON_MACHINE_ERRORS: MachineErrorStatus[] = [400, 401, 403, 429, 503];
const BODY_ERRORS: MachineErrorStatus[] = [413, 415];
const WITH_RETRY_AFTER = new Set<number>([429, 503]);

const errorAnswer = (status: MachineErrorStatus) => ({
  description: MACHINE_ERRORS[status],
  ...(WITH_RETRY_AFTER.has(status) ? { headers: retryAfter } : {}),
  content: { 'application/json': { schema: { $ref: '#/components/schemas/Error' } } },
});

const PREFIX = '/api/provider/v1';

/** The per-route `transform`: zod → JSON schema, ids and summaries, the route's real answers. */
export function machineTransform(input: TransformInput) {
  const result = jsonSchemaTransform(input) as { schema: FastifySchema & Json; url: string };
  if ((result.schema as Json).hide) return result;
  const method = [input.route.method].flat()[0] ?? 'GET';
  const url = input.url.startsWith(PREFIX) ? input.url.slice(PREFIX.length) : input.url;
  const schema: Json = { ...result.schema };
  schema.operationId ??= operationIdOf(method, url);
  schema.summary ??= summaryOf(method, url);
  const config = input.route.config ?? {};
  if (config.documentedBody) {
    schema.body = config.documentedBody.schema;
    schema.consumes = [config.documentedBody.contentType];
  }
  const response = { ...((schema.response as Record<string, Json> | undefined) ?? {}) };
  if (config.documentedFile)
    response[200] = {
      description: 'The file, with its own content type and a Content-Disposition naming it.',
      content: {
        'application/octet-stream': {
          schema: { type: 'string', contentMediaType: 'application/octet-stream' },
        },
      },
    };
  if (config.documentedAnswer)
    response[200] = {
      description: config.documentedAnswer.description,
      content: { [config.documentedAnswer.contentType]: { schema: config.documentedAnswer.schema } },
    };
  if (!Object.keys(response).some((status) => status.startsWith('2')))
    response[200] = { description: 'Success' };
  for (const [status, answer] of Object.entries(response))
    if (status.startsWith('2') && !('content' in answer) && !('description' in answer && !answer.type))
      response[status] = {
        description: status === '201' ? 'Created' : 'Success',
        content: { 'application/json': { schema: answer } },
      };
  const statuses = new Set<MachineErrorStatus>([
    ...COMMON_MACHINE_ERRORS,
    ...(schema.body ? BODY_ERRORS : []),
    ...(config.documentedErrors ?? []),
  ]);
  for (const status of [...statuses].sort()) response[status] ??= errorAnswer(status);
  schema.response = response;
  return { ...result, schema };
}

const camel = (type: string) =>
  type
    .split(/[._]/)
    .map((w) => w.charAt(0).toUpperCase() + w.slice(1))
    .join('');

const signatureHeaders = [
  ['webhook-id', 'The event id (the same on every retry): deduplicate on it.'],
  ['webhook-timestamp', 'Unix seconds of this attempt: refuse old ones (replay).'],
  [
    'webhook-signature',
    'Standard Webhooks signature(s), space separated "v1,<base64 HMAC-SHA256>"; verify with the official standardwebhooks library.',
  ],
].map(([name, description]) => ({
  name,
  in: 'header',
  required: true,
  description,
  schema: { type: 'string' },
}));

/** The `webhooks` section: one POST per event type, its body the event's named schema. */
function webhooks(): Json {
  return Object.fromEntries(
    EVENT_TYPES.map((type) => {
      const id = EVENT_SCHEMAS[type].meta()?.id as string;
      return [
        type,
        {
          post: {
            operationId: `webhook${camel(type)}`,
            summary: `Event ${type}`,
            description: `${EVENT_SCHEMAS[type].meta()?.description ?? ''} POSTed to each webhook endpoint subscribed to ${type}, signed per Standard Webhooks; the same JSON is in the feed (GET /events). Delivered at least once: deduplicate on webhook-id.`,
            tags: ['events'],
            parameters: signatureHeaders,
            requestBody: {
              required: true,
              content: { 'application/json': { schema: { $ref: `#/components/schemas/${id}` } } },
            },
            responses: {
              '2XX': { description: 'Received; any other answer (or none within the timeout) is retried.' },
            },
          },
        },
      ];
    }),
  );
}

/** The whole-document `transformObject`: webhooks, then the shared completion (components, servers…). */
export function machineTransformObject(input: { openapiObject: unknown } | { swaggerObject: unknown }) {
  const document = structuredClone(
    'openapiObject' in input ? input.openapiObject : input.swaggerObject,
  ) as Json;
  document.webhooks = webhooks();
  const components = (document.components ?? {}) as Json;
  document.components = {
    ...components,
    schemas: {
      ...((components.schemas as Json | undefined) ?? {}),
      Error: errorSchema(
        'An error: `message` for people (English), `errors` for each invalid field (path and message); an NDJSON import lists bad lines as {line, message}.',
        {
          properties: {
            path: { type: 'string', description: 'The field, e.g. body.subject.naturaGiuridica.' },
            line: { type: 'integer', description: 'NDJSON import: the 1-based line.' },
            message: { type: 'string' },
          },
          required: ['message'],
        },
      ),
    },
  };
  return openapiTransformObject({ openapiObject: document });
}
