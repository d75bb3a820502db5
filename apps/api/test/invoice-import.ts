import type { FastifyInstance } from 'fastify';
import { bearer, multipartBody } from './helpers.ts';

export const IMPORT_URL = '/api/v1/contribuzioni/esperienze-pagamento/importa-fatture';

/** One import request of e-invoice files, as the company signed in with `token`. */
export function uploadInvoices(app: FastifyInstance, token: string, list: { name: string; data: Buffer }[]) {
  const body = multipartBody(
    {},
    list.map((f) => ({
      field: 'fileFattura',
      filename: f.name,
      content: f.data,
      contentType: 'application/xml',
    })),
  );
  return app.inject({
    method: 'POST',
    url: IMPORT_URL,
    headers: { ...bearer(token), ...body.headers },
    payload: body.payload,
  });
}
