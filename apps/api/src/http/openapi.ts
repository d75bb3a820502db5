import type { FastifySchema } from 'fastify';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import { withNamedComponents } from './openapi-components.ts';

/**
 * The OpenAPI document is completed centrally, so every route — those of today and any added
 * later, in whatever feature — gets what a lint-clean document needs without touching its file:
 * an operationId and a summary derived from method and URL, the standard error answers, and a
 * request body for multipart routes.
 */

type JsonSchema = Record<string, unknown>;
type TransformInput = Parameters<typeof jsonSchemaTransform>[0];

/** The answer shape of a failure (http/errors.ts): `message`, and an item for each bad input. */
export function errorSchema(
  description: string,
  item: { properties: JsonSchema; required: string[] },
): JsonSchema {
  return {
    type: 'object',
    description,
    properties: {
      message: { type: 'string' },
      errors: { type: 'array', items: { type: 'object', ...item } },
    },
    required: ['message'],
  };
}

export const ERROR_SCHEMA = errorSchema(
  'Errore: messaggio per l’utente e, per i dati non validi, gli errori di ogni campo.',
  { properties: { path: { type: 'string' }, message: { type: 'string' } }, required: ['path', 'message'] },
);

const ERROR_ANSWERS: Record<string, string> = {
  400: 'Richiesta non valida',
  401: 'Sessione assente o scaduta',
  403: 'Operazione non consentita',
  404: 'Risorsa non trovata',
  429: 'Troppe richieste',
};
const UPLOAD_ANSWERS: Record<string, string> = {
  413: 'File troppo grande o spazio esaurito',
  415: 'Tipo di file non consentito',
};

const words = (url: string) =>
  url
    .replace(/^\/api\/v1\//, '/')
    .split('/')
    .filter(Boolean)
    .map((segment) => {
      const param = /^[:{]([^}]+)}?$/.exec(segment)?.[1];
      return param ? `by-${param}` : segment;
    })
    .flatMap((segment) => segment.split(/[-_.]/))
    .filter(Boolean);

/** `PUT /api/v1/document/rigenera/:cdRichiesta` → `putDocumentRigeneraByCdRichiesta`. */
export function operationIdOf(method: string, url: string): string {
  const parts = words(url).map((w) => w.charAt(0).toUpperCase() + w.slice(1));
  return `${method.toLowerCase()}${parts.join('') || 'Root'}`;
}

/** `GET /api/v1/contribuzioni/leggi-configurazione-attestato` → `Leggi configurazione attestato (contribuzioni)`. */
export function summaryOf(method: string, url: string): string {
  const segments = url
    .replace(/^\/api\/v1\//, '/')
    .split('/')
    .filter((s) => s && !/^[:{]/.test(s));
  const last = segments.at(-1) ?? '';
  const area = segments.slice(0, -1).join(' / ');
  const text = last.replaceAll('-', ' ') || 'radice';
  const title = `${text.charAt(0).toUpperCase()}${text.slice(1)}${area ? ` (${area})` : ''}`;
  return method === 'GET' || method === 'POST' ? title : `${title} — ${method}`;
}

/** The per-route `transform` of @fastify/swagger: zod → JSON schema, then the completions above. */
export function openapiTransform(input: TransformInput) {
  const result = jsonSchemaTransform(input) as { schema: FastifySchema & JsonSchema; url: string };
  const method = [input.route.method].flat()[0] ?? 'GET';
  const schema: JsonSchema = { ...result.schema };
  schema.operationId ??= operationIdOf(method, input.url);
  schema.summary ??= summaryOf(method, input.url);
  const multipart = ((schema.consumes as string[] | undefined) ?? []).includes('multipart/form-data');
  if (multipart && !schema.body) {
    schema.body = {
      type: 'object',
      description: 'Campi di testo e file della richiesta multipart.',
      additionalProperties: { type: 'string', format: 'binary' },
    };
  }
  const response = { ...((schema.response as Record<string, JsonSchema> | undefined) ?? {}) };
  // A route without a declared success answer (a file download) still documents one.
  if (!Object.keys(response).some((status) => status.startsWith('2'))) {
    response[200] = { description: 'Risposta riuscita' };
  }
  for (const [status, description] of Object.entries({
    ...ERROR_ANSWERS,
    ...(multipart ? UPLOAD_ANSWERS : {}),
  })) {
    response[status] ??= { ...ERROR_SCHEMA, description };
  }
  schema.response = response;
  return { ...result, schema };
}

/**
 * The whole-document `transformObject`: the named components it uses (zod schemas with an id),
 * servers and licence, and zod's records with enum keys
 * (`propertyNames` + `required`) given their properties, which OpenAPI requires to be defined.
 */
export function openapiTransformObject(input: { openapiObject: unknown } | { swaggerObject: unknown }) {
  const document = withNamedComponents(
    structuredClone('openapiObject' in input ? input.openapiObject : input.swaggerObject) as JsonSchema,
  );
  if (!Array.isArray(document.servers) || document.servers.length === 0) document.servers = [{ url: '/' }];
  const info = (document.info ?? {}) as JsonSchema;
  document.info = { ...info, license: { name: 'Proprietaria', url: 'https://www.example.it' } };
  defineRequiredProperties(document);
  if (String(document.openapi ?? '3.0').startsWith('3.0')) singleExamples(document);
  return document;
}

/** OpenAPI 3.0 schemas take one `example`, not JSON Schema's `examples` list (zod's .meta()). */
function singleExamples(node: unknown): void {
  if (Array.isArray(node)) {
    for (const item of node) singleExamples(item);
    return;
  }
  if (!node || typeof node !== 'object') return;
  const schema = node as JsonSchema;
  if (Array.isArray(schema.examples)) {
    schema.example ??= schema.examples[0];
    delete schema.examples;
  }
  for (const value of Object.values(schema)) singleExamples(value);
}

function defineRequiredProperties(node: unknown): void {
  if (Array.isArray(node)) {
    for (const item of node) defineRequiredProperties(item);
    return;
  }
  if (!node || typeof node !== 'object') return;
  const schema = node as JsonSchema;
  const required = schema.required;
  if (Array.isArray(required) && (schema.type === 'object' || schema.additionalProperties)) {
    const properties = { ...((schema.properties as JsonSchema | undefined) ?? {}) };
    const fallback =
      typeof schema.additionalProperties === 'object' ? (schema.additionalProperties as JsonSchema) : {};
    for (const name of required)
      if (typeof name === 'string' && !(name in properties)) properties[name] = fallback;
    schema.properties = properties;
  }
  for (const value of Object.values(schema)) defineRequiredProperties(value);
}
