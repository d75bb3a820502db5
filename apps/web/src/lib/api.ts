import type { z } from 'zod';
import { browser } from './browser.ts';
import { currentLocale } from './i18n.ts';
import { readTicket, withSignOnState } from './ticket.ts';

/** Every call of the portal lives under this prefix, on the same origin as the app. */
export const API_BASE = '/api/v1';
/** The calls of the public pages (certificate verification, share links): no sign-in. */
export const PUBLIC_API_BASE = '/api/public/v1';

/**
 * - `http`: the server answered with an error status (toast: message and status);
 * - `network`: no response at all (toast: 'Server non raggiungibile.');
 * - `unauthorized`: 401 with a loginUrl, the browser is already on its way to the sign-on page;
 * - `invalid-response`: the body does not match the contract (toast: 'Errore Generico').
 */
export type ApiErrorKind = 'http' | 'network' | 'unauthorized' | 'invalid-response';

export class ApiError extends Error {
  readonly kind: ApiErrorKind;
  /** HTTP status, null when there was no response. */
  readonly status: number | null;
  /** The `message` of the server's error body, when it sent one. */
  readonly serverMessage: string | null;

  constructor(kind: ApiErrorKind, status: number | null, serverMessage: string | null = null) {
    super(serverMessage ?? (status === null ? `API ${kind} error` : `API error ${status}`));
    this.name = 'ApiError';
    this.kind = kind;
    this.status = status;
    this.serverMessage = serverMessage;
  }
}

/** A cancelled request (React Query cancels on unmount); by name, as DOMException realms differ. */
export function isAbortError(error: unknown): boolean {
  return typeof error === 'object' && error !== null && (error as { name?: unknown }).name === 'AbortError';
}

type QueryValue = string | number | boolean | null | undefined;

export interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** JSON-serialised unless it is FormData (uploads). */
  body?: unknown;
  /** Appended as query parameters; null and undefined values are left out. */
  query?: Record<string, QueryValue | readonly QueryValue[]>;
  /** Extra request headers (e.g. If-Match with a draft version). */
  headers?: Record<string, string>;
  signal?: AbortSignal;
  /**
   * Progress 0–100 of the body while it travels (uploads). The request then goes over
   * XMLHttpRequest (fetch reports no upload progress), with the same headers and error handling.
   */
  onUploadProgress?: (percent: number) => void;
  /** A call of the public API (PUBLIC_API_BASE): no bearer token, and no sign-on redirect on 401. */
  public?: boolean;
}

/**
 * Sign-on address with the current full address as `service` (spec part 1 §8, HTTP 401), plus the
 * tab's sign-on state that the ticket must come back with (lib/ticket.ts).
 */
export function loginRedirectUrl(loginUrl: string, currentHref: string): string {
  const separator = loginUrl.includes('?') ? '&' : '?';
  return `${loginUrl}${separator}service=${encodeURIComponent(withSignOnState(currentHref))}`;
}

function buildUrl(path: string, { query, public: isPublic }: RequestOptions): string {
  const url = `${isPublic ? PUBLIC_API_BASE : API_BASE}${path.startsWith('/') ? path : `/${path}`}`;
  if (!query) return url;
  const params = new URLSearchParams();
  for (const [key, raw] of Object.entries(query)) {
    const values = Array.isArray(raw) ? raw : [raw];
    for (const value of values) {
      if (value !== null && value !== undefined) params.append(key, String(value));
    }
  }
  const search = params.toString();
  return search ? `${url}?${search}` : url;
}

const isText = (value: unknown): value is string => typeof value === 'string';

/**
 * The text a user reads for an error answer of the API: the field messages of a validation error
 * (each once, without the technical field paths), else `message` — the same reading as the
 * domain's userErrorMessage, without zod: the API's error bodies are its own (apps/api/src/http/errors.ts),
 * and zod stays off the start-up path.
 */
export function errorMessageOf(body: unknown): string | null {
  if (typeof body !== 'object' || body === null) return null;
  const { message, errors } = body as { message?: unknown; errors?: unknown };
  if (!isText(message)) return null;
  if (Array.isArray(errors) && errors.length > 0) {
    const texts = errors.map((e) => (e as { message?: unknown } | null)?.message);
    if (texts.every(isText)) return [...new Set(texts.map((t) => t.trim()))].join(' · ');
  }
  return message.trim() ? message : null;
}

async function readJson(response: Response): Promise<unknown> {
  const text = await response.text().catch(() => '');
  if (!text) return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

/**
 * The one place that talks to the API — JSON calls, downloads, uploads and the public pages: adds
 * the bearer token from the `ticket` cookie, the JSON and language headers, sends the browser to
 * the sign-on page on 401, and turns every other failure into an ApiError. Returns the successful
 * Response untouched (JSON and binary callers build on it).
 */
export async function apiFetch(path: string, options: RequestOptions = {}): Promise<Response> {
  // the interface language: the server answers its error messages in it (Italian by default)
  const headers = new Headers({
    ...options.headers,
    Accept: 'application/json',
    'Accept-Language': currentLocale(),
  });
  const ticket = options.public ? null : readTicket();
  if (ticket) headers.set('Authorization', `Bearer ${ticket}`);

  let body: BodyInit | undefined;
  if (options.body instanceof FormData) {
    body = options.body;
  } else if (options.body !== undefined) {
    // Only with a body: Fastify rejects an empty body declared as application/json.
    headers.set('Content-Type', 'application/json');
    body = JSON.stringify(options.body);
  }

  const init: RequestInit = {
    method: options.method ?? 'GET',
    headers,
    body,
    signal: options.signal,
    credentials: 'same-origin',
  };
  const progress = options.onUploadProgress;
  let response: Response;
  try {
    const url = buildUrl(path, options);
    // the upload transport is downloaded with the first upload, not at start-up
    response = await (progress
      ? import('./upload-transport.ts').then((m) => m.fetchWithUploadProgress(url, init, progress))
      : fetch(url, init));
  } catch (error) {
    if (isAbortError(error)) throw error;
    throw new ApiError('network', null);
  }

  if (response.ok) return response;

  const errorBody = await readJson(response);
  if (response.status === 401 && !options.public) {
    const { message, loginUrl } = (errorBody ?? {}) as { message?: unknown; loginUrl?: unknown };
    if (isText(message) && isText(loginUrl)) {
      browser.assign(loginRedirectUrl(loginUrl, browser.currentHref()));
      throw new ApiError('unauthorized', 401, message);
    }
  }
  throw new ApiError('http', response.status, errorMessageOf(errorBody));
}

/** A JSON call whose answer is parsed with its zod contract from @portal/domain. */
export async function apiRequest<S extends z.ZodType>(
  path: string,
  schema: S,
  options: RequestOptions = {},
): Promise<z.output<S>> {
  const response = await apiFetch(path, options);
  const parsed = schema.safeParse(await readJson(response));
  if (!parsed.success) {
    if (import.meta.env.DEV) console.error(`Unexpected response from ${path}`, parsed.error);
    throw new ApiError('invalid-response', response.status);
  }
  return parsed.data;
}

type Contracts = typeof import('./contracts.ts');
export type ContractName = keyof Contracts;

/**
 * apiRequest for the answers of the start-up path: the contract is named, not imported, and
 * downloaded (lib/contracts.ts, with zod) while the request is under way — so zod stays out of the
 * start-up bundle and the answer is still parsed (off contract → `invalid-response`). A contract that
 * cannot be downloaded counts as no response at all (`network`).
 */
export async function apiContract<K extends ContractName>(
  path: string,
  contract: K,
  options: RequestOptions = {},
): Promise<z.output<Contracts[K]>> {
  const schema = import('./contracts.ts').then(
    (m) => m[contract] as unknown as z.ZodType<z.output<Contracts[K]>>,
  );
  schema.catch(() => undefined); // a failed download is reported below, after the response
  const response = await apiFetch(path, options);
  const body = await readJson(response);
  let loaded: z.ZodType<z.output<Contracts[K]>>;
  try {
    loaded = await schema;
  } catch {
    throw new ApiError('network', null);
  }
  const parsed = loaded.safeParse(body);
  if (!parsed.success) {
    if (import.meta.env.DEV) console.error(`Unexpected response from ${path}`, parsed.error);
    throw new ApiError('invalid-response', response.status);
  }
  return parsed.data;
}

/** A call whose answer body is not used. */
export async function apiSend(path: string, options: RequestOptions = {}): Promise<void> {
  const response = await apiFetch(path, options);
  await response.body?.cancel().catch(() => undefined);
}
