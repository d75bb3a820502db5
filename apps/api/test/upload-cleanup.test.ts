import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type DiskTestStore, diskTestStore } from './file-stores.ts';
import { bearer, createTestApp, multipartBody, signIn, type TestContext } from './helpers.ts';

// Found by the bad-input sweep: a file refused in its first bytes could leave the temporary file
// its write stream was still opening. Every refusal must leave the store exactly as it was.
describe('refused uploads leave nothing behind on disk', () => {
  let ctx: TestContext;
  let files: DiskTestStore;
  let token: string;
  beforeAll(async () => {
    files = diskTestStore();
    ctx = await createTestApp({ fileStore: files.store });
    token = await signIn(ctx.app, 'azienda');
  });
  afterAll(async () => {
    await ctx.close();
    await files.close();
  });

  it('however early the content is refused (300 attempts of several sizes)', async () => {
    const before = files.list();
    for (let i = 0; i < 300; i++) {
      const size = [1, 10, 1000, 70_000, 200_000][i % 5]!;
      const body = multipartBody({}, [
        { field: 'fileAllegato', filename: 'fattura.pdf', content: Buffer.alloc(size, i % 2 ? 0x00 : 0x41) },
      ]);
      const res = await ctx.app.inject({
        method: 'POST',
        url: '/api/v1/contribuzioni/esperienze-pagamento/carica-allegato',
        headers: { ...bearer(token), ...body.headers },
        payload: body.payload,
      });
      expect(res.statusCode).toBe(415);
      expect(files.list()).toEqual(before);
    }
  });
});
