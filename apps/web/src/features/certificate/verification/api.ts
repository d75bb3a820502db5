import { certificateVerificationSchema, errorResponseSchema, shareViewSchema } from '@portal/domain';
import type { z } from 'zod';

/** The public calls (no sign-in): no bearer token, and no sign-on redirect on any answer. */
const PUBLIC_BASE = '/api/public/v1';

export class PublicError extends Error {
  readonly status: number | null;

  constructor(status: number | null, message: string | null) {
    super(message ?? `public call failed (${status})`);
    this.status = status;
  }
}

async function publicRequest<S extends z.ZodType>(path: string, schema: S, init: RequestInit = {}) {
  let response: Response;
  try {
    response = await fetch(`${PUBLIC_BASE}${path}`, { ...init, headers: { Accept: 'application/json' } });
  } catch {
    throw new PublicError(null, null);
  }
  const body: unknown = await response.json().catch(() => undefined);
  if (!response.ok) {
    const parsed = errorResponseSchema.safeParse(body);
    throw new PublicError(response.status, parsed.success ? parsed.data.message : null);
  }
  const parsed = schema.safeParse(body);
  if (!parsed.success) throw new PublicError(response.status, null);
  return parsed.data as z.output<S>;
}

export const fetchVerification = (id: string, signal?: AbortSignal) =>
  publicRequest(
    `/attestati/${encodeURIComponent(id)}`,
    certificateVerificationSchema,
    signal ? { signal } : {},
  );

/** Opening a share link: the server logs the view and answers with what the link shows. */
export const openShareLink = (token: string) =>
  publicRequest(`/condivisioni/${encodeURIComponent(token)}/visualizzazioni`, shareViewSchema, {
    method: 'POST',
  });

/** SHA-256 of a file's bytes, in hex, computed in the browser (WebCrypto). */
export async function sha256Hex(file: Blob): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new Uint8Array(await file.arrayBuffer()));
  return [...new Uint8Array(digest)].map((b) => b.toString(16).padStart(2, '0')).join('');
}

export const canHashFiles = () => typeof crypto !== 'undefined' && Boolean(crypto.subtle);
