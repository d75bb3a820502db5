import { isDeepStrictEqual } from 'node:util';
import { jsonSchemaTransformObject } from 'fastify-type-provider-zod';

/**
 * Named components of an OpenAPI document, from the zod schemas that carry an id
 * (`.meta({ id: 'Subject' })`, zod's global registry). fastify-type-provider-zod references them
 * with `$ref` and emits every registered id twice (`Subject` for answers, `SubjectInput` for
 * requests) into every document; this keeps what the document uses, under one name when the two
 * are the same or only one is used.
 */

type Json = Record<string, unknown>;
const PREFIX = '#/components/schemas/';

function refsIn(node: unknown, found: Set<string>): Set<string> {
  if (Array.isArray(node)) for (const item of node) refsIn(item, found);
  else if (node && typeof node === 'object') {
    for (const [key, value] of Object.entries(node)) {
      if (key === '$ref' && typeof value === 'string' && value.startsWith(PREFIX))
        found.add(value.slice(PREFIX.length));
      else refsIn(value, found);
    }
  }
  return found;
}

function renameRefs(node: unknown, from: string, to: string): void {
  if (Array.isArray(node)) for (const item of node) renameRefs(item, from, to);
  else if (node && typeof node === 'object') {
    const record = node as Json;
    for (const [key, value] of Object.entries(record)) {
      if (key === '$ref' && value === `${PREFIX}${from}`) record[key] = `${PREFIX}${to}`;
      else renameRefs(value, from, to);
    }
  }
}

/** Names reachable from the document outside components (paths, webhooks), through components. */
function reachable(document: Json, schemas: Record<string, unknown>): Set<string> {
  const { components: _components, ...rest } = document;
  const seen = new Set<string>();
  const queue = [...refsIn(rest, new Set())];
  while (queue.length > 0) {
    const name = queue.pop()!;
    if (seen.has(name) || !(name in schemas)) continue;
    seen.add(name);
    queue.push(...refsIn(schemas[name], new Set()));
  }
  return seen;
}

/** The document with its used components only, `XInput` merged into `X` where possible. */
export function withNamedComponents(document: Json): Json {
  const withAll = jsonSchemaTransformObject({ openapiObject: document } as never) as unknown as Json;
  const components = (withAll.components ?? {}) as Json;
  const schemas = { ...((components.schemas ?? {}) as Record<string, unknown>) };
  const doc: Json = { ...withAll, components: { ...components, schemas } };
  let used = reachable(doc, schemas);
  let changed = true;
  while (changed) {
    changed = false;
    for (const name of [...used]) {
      if (!name.endsWith('Input')) continue;
      const plain = name.slice(0, -'Input'.length);
      if (used.has(plain) && !isDeepStrictEqual(schemas[name], schemas[plain])) continue;
      if (!used.has(plain)) schemas[plain] = schemas[name];
      delete schemas[name];
      renameRefs(doc, name, plain);
      used = reachable(doc, schemas);
      changed = true;
    }
  }
  for (const name of Object.keys(schemas)) if (!used.has(name)) delete schemas[name];
  return doc;
}
