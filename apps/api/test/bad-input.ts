import { DOCUMENT_TYPES, MODULE_NAMES, MODULE_STATES, STATEMENT_TYPE_CODES } from '@portal/domain';
import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import type { Db } from '../src/db/client.ts';
import { pdfBytes } from './helpers.ts';

/**
 * Building blocks of the bad-input sweep (bad-input-sweep.test.ts): a fingerprint of the whole
 * database, and fast-check arbitraries for hostile bodies, query strings, path parameters and
 * multipart parts.
 */

// ---------------------------------------------------------------------------------------------
// Database fingerprint

/** Every table of the app (schema public), found from information_schema so a new table is covered. */
export async function appTables(db: Db): Promise<string[]> {
  const result = await db.execute<{ table_name: string }>(
    sql`SELECT table_name FROM information_schema.tables
        WHERE table_schema = 'public' AND table_type = 'BASE TABLE' ORDER BY table_name`,
  );
  return (result as unknown as { rows: { table_name: string }[] }).rows.map((r) => r.table_name);
}

/**
 * One query: per table, the row count and the md5 of all its rows (as text, ordered). Two equal
 * fingerprints mean no row was added, removed or changed anywhere.
 */
export function fingerprinter(db: Db, tables: string[]) {
  const query = tables
    .map(
      (t) =>
        `SELECT '${t}' AS t, count(*)::int AS n, md5(coalesce(string_agg(x::text, E'\\n' ORDER BY x::text), '')) AS h FROM "${t}" x`,
    )
    .join(' UNION ALL ');
  return async (exclude: readonly string[] = []): Promise<Record<string, string>> => {
    const result = await db.execute<{ t: string; n: number; h: string }>(sql.raw(query));
    const out: Record<string, string> = {};
    for (const r of (result as unknown as { rows: { t: string; n: number; h: string }[] }).rows)
      if (!exclude.includes(r.t)) out[r.t] = `${r.n}:${r.h}`;
    return out;
  };
}

// ---------------------------------------------------------------------------------------------
// Values

const LONG = 'x'.repeat(70_000);
export const nastyStrings = [
  '',
  ' ',
  '\u0000',
  'a\u0000b',
  '\ud800',
  'x\udfffy',
  '\u202eRTL',
  '\ufeff',
  '😀👩‍👩‍👧',
  'ß'.repeat(300),
  '../../etc/passwd',
  '..',
  '%00',
  '%',
  "' OR '1'='1' --",
  '"; DROP TABLE users; --',
  '<script>alert(1)</script>',
  // biome-ignore lint/suspicious/noTemplateCurlyInString: a template-injection probe, on purpose
  '${7*7}{{7*7}}',
  'null',
  'undefined',
  'NaN',
  '-1',
  '1e309',
  '99999999999999999999',
  '2147483648',
  'AZIENDA',
  'R1000001',
  'C000001',
  '00000000-0000-4000-8000-000000000000',
  '1000001/00000000-0000-4000-8000-000000000000',
  '\r\nX-Injected: 1',
  LONG,
] as const;

export const nastyString = (): fc.Arbitrary<string> =>
  fc.oneof(
    { weight: 3, arbitrary: fc.constantFrom(...nastyStrings) },
    { weight: 2, arbitrary: fc.string({ maxLength: 40 }) },
    { weight: 2, arbitrary: fc.string({ unit: 'binary', maxLength: 40 }) },
    { weight: 1, arbitrary: fc.string({ unit: 'grapheme', minLength: 100, maxLength: 3000 }) },
    { weight: 1, arbitrary: fc.constantFrom(...DOCUMENT_TYPES.map((d) => d.it), ...STATEMENT_TYPE_CODES) },
    { weight: 1, arbitrary: fc.constantFrom(...MODULE_NAMES, ...MODULE_STATES) },
  );

export const nastyNumber = (): fc.Arbitrary<number> =>
  fc.oneof(
    fc.constantFrom(0, -0, -1, 1, 2 ** 31, -(2 ** 31) - 1, 2 ** 53 + 2, 1e308, -1e308, 5e-324, 0.5),
    fc.integer(),
    fc.double({ noNaN: true, noDefaultInfinity: true }),
  );

/** A value of any JSON type, often not the one the contract expects. */
export const nastyValue = (): fc.Arbitrary<unknown> =>
  fc.oneof(
    { weight: 3, arbitrary: nastyString() },
    { weight: 2, arbitrary: nastyNumber() },
    { weight: 1, arbitrary: fc.constantFrom(null, true, false, [], {}) },
    { weight: 1, arbitrary: fc.jsonValue({ maxDepth: 3 }) },
    { weight: 1, arbitrary: fc.array(nastyString(), { maxLength: 4 }) },
  );

// ---------------------------------------------------------------------------------------------
// Bodies shaped like the real contract (from the route's JSON schema), with wrong values

type JsonSchema = {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  items?: JsonSchema;
  enum?: unknown[];
  const?: unknown;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  $ref?: string;
};

export function shapedValue(schema: JsonSchema | undefined, depth = 0): fc.Arbitrary<unknown> {
  if (!schema || depth > 6) return nastyValue();
  const branches = schema.anyOf ?? schema.oneOf ?? schema.allOf;
  const right = ((): fc.Arbitrary<unknown> => {
    if (branches?.length) return fc.oneof(...branches.map((b) => shapedValue(b, depth + 1)));
    if (schema.enum?.length) return fc.constantFrom(...schema.enum);
    if (schema.const !== undefined) return fc.constant(schema.const);
    const type = Array.isArray(schema.type) ? schema.type[0] : schema.type;
    switch (type) {
      case 'object': {
        const props = Object.entries(schema.properties ?? {});
        if (props.length === 0) return fc.dictionary(nastyString(), nastyValue(), { maxKeys: 3 });
        return fc.record(Object.fromEntries(props.map(([k, s]) => [k, shapedValue(s, depth + 1)])), {
          requiredKeys: [],
        });
      }
      case 'array':
        return fc.oneof(
          fc.array(shapedValue(schema.items, depth + 1), { maxLength: 4 }),
          fc.array(shapedValue(schema.items, depth + 1), { minLength: 30, maxLength: 80 }),
        );
      case 'string':
        return nastyString();
      case 'integer':
      case 'number':
        return nastyNumber();
      case 'boolean':
        return fc.boolean();
      default:
        return nastyValue();
    }
  })();
  // Mostly the right shape, sometimes a value of the wrong type in its place.
  return fc.oneof({ weight: 4, arbitrary: right }, { weight: 1, arbitrary: nastyValue() });
}

type Leaf = { parent: Record<string, unknown> | unknown[]; key: string | number };

/** Every place in a JSON value where a value sits (object properties and array items). */
function places(value: unknown, out: Leaf[] = []): Leaf[] {
  if (Array.isArray(value))
    value.forEach((v, i) => {
      out.push({ parent: value, key: i });
      places(v, out);
    });
  else if (value !== null && typeof value === 'object')
    for (const [k, v] of Object.entries(value)) {
      out.push({ parent: value as Record<string, unknown>, key: k });
      places(v, out);
    }
  return out;
}

/**
 * A valid example body with one to three of its values replaced by a hostile one, removed, or
 * joined by an unexpected property: close enough to the contract to reach the handler behind it.
 */
export function mutatedArb(example: unknown): fc.Arbitrary<unknown> {
  const mutation = fc.tuple(
    fc.nat(),
    fc.constantFrom('replace', 'replace', 'replace', 'delete', 'extra'),
    nastyValue(),
    nastyString(),
  );
  return fc.array(mutation, { minLength: 1, maxLength: 3 }).map((mutations) => {
    const copy = structuredClone(example);
    for (const [at, how, value, key] of mutations) {
      const all = places(copy);
      if (all.length === 0) return value;
      const { parent, key: k } = all[at % all.length]!;
      if (how === 'replace') (parent as Record<string | number, unknown>)[k] = value;
      else if (how === 'delete' && Array.isArray(parent)) parent.splice(k as number, 1);
      else if (how === 'delete') delete (parent as Record<string, unknown>)[k as string];
      else if (!Array.isArray(parent)) parent[key.slice(0, 50) || 'extra'] = value;
      else parent.push(value);
    }
    return copy;
  });
}

/** Prototype-pollution keys written into the JSON text itself (an object literal cannot carry them). */
const POLLUTION = [
  '"__proto__":{"isAdmin":true,"polluted":1}',
  '"constructor":{"prototype":{"polluted":1}}',
  '"__proto__":null',
  '"prototype":{"x":1}',
];

export const polluted = (json: string, at: number) =>
  json.startsWith('{')
    ? `{${POLLUTION[at % POLLUTION.length]}${json.length > 2 ? ',' : ''}${json.slice(1)}`
    : `{${POLLUTION[at % POLLUTION.length]},"v":${json}}`;

const deepJson = (depth: number, array: boolean) =>
  array ? `${'['.repeat(depth)}1${']'.repeat(depth)}` : `${'{"a":'.repeat(depth)}1${'}'.repeat(depth)}`;

export type Body = { payload?: string | Buffer; contentType?: string; label: string };

const safeStringify = (v: unknown) => JSON.stringify(v) ?? 'null';

/** JSON and not-JSON bodies for a route whose contract is `schema` (and of which `example` is valid). */
export function bodyArb(schema: JsonSchema | undefined, example?: unknown): fc.Arbitrary<Body> {
  const json = (label: string, arb: fc.Arbitrary<unknown>) =>
    arb.map((v): Body => ({ payload: safeStringify(v), contentType: 'application/json', label }));
  return fc.oneof(
    ...(example === undefined
      ? []
      : [
          { weight: 6, arbitrary: json('mutated', mutatedArb(example)) },
          { weight: 1, arbitrary: json('example', fc.constant(example)) },
        ]),
    { weight: 5, arbitrary: json('shaped', shapedValue(schema)) },
    { weight: 2, arbitrary: json('anything', fc.jsonValue({ maxDepth: 4 })) },
    {
      weight: 2,
      arbitrary: fc.tuple(shapedValue(schema), fc.nat()).map(
        ([v, i]): Body => ({
          payload: polluted(safeStringify(v), i),
          contentType: 'application/json',
          label: 'pollution',
        }),
      ),
    },
    {
      weight: 1,
      arbitrary: fc
        .tuple(fc.integer({ min: 50, max: 5000 }), fc.boolean())
        .map(([d, a]): Body => ({ payload: deepJson(d, a), contentType: 'application/json', label: 'deep' })),
    },
    {
      weight: 2,
      arbitrary: fc
        .tuple(shapedValue(schema), fc.nat(), fc.constantFrom('cut', 'garbage', 'trailing'))
        .map(([v, i, how]): Body => {
          const text = safeStringify(v);
          const payload =
            how === 'cut'
              ? text.slice(0, i % Math.max(1, text.length))
              : how === 'trailing'
                ? `${text},}`
                : `${text.slice(0, i % (text.length + 1))}\u0000\\x{'`;
          return { payload, contentType: 'application/json', label: `malformed-${how}` };
        }),
    },
    {
      weight: 1,
      arbitrary: fc.string({ maxLength: 200 }).map(
        (s): Body => ({
          payload: s,
          contentType: 'application/json',
          label: 'text-as-json',
        }),
      ),
    },
    {
      weight: 2,
      arbitrary: fc
        .tuple(
          fc.constantFrom(
            'text/plain',
            'application/xml',
            'application/octet-stream',
            'application/json; charset=latin1',
            'application/jsonx',
            'application/x-www-form-urlencoded',
            'multipart/form-data',
            'multipart/form-data; boundary=',
            'garbage',
            ';;;',
          ),
          fc.oneof(
            shapedValue(schema).map(safeStringify),
            fc.string({ maxLength: 300 }),
            queryArb(['userId', 'nota', 'moduli']),
          ),
        )
        .map(([contentType, payload]): Body => ({ payload, contentType, label: `ct:${contentType}` })),
    },
    { weight: 1, arbitrary: fc.constant<Body>({ label: 'none' }) },
    {
      weight: 1,
      arbitrary: fc.constant<Body>({ payload: '', contentType: 'application/json', label: 'empty' }),
    },
    {
      weight: 1,
      arbitrary: fc.constant<Body>({
        payload: `{"a":"${'y'.repeat(300 * 1024)}"}`,
        contentType: 'application/json',
        label: 'too-large',
      }),
    },
  );
}

// ---------------------------------------------------------------------------------------------
// Query strings and path parameters

/** encodeURIComponent, except that an unpaired surrogate becomes its (invalid) UTF-8 bytes instead of throwing. */
export function encode(s: string): string {
  let out = '';
  for (const ch of s) {
    const cp = ch.codePointAt(0)!;
    out +=
      cp >= 0xd800 && cp <= 0xdfff
        ? `%${[0xe0 | (cp >> 12), 0x80 | ((cp >> 6) & 63), 0x80 | (cp & 63)].map((b) => b.toString(16).toUpperCase()).join('%')}`
        : encodeURIComponent(ch);
  }
  return out;
}

const queryPiece = (keys: readonly string[]) =>
  fc.oneof(
    fc.constantFrom(
      ...keys,
      ...keys.map((k) => `${k}[]`),
      ...keys.map((k) => `${k}[x]`),
      '__proto__',
      'constructor',
    ),
    fc.string({ maxLength: 12 }).map(encode),
  );
const queryValue = fc.oneof(
  nastyString().map((s) => encode(s.slice(0, 3000))),
  fc.constantFrom('%', '%zz', '%00', '%C0%AF', '%E0%A4%A', '%ud800', '&', '=', '==', ';', '+', '%2C,%2C', ''),
  fc.string({ unit: 'binary-ascii', maxLength: 20 }).map((s) => s.replace(/[#\s]/g, '')),
);

/** Raw query strings (without '?'): random and repeated keys, encoded garbage, very long. */
export function queryArb(keys: readonly string[]): fc.Arbitrary<string> {
  const realKeys = keys.length ? keys : ['q'];
  return fc.oneof(
    fc.constant(''),
    fc
      .array(fc.tuple(queryPiece(realKeys), queryValue, fc.boolean()), { maxLength: 8 })
      .map((pairs) => pairs.map(([k, v, bare]) => (bare && !v ? k : `${k}=${v}`)).join('&')),
    fc
      .tuple(fc.constantFrom(...realKeys), fc.array(queryValue, { minLength: 2, maxLength: 30 }))
      .map(([k, vs]) => vs.map((v) => `${k}=${v}`).join('&')),
    fc.constantFrom(...realKeys).map((k) => `${k}=${'a'.repeat(9000)}`),
    fc.constant('&&&==&'),
  );
}

/** One path segment, as it would appear in the URL. */
export const pathParamArb = (valid: string): fc.Arbitrary<string> =>
  fc.oneof(
    { weight: 1, arbitrary: fc.constant(valid) },
    {
      weight: 3,
      arbitrary: fc.constantFrom(
        '..',
        '.',
        '%2e%2e',
        '%2e%2e%2f%2e%2e',
        '..%2F..%2Fetc%2Fpasswd',
        '%00',
        `${valid}%00`,
        '%',
        '%zz',
        '%C0%AF',
        '%ud800',
        '%E2%80%AE',
        '%F0%9F%98%80',
        '%20',
        '%0d%0aX-Injected:%201',
        'a'.repeat(5000),
        `${valid}${'9'.repeat(200)}`,
        '-1',
        '00000000-0000-4000-8000-000000000000',
        '%27%20OR%201%3D1--',
      ),
    },
    { weight: 2, arbitrary: nastyString().map((s) => encode(s.slice(0, 4000)) || 'x') },
  );

// ---------------------------------------------------------------------------------------------
// Multipart

export type Part =
  | { kind: 'field'; name: string; value: string }
  | { kind: 'file'; name: string; filename: string; contentType: string; content: Buffer };

const fileContent = fc.oneof(
  fc.integer({ min: 200, max: 6000 }).map((n) => pdfBytes(n)),
  fc.uint8Array({ maxLength: 3000 }).map((a) => Buffer.from(a)),
  fc.constant(Buffer.alloc(0)),
  fc.constant(Buffer.from('anno;valore\n2023;1000\n')),
  fc.constant(Buffer.from('anno;valore\n2023;\u0000\n')),
  fc.constant(Buffer.from('<?xml version="1.0"?><xbrl></xbrl>')),
  fc.constant(Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 0x10, 0x4a, 0x46, 0x49, 0x46, 0])),
  fc.constant(Buffer.concat([pdfBytes(300), Buffer.from([0, 0, 0])])),
);

/** Random parts, often with the route's own field and file names so they reach the checks behind. */
export function partsArb(fields: readonly string[], files: readonly string[]): fc.Arbitrary<Part[]> {
  const fieldName = fc.oneof(
    fc.constantFrom(...fields),
    nastyString().map((s) => s.slice(0, 60)),
  );
  const fileName = fc.oneof(
    fc.constantFrom(...files),
    nastyString().map((s) => s.slice(0, 60)),
  );
  const fieldValue = fc.oneof(
    fc.constantFrom(
      ...STATEMENT_TYPE_CODES,
      ...DOCUMENT_TYPES.map((d) => d.it),
      'd04',
      '2023',
      '2024',
      '1899',
    ),
    nastyString().map((s) => s.slice(0, 5000)),
  );
  const filename = fc.oneof(
    fc.constantFrom('bilancio.pdf', 'ricevuta.csv', 'a.xbrl', 'foto.jpg', ''),
    nastyString().map((s) => s.slice(0, 300)),
  );
  const part: fc.Arbitrary<Part> = fc.oneof(
    fc.record({ kind: fc.constant('field' as const), name: fieldName, value: fieldValue }),
    fc.record({
      kind: fc.constant('file' as const),
      name: fileName,
      filename,
      contentType: fc.constantFrom('application/pdf', 'text/csv', 'image/jpeg', 'application/xml', 'x/y', ''),
      content: fileContent,
    }),
  );
  return fc.array(part, { maxLength: 7 });
}

const quoteUnsafe = (s: string) => s.replace(/[\r\n"]/g, (c) => encode(c));

/** A multipart body as a client would send it, or deliberately broken (`how`). */
export function multipartPayload(
  parts: Part[],
  how: 'ok' | 'raw-names' | 'no-end' | 'wrong-boundary' | 'no-headers',
): { payload: Buffer; contentType: string } {
  const boundary = 'sweepBoundary7MA4YWxkTrZu0gW';
  const name = (s: string) => (how === 'raw-names' ? s : quoteUnsafe(s));
  const chunks: Buffer[] = [];
  for (const p of parts) {
    chunks.push(Buffer.from(`--${boundary}\r\n`));
    if (how === 'no-headers') chunks.push(Buffer.from('\r\n'));
    else if (p.kind === 'field')
      chunks.push(Buffer.from(`Content-Disposition: form-data; name="${name(p.name)}"\r\n\r\n`));
    else
      chunks.push(
        Buffer.from(
          `Content-Disposition: form-data; name="${name(p.name)}"; filename="${name(p.filename)}"\r\nContent-Type: ${p.contentType}\r\n\r\n`,
        ),
      );
    chunks.push(p.kind === 'field' ? Buffer.from(p.value) : p.content, Buffer.from('\r\n'));
  }
  if (how !== 'no-end') chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return {
    payload: Buffer.concat(chunks),
    contentType: `multipart/form-data; boundary=${how === 'wrong-boundary' ? 'other' : boundary}`,
  };
}

/** Valid parts with one of them changed: a hostile value, name or content, removed, or doubled. */
export function nearValidPartsArb(valid: Part[]): fc.Arbitrary<Part[]> {
  return fc
    .tuple(
      fc.nat(),
      fc.constantFrom('value', 'filename', 'content', 'drop', 'double', 'keep'),
      nastyString(),
      fileContent,
    )
    .map(([at, how, text, content]) => {
      const parts = valid.map((p) => ({ ...p }));
      const i = at % parts.length;
      const part = parts[i]!;
      if (how === 'value' && part.kind === 'field') part.value = text.slice(0, 5000);
      else if ((how === 'value' || how === 'filename') && part.kind === 'file')
        part.filename = text.slice(0, 300);
      else if (how === 'value' || how === 'filename') part.name = text.slice(0, 60);
      else if (how === 'content' && part.kind === 'file') part.content = content;
      else if (how === 'drop') parts.splice(i, 1);
      else if (how === 'double') parts.push({ ...part });
      return parts;
    });
}

export const multipartArb = (
  fields: readonly string[],
  files: readonly string[],
  valid: Part[] = [],
): fc.Arbitrary<Body> =>
  fc
    .tuple(
      valid.length
        ? fc.oneof(
            { weight: 2, arbitrary: nearValidPartsArb(valid) },
            { weight: 1, arbitrary: partsArb(fields, files) },
          )
        : partsArb(fields, files),
      fc.constantFrom('ok', 'ok', 'ok', 'raw-names', 'no-end', 'wrong-boundary', 'no-headers'),
    )
    .map(([parts, how]): Body => {
      const { payload, contentType } = multipartPayload(parts, how);
      return {
        payload,
        contentType,
        label: `multipart-${how}:${parts.map((p) => `${p.kind}:${p.name.slice(0, 20)}`).join(',')}`,
      };
    });
