import {
  findUnstorableText,
  localizeMessage,
  type MessageLocale,
  UNSTORABLE_TEXT_MESSAGE,
} from '@portal/domain';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { isDatabaseUnavailable } from './database-unavailable.ts';
import { SERVER_MESSAGES_EN } from './messages-en.ts';

/**
 * The user's language, from the `Accept-Language` the web sends with every call (its interface
 * language): English when the first language asked for is English, Italian otherwise (the default).
 */
export function requestLocale(request: FastifyRequest): MessageLocale {
  const header = request.headers['accept-language'];
  const first = (Array.isArray(header) ? header[0] : header)?.split(',')[0]?.trim().toLowerCase() ?? '';
  return first === 'en' || first.startsWith('en-') ? 'en' : 'it';
}

/** A message of the server or the domain (written in Italian) in the user's language. */
export function localizeFor(request: FastifyRequest, message: string): string {
  return localizeMessage(message, requestLocale(request), SERVER_MESSAGES_EN);
}

const ZOD_IT = z.locales.it().localeError;
const ZOD_EN = z.locales.en().localeError;
type ZodRawIssue = Parameters<typeof ZOD_EN>[0];
const zodText = (result: ReturnType<typeof ZOD_EN>) =>
  typeof result === 'string' ? result : result?.message;

/** zod's own default message of a validation issue in English (as it is when it is not zod's Italian default). */
export function englishZodMessage(v: {
  keyword: string;
  message?: string;
  params: Record<string, unknown>;
}): string {
  const message = v.message ?? 'invalid value';
  const issue = { ...v.params, code: v.keyword, path: [] } as unknown as ZodRawIssue;
  try {
    if (zodText(ZOD_IT(issue)) === message) return zodText(ZOD_EN(issue)) ?? message;
  } catch {
    // an issue the locale cannot render without its input
  }
  return message;
}

/**
 * A schema validation message in the user's language: a domain or server message through
 * localizeFor; zod's own Italian default (recognised by rendering the issue again in Italian)
 * rendered by zod's English locale; anything else as it is.
 */
function localizeValidation(
  request: FastifyRequest,
  v: { keyword: string; message?: string; params: Record<string, unknown> },
): string {
  const message = v.message ?? 'Valore non valido';
  if (requestLocale(request) === 'it') return message;
  const issue = { ...v.params, code: v.keyword, path: [] } as unknown as ZodRawIssue;
  try {
    if (zodText(ZOD_IT(issue)) === message) return zodText(ZOD_EN(issue)) ?? message;
  } catch {
    // an issue the locale cannot render without its input: the tables below
  }
  return localizeFor(request, message);
}

/** The answer body of an error in the user's language: `message` and every field error's message. */
function localizeBody(request: FastifyRequest, body: { message: string } & Record<string, unknown>) {
  if (requestLocale(request) === 'it') return body;
  const errors = Array.isArray(body.errors)
    ? body.errors.map((e: unknown) =>
        e && typeof e === 'object' && typeof (e as { message?: unknown }).message === 'string'
          ? { ...e, message: localizeFor(request, (e as { message: string }).message) }
          : e,
      )
    : body.errors;
  return { ...body, message: localizeFor(request, body.message), ...(errors ? { errors } : {}) };
}

/** An error whose message is meant for the user; thrown by services and guards. */
export class HttpError extends Error {
  readonly statusCode: number;
  readonly extra: Record<string, unknown>;

  constructor(statusCode: number, message: string, extra: Record<string, unknown> = {}) {
    super(message);
    this.statusCode = statusCode;
    this.extra = extra;
  }
}

export const badRequest = (message: string) => new HttpError(400, message);
export const forbidden = (message = 'Operazione non consentita.') => new HttpError(403, message);
export const notFound = (message = 'Risorsa non trovata.') => new HttpError(404, message);
export const conflict = (message: string) => new HttpError(409, message);

const FRAMEWORK_MESSAGES: Record<string, string> = {
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'Tipo di contenuto non supportato.',
  FST_ERR_CTP_BODY_TOO_LARGE: 'Il corpo della richiesta è troppo grande.',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'Il corpo della richiesta JSON è vuoto.',
  FST_ERR_CTP_INVALID_JSON_BODY: 'Il corpo della richiesta non è un JSON valido.',
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: 'Lunghezza del contenuto non valida.',
  FST_ERR_BAD_URL: 'Indirizzo della richiesta non valido.',
  FST_ERR_MAX_PARAM_LENGTH: 'Indirizzo della richiesta troppo lungo.',
};

/** 400 with the field messages of a failed zod parse, in the same shape as route validation. */
export function invalidFields(
  issues: { path: PropertyKey[]; message: string }[],
  context = 'body',
): HttpError {
  const errors = issues.map((i) => ({
    path: [context, ...i.path.map(String)].join('.'),
    message: i.message,
  }));
  const first = errors[0];
  return new HttpError(400, first ? `Dati non validi: ${first.path} — ${first.message}` : 'Dati non validi', {
    errors,
  });
}

/**
 * The `frameworkErrors` option of Fastify: the router's own refusals (a path that is not valid
 * percent-encoded UTF-8, a path parameter over the length limit) answered in the shape and the
 * language of every other error, instead of Fastify's English default body.
 */
export function frameworkErrors(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  const status = error.statusCode && error.statusCode < 500 ? error.statusCode : 400;
  return reply
    .code(status)
    .send(localizeBody(request, { message: FRAMEWORK_MESSAGES[error.code] ?? 'Richiesta non valida.' }));
}

/**
 * Refuses, before any schema or handler sees it, a request whose path parameters, query or
 * JSON/form body carry text the database cannot store (NUL, unpaired surrogates: the domain rule
 * findUnstorableText) — otherwise it would reach PostgreSQL and fail there with a 500.
 */
export async function refuseUnstorableText(request: FastifyRequest) {
  for (const [context, value] of [
    ['params', request.params],
    ['querystring', request.query],
    ['body', request.body],
  ] as const) {
    const path = findUnstorableText(value);
    if (path) throw invalidFields([{ path, message: UNSTORABLE_TEXT_MESSAGE }], context);
  }
}

/**
 * One answer shape for every failure: `{ message }` (plus field `errors` for validation).
 * 4xx messages are meant for the user; 5xx details are logged, never sent.
 */
export function registerErrorHandling(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError | HttpError, request, reply) => {
    if (error instanceof HttpError) {
      return reply
        .code(error.statusCode)
        .send(localizeBody(request, { ...error.extra, message: error.message }));
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const errors = error.validation.map((v) => ({
        path: [error.validationContext, v.instancePath.replace(/^\//, '').replaceAll('/', '.')]
          .filter(Boolean)
          .join('.'),
        message: localizeValidation(request, v),
      }));
      const first = errors[0];
      return reply.code(400).send(
        localizeBody(request, {
          message: first ? `Dati non validi: ${first.path} — ${first.message}` : 'Dati non validi',
          errors,
        }),
      );
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      const message = (error.code && FRAMEWORK_MESSAGES[error.code]) ?? error.message;
      return reply.code(status).send(localizeBody(request, { message }));
    }
    if (isDatabaseUnavailable(error)) {
      request.log.warn({ err: error }, 'database unavailable');
      return reply
        .code(503)
        .header('retry-after', '5')
        .send(
          localizeBody(request, {
            message: 'Servizio momentaneamente non disponibile: riprova tra qualche istante.',
          }),
        );
    }
    request.log.error({ err: error }, 'request failed');
    return reply
      .code(status >= 500 && status < 600 ? status : 500)
      .send(localizeBody(request, { message: 'Errore interno del server.' }));
  });
}
