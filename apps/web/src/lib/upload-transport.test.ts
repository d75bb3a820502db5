import { esitoResponseSchema } from '@portal/domain';
import { describe, expect, it, vi } from 'vitest';
import { stubXhr } from '../../test/file-modules/fake-xhr.ts';
import { json, stubApi } from '../../test/helpers.tsx';
import { apiRequest } from './api.ts';
import { writeTicket } from './ticket.ts';

const form = () => {
  const body = new FormData();
  body.append('file', new File(['%PDF-1.4'], 'a.pdf', { type: 'application/pdf' }));
  return body;
};

describe('uploads through the one client', () => {
  it("carry the client's headers, report progress and parse the answer with its contract", async () => {
    writeTicket('ST-9');
    const sent = stubXhr();
    stubApi({ 'POST /api/v1/up': () => json({ esito: true }) });
    const progress: number[] = [];
    await expect(
      apiRequest('/up', esitoResponseSchema, {
        method: 'POST',
        body: form(),
        headers: { 'If-Match': '3' },
        onUploadProgress: (p) => progress.push(p),
      }),
    ).resolves.toEqual({ esito: true });
    expect(sent[0]?.headers).toMatchObject({
      authorization: 'Bearer ST-9',
      accept: 'application/json',
      'accept-language': 'it',
      'if-match': '3',
    });
    expect(sent[0]?.headers).not.toHaveProperty('content-type'); // the browser sets the boundary
    expect(progress).toEqual([0, 50]);
  });

  it('no answer is a network error; an abort stays an abort', async () => {
    stubXhr();
    vi.stubGlobal('fetch', () => Promise.reject(new TypeError('Failed to fetch')));
    const options = { method: 'POST' as const, body: form(), onUploadProgress: () => {} };
    await expect(apiRequest('/up', esitoResponseSchema, options)).rejects.toMatchObject({
      kind: 'network',
      status: null,
    });
    const controller = new AbortController();
    controller.abort();
    await expect(
      apiRequest('/up', esitoResponseSchema, { ...options, signal: controller.signal }),
    ).rejects.toMatchObject({ name: 'AbortError' });
  });
});
