import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from './helpers.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp({ seed: false });
});
afterAll(() => ctx.close());

type Operation = {
  operationId?: string;
  summary?: string;
  responses: Record<string, { content?: Record<string, { schema: Record<string, unknown> }> }>;
  requestBody?: { content: Record<string, unknown> };
};

const operations = () => {
  const doc = ctx.app.swagger() as unknown as { paths: Record<string, Record<string, Operation>> };
  return Object.entries(doc.paths).flatMap(([url, ops]) =>
    Object.entries(ops).map(([method, op]) => ({ key: `${method.toUpperCase()} ${url}`, op })),
  );
};

describe('OpenAPI document (completed centrally in http/openapi.ts)', () => {
  it('gives every operation a unique operationId, a summary, a 2xx and the error answers', () => {
    const ops = operations();
    expect(ops.length).toBeGreaterThan(40);
    const ids = new Set<string>();
    for (const { key, op } of ops) {
      expect(op.operationId, key).toMatch(/^[a-z]+[A-Za-z0-9]*$/);
      expect(ids.has(op.operationId!), `${key} duplicates ${op.operationId}`).toBe(false);
      ids.add(op.operationId!);
      expect(op.summary, key).toBeTruthy();
      expect(
        Object.keys(op.responses).some((s) => s.startsWith('2')),
        key,
      ).toBe(true);
      const bad = op.responses['400']?.content?.['application/json']?.schema;
      expect(bad, key).toMatchObject({ required: ['message'] });
    }
  });

  it('documents a multipart request body for every upload route', () => {
    const multipart = operations().filter(({ op }) => op.requestBody?.content['multipart/form-data']);
    expect(multipart.map((m) => m.key)).toContain(
      'POST /api/v1/contribuzioni/esperienze-pagamento/carica-allegato',
    );
    for (const { key, op } of multipart) expect(op.responses['413'], key).toBeDefined();
  });

  it('defines every required property of an object schema', () => {
    const walk = (node: unknown, where: string): void => {
      if (!node || typeof node !== 'object') return;
      const schema = node as { required?: unknown; properties?: Record<string, unknown> };
      if (Array.isArray(schema.required) && !Array.isArray(node)) {
        for (const name of schema.required)
          expect(schema.properties ?? {}, `${where}.${name}`).toHaveProperty([name]);
      }
      for (const [k, v] of Object.entries(node)) walk(v, `${where}.${k}`);
    };
    walk(ctx.app.swagger(), '#');
  });
});
