import { unauthorizedResponseSchema, userErrorMessage, VERSION_HEADER } from '@portal/domain';
import type { z } from 'zod';
import { API_BASE, ApiError, loginRedirectUrl } from '../../lib/api.ts';
import { browser } from '../../lib/browser.ts';
import { readTicket } from '../../lib/ticket.ts';

export interface UploadOptions {
  /** Draft version for If-Match (module writes). */
  version?: number;
  /** Upload progress 0–100 while the body travels. */
  onProgress?: (percent: number) => void;
  signal?: AbortSignal;
}

function parseJson(text: string): unknown {
  if (!text) return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

/**
 * A multipart POST with upload progress. fetch has no upload progress, so this uses
 * XMLHttpRequest and mirrors `lib/api.ts`: bearer token from the ticket cookie, JSON accept
 * header, If-Match with the draft version, 401 → sign-on page, other failures → ApiError with the
 * server's `{message}`, the answer parsed with its zod contract.
 */
export function uploadWithProgress<S extends z.ZodType>(
  path: string,
  body: FormData,
  schema: S,
  options: UploadOptions = {},
): Promise<z.output<S>> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', `${API_BASE}${path.startsWith('/') ? path : `/${path}`}`);
    xhr.setRequestHeader('Accept', 'application/json');
    const ticket = readTicket();
    if (ticket) xhr.setRequestHeader('Authorization', `Bearer ${ticket}`);
    if (options.version !== undefined) xhr.setRequestHeader(VERSION_HEADER, String(options.version));

    if (options.onProgress && xhr.upload) {
      const report = options.onProgress;
      xhr.upload.onprogress = (event) => {
        if (event.lengthComputable && event.total > 0) report(Math.round((event.loaded / event.total) * 100));
      };
    }
    const abort = () => xhr.abort();
    options.signal?.addEventListener('abort', abort, { once: true });
    const done = () => options.signal?.removeEventListener('abort', abort);

    xhr.onabort = () => {
      done();
      reject(new DOMException('Upload aborted', 'AbortError'));
    };
    xhr.onerror = () => {
      done();
      reject(new ApiError('network', null));
    };
    xhr.onload = () => {
      done();
      const data = parseJson(xhr.responseText);
      if (xhr.status >= 200 && xhr.status < 300) {
        const parsed = schema.safeParse(data);
        if (parsed.success) resolve(parsed.data);
        else reject(new ApiError('invalid-response', xhr.status));
        return;
      }
      if (xhr.status === 401) {
        const unauthorized = unauthorizedResponseSchema.safeParse(data);
        if (unauthorized.success) {
          browser.assign(loginRedirectUrl(unauthorized.data.loginUrl, browser.currentHref()));
          reject(new ApiError('unauthorized', 401, unauthorized.data.message));
          return;
        }
      }
      reject(new ApiError('http', xhr.status, userErrorMessage(data)));
    };
    options.onProgress?.(0);
    xhr.send(body);
  });
}
