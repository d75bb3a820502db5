/**
 * Text the database can hold: PostgreSQL refuses the NUL character in text and jsonb, and a
 * UTF-16 surrogate half without its pair in jsonb (in text it would be silently replaced). Such
 * characters never come from a form: a request carrying them anywhere is refused as a whole.
 */
// biome-ignore lint/suspicious/noControlCharactersInRegex: NUL is exactly what is refused
const UNSTORABLE = /\u0000|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

export const UNSTORABLE_TEXT_MESSAGE =
  'Il testo contiene caratteri non ammessi (ad esempio il carattere nullo o caratteri Unicode incompleti).';

export const isStorableText = (text: string): boolean => !UNSTORABLE.test(text);

/**
 * The path of the first string — value or property name — in `value` that is not storable, or
 * null when every string is. Iterative, so deeply nested input cannot exhaust the stack.
 */
export function findUnstorableText(value: unknown): (string | number)[] | null {
  if (typeof value === 'string') return isStorableText(value) ? null : [];
  if (value === null || typeof value !== 'object') return null;
  const stack: TextNode[] = [{ value }];
  while (stack.length > 0) {
    const node = stack.pop()!;
    const v = node.value;
    if (typeof v === 'string') {
      if (!isStorableText(v)) return pathOf(node);
    } else if (Array.isArray(v)) {
      for (let key = 0; key < v.length; key++) stack.push({ value: v[key], key, parent: node });
    } else if (v !== null && typeof v === 'object') {
      for (const key in v) {
        if (!Object.hasOwn(v, key)) continue;
        const item = (v as Record<string, unknown>)[key];
        if (!isStorableText(key)) return pathOf({ value: item, key, parent: node });
        stack.push({ value: item, key, parent: node });
      }
    }
  }
  return null;
}

type TextNode = { value: unknown; key?: string | number; parent?: TextNode };

function pathOf(node: TextNode): (string | number)[] {
  const path: (string | number)[] = [];
  for (let n: TextNode | undefined = node; n?.key !== undefined; n = n.parent) path.push(n.key);
  return path.reverse();
}
