import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { MODULE_NAMES } from '@portal/domain';
import openapiTS, { astToString } from 'openapi-typescript';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from './helpers.ts';
import { MACHINE } from './provider-helpers.ts';

/*
 * Issue 26: a provider generates a TypeScript client from the served document with
 * openapi-typescript and type-checks an integration program against it (the repository's
 * TypeScript 7 `tsc`). The main payloads must have no holes: no `unknown`, no index signature,
 * no schema without a type — checked on the document and on the generated types.
 */

const here = path.dirname(fileURLToPath(import.meta.url));
const root = path.resolve(here, '../../..');
type Json = Record<string, unknown>;

let ctx: TestContext;
let document: Json;
let client: string;
beforeAll(async () => {
  ctx = await createTestApp({ seed: false });
  const res = await ctx.app.inject({ method: 'GET', url: `${MACHINE}/openapi.json` });
  expect(res.statusCode).toBe(200);
  document = res.json();
  client = astToString(await openapiTS(document as never));
});
afterAll(() => ctx.close());

/** Where a schema of the document leaves a consumer without a type (JSON pointer-ish paths). */
export function schemaHoles(doc: Json): string[] {
  const holes: string[] = [];
  const walk = (node: unknown, where: string): void => {
    if (!node || typeof node !== 'object' || Array.isArray(node)) return;
    const s = node as Json;
    const typed = ['type', '$ref', 'oneOf', 'anyOf', 'allOf', 'const', 'enum'].some((k) => k in s);
    if (!typed) holes.push(`${where}: no type`);
    if (s.additionalProperties === true || (isEmpty(s.additionalProperties) && 'additionalProperties' in s))
      holes.push(`${where}: any additional property`);
    if (s.type === 'object' && !s.properties && !isTyped(s.additionalProperties))
      holes.push(`${where}: an object without properties`);
    for (const [k, v] of Object.entries((s.properties as Json | undefined) ?? {})) walk(v, `${where}.${k}`);
    if (s.items) walk(s.items, `${where}[]`);
    if (isTyped(s.additionalProperties)) walk(s.additionalProperties, `${where}{}`);
    for (const key of ['oneOf', 'anyOf', 'allOf'] as const)
      for (const [i, v] of ((s[key] as unknown[] | undefined) ?? []).entries())
        walk(v, `${where}.${key}[${i}]`);
  };
  const schemas = ((doc.components as Json | undefined)?.schemas ?? {}) as Json;
  for (const [name, schema] of Object.entries(schemas)) walk(schema, name);
  return holes;
}
const isEmpty = (v: unknown) => !!v && typeof v === 'object' && Object.keys(v).length === 0;
const isTyped = (v: unknown) => !!v && typeof v === 'object' && !isEmpty(v);

/** `unknown` or index signatures in the generated components (the payload types), comments aside. */
export function typeHoles(generated: string): string[] {
  const start = generated.indexOf('export interface components');
  const end = generated.indexOf('export type $defs');
  const code = generated
    .slice(start, end)
    .replace(/\/\*\*[\s\S]*?\*\//g, '')
    .split('\n');
  const holes = code.filter((line) => /\bunknown\b|\bany\b|\[key: string\]|Record<string/.test(line));
  // A JSON answer or request of an operation typed as nothing.
  const bodies = generated
    .split('\n')
    .filter((l) => /"application\/(json|x-ndjson)": (unknown|never)/.test(l));
  return [...holes, ...bodies].map((l) => l.trim());
}

describe('the machine document as a typed client (openapi-typescript)', () => {
  it('is OpenAPI 3.1 with the named payloads, a webhook per event type and the real statuses', () => {
    expect(document.openapi).toBe('3.1.0');
    const schemas = Object.keys((document.components as Json).schemas as Json);
    for (const name of [
      'Subject',
      'Company',
      'User',
      'ReportContent',
      'Delivery',
      'Event',
      'AnagraficaContribution',
      'ManagementContribution',
      'ProfiloOperativoContribution',
      'ContropartiCommercialiContribution',
      'SituazioneEcoFinContribution',
      'EsperienzaPagamentoContribution',
      'AltriDocumentiContribution',
    ])
      expect(schemas).toContain(name);
    expect(Object.keys(document.webhooks as Json).sort()).toEqual(
      [
        'certificate.issued',
        'certificate.revoked',
        'contribution.decided',
        'contribution.submitted',
        'supplier_confirmation.answered',
      ].sort(),
    );
    const paths = document.paths as Record<string, Record<string, { responses: Json }>>;
    const statuses = (p: string, m: string) => Object.keys(paths[p]![m]!.responses);
    expect(statuses('/companies/{subjectId}', 'put')).toEqual(
      expect.arrayContaining(['200', '201', '400', '401', '403', '409', '413', '415', '422', '503']),
    );
    expect(statuses('/subjects', 'put')).toEqual(expect.arrayContaining(['200', '413', '415']));
    expect(statuses('/events', 'get')).not.toContain('413');
    // The contribution of a decision is discriminated by module.
    const decided = (document.components as { schemas: Record<string, Json> }).schemas
      .ContributionDecidedData!;
    expect((decided.oneOf as unknown[]).length).toBe(MODULE_NAMES.length);
    expect(client).toContain('"application/x-ndjson": components["schemas"]["Subject"]');
  });

  it('has no holes in its payloads — and the check finds one when there is', () => {
    expect(schemaHoles(document)).toEqual([]);
    expect(typeHoles(client)).toEqual([]);
    // The same checks on a document with the holes the issue found: they must fail.
    const holey = structuredClone(document) as { components: { schemas: Record<string, Json> } };
    const anagrafica = holey.components.schemas.AnagraficaContribution!;
    holey.components.schemas.AnagraficaContribution = { type: 'object', additionalProperties: {} };
    holey.components.schemas.Loose = { description: 'no type' };
    expect(schemaHoles(holey as unknown as Json)).toEqual([
      'AnagraficaContribution: any additional property',
      'AnagraficaContribution: an object without properties',
      'Loose: no type',
    ]);
    holey.components.schemas.AnagraficaContribution = anagrafica;
    expect(
      typeHoles(
        client.replace('export interface components {', 'export interface components {\n x: unknown;'),
      ),
    ).toEqual(['x: unknown;']);
  });

  it('type-checks an integration program that uses every main payload (tsc 7)', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-typed-client-'));
    try {
      fs.writeFileSync(path.join(dir, 'client.ts'), client);
      fs.copyFileSync(path.join(here, 'provider-typed-client/program.ts'), path.join(dir, 'program.ts'));
      fs.writeFileSync(
        path.join(dir, 'tsconfig.json'),
        JSON.stringify({
          compilerOptions: {
            target: 'ES2023',
            lib: ['ES2023'],
            module: 'ESNext',
            moduleResolution: 'Bundler',
            strict: true,
            noUncheckedIndexedAccess: true,
            allowImportingTsExtensions: true,
            noUnusedLocals: false,
            noEmit: true,
            types: [],
          },
          files: ['program.ts'],
        }),
      );
      const tsc = spawnSync(
        process.execPath,
        [path.join(root, 'node_modules/typescript/bin/tsc'), '-p', path.join(dir, 'tsconfig.json')],
        { encoding: 'utf8' },
      );
      expect(`${tsc.stdout}${tsc.stderr}`).toBe('');
      expect(tsc.status).toBe(0);
      // The check is real: the program against a client whose report is `unknown` fails.
      fs.writeFileSync(
        path.join(dir, 'client.ts'),
        client.replace(/ReportContent: \{/, 'ReportContent: unknown;\n        ReportContentWas: {'),
      );
      const holey = spawnSync(
        process.execPath,
        [path.join(root, 'node_modules/typescript/bin/tsc'), '-p', path.join(dir, 'tsconfig.json')],
        { encoding: 'utf8' },
      );
      expect(holey.status).not.toBe(0);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});
