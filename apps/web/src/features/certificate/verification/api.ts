import { certificateVerificationSchema, shareViewSchema } from '@portal/domain';
import { apiRequest } from '../../../lib/api.ts';

/* The public calls (no sign-in) go through the app's one client with `public`: no bearer token, no
   sign-on redirect; failures are ApiErrors (status null: no answer at all). */

export const fetchVerification = (id: string, signal?: AbortSignal) =>
  apiRequest(`/attestati/${encodeURIComponent(id)}`, certificateVerificationSchema, {
    public: true,
    signal,
  });

/** Opening a share link: the server logs the view and answers with what the link shows. */
export const openShareLink = (token: string) =>
  apiRequest(`/condivisioni/${encodeURIComponent(token)}/visualizzazioni`, shareViewSchema, {
    method: 'POST',
    public: true,
  });

/** SHA-256 of a file's bytes, in hex, computed in the browser (WebCrypto). */
export async function sha256Hex(file: Blob): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new Uint8Array(await file.arrayBuffer()));
  return [...new Uint8Array(digest)].map((b) => b.toString(16).padStart(2, '0')).join('');
}

export const canHashFiles = () => typeof crypto !== 'undefined' && Boolean(crypto.subtle);
