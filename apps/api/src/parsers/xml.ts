import { XMLParser } from 'fast-xml-parser';
import { ParseError } from './errors.ts';

/** Encodings the declaration may name, as the WHATWG decoder knows them (latin1 is windows-1252 there). */
const ENCODINGS: Record<string, string> = {
  'utf-8': 'utf-8',
  utf8: 'utf-8',
  'us-ascii': 'utf-8',
  ascii: 'utf-8',
  'iso-8859-1': 'windows-1252',
  'iso8859-1': 'windows-1252',
  latin1: 'windows-1252',
  'latin-1': 'windows-1252',
  'windows-1252': 'windows-1252',
  cp1252: 'windows-1252',
  'iso-8859-15': 'iso-8859-15',
  'utf-16': 'utf-16le',
};

/**
 * The text of an XML file in the encoding its BOM or declaration names (UTF-8 without either).
 * Bytes that are not valid in that encoding are refused, not replaced.
 */
export function decodeXml(bytes: Uint8Array, name: string): string {
  if (bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf)
    return decode(bytes.subarray(3), 'utf-8', name);
  if (bytes[0] === 0xff && bytes[1] === 0xfe) return decode(bytes.subarray(2), 'utf-16le', name);
  if (bytes[0] === 0xfe && bytes[1] === 0xff) return decode(bytes.subarray(2), 'utf-16be', name);
  const head = Buffer.from(bytes.subarray(0, 200)).toString('latin1');
  const declared = /^\s*<\?xml[^>]*?\bencoding\s*=\s*["']([A-Za-z0-9._-]+)["']/
    .exec(head)?.[1]
    ?.toLowerCase();
  const encoding = declared ? ENCODINGS[declared] : 'utf-8';
  if (!encoding)
    throw new ParseError('encoding', `Il file ${name} usa una codifica non supportata (${declared}).`);
  if (encoding !== 'utf-8' && encoding.startsWith('utf-16') === false && isUtf8Text(bytes))
    return decode(bytes, 'utf-8', name);
  return decode(bytes, encoding, name);
}

const utf8 = new TextDecoder('utf-8', { fatal: true });
/**
 * Whether single-byte-declared bytes are in truth UTF-8 (the declaration contradicted by the
 * content): they hold multi-byte sequences and all of them are valid UTF-8. Text really written in
 * windows-1252 or latin-9 almost never is ('Ã' followed by a byte of 0x80–0xBF), so decoding it
 * as declared would only turn 'MªF.' into 'MÂªF.'.
 */
function isUtf8Text(bytes: Uint8Array): boolean {
  if (!bytes.some((b) => b >= 0x80)) return false;
  try {
    utf8.decode(bytes);
    return true;
  } catch {
    return false;
  }
}

/* windows-1252 at 0x80–0x9F ('\0' = unassigned): the WHATWG decoder turns the five unassigned bytes into C1 controls; this table refuses them. */
const CP1252_HIGH = '€\0‚ƒ„…†‡ˆ‰Š‹Œ\0Ž\0\0‘’“”•–—˜™š›œ\0žŸ';

function decodeCp1252(bytes: Uint8Array, name: string): string {
  let out = '';
  for (let i = 0; i < bytes.length; i += 8192) {
    const chunk = bytes.subarray(i, i + 8192);
    const chars: string[] = new Array(chunk.length);
    for (let j = 0; j < chunk.length; j++) {
      const b = chunk[j]!;
      const c = b >= 0x80 && b <= 0x9f ? CP1252_HIGH[b - 0x80]! : String.fromCharCode(b);
      if (c === '\0')
        throw new ParseError(
          'encoding',
          `Il file ${name} contiene caratteri non validi per la codifica dichiarata.`,
        );
      chars[j] = c;
    }
    out += chars.join('');
  }
  return out;
}

function decode(bytes: Uint8Array, encoding: string, name: string): string {
  if (encoding === 'windows-1252') return decodeCp1252(bytes, name);
  try {
    return new TextDecoder(encoding, { fatal: true }).decode(bytes);
  } catch {
    throw new ParseError(
      'encoding',
      `Il file ${name} contiene caratteri non validi per la codifica dichiarata.`,
    );
  }
}

/*
 * Values stay strings (a VAT code like 01234567890 must keep its zeros); the standard and numeric
 * entities are decoded. A DOCTYPE is refused before parsing: with it come entity expansion
 * (billion laughs) and external entities, and no e-invoice or XBRL instance needs one.
 */
const parserOptions = {
  ignoreAttributes: false,
  attributeNamePrefix: '@_',
  parseTagValue: false,
  parseAttributeValue: false,
  processEntities: true,
  htmlEntities: false,
  trimValues: true,
  ignoreDeclaration: true,
  ignorePiTags: true,
  commentPropName: false as const,
};
const parsers = {
  prefixes: new XMLParser({ ...parserOptions, removeNSPrefix: false }),
  plain: new XMLParser({ ...parserOptions, removeNSPrefix: true }),
};

const XML_SPECIAL: Record<string, string> = {
  '<': '&lt;',
  '&': '&amp;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&apos;',
};

/**
 * Entities, resolved on the raw text outside CDATA sections: numeric character references
 * (&#232; &#xE8;) become the characters (an escaped '&amp;#232;' stays text; XML specials stay
 * escaped), and a named entity other than XML's five is refused as XML refuses it without a DTD.
 * The parser's own HTML-entity mode would cost three times the parse and still miss most names.
 */
function resolveEntities(text: string, name: string): string {
  if (!text.includes('&')) return text;
  return text
    .split(/(<!\[CDATA\[[\s\S]*?\]\]>)/)
    .map((segment, i) => {
      if (i % 2 === 1) return segment;
      const undefinedEntity = /&(?!(?:amp|lt|gt|quot|apos);|#)([A-Za-z][\w.-]*);?/.exec(segment);
      if (undefinedEntity)
        throw new ParseError(
          'malformed',
          `Il file ${name} usa un'entità non definita in XML (&${undefinedEntity[1]};).`,
        );
      return segment.replace(/&#(x[0-9A-Fa-f]{1,6}|[0-9]{1,7});/g, (_, ref: string) => {
        const code = ref[0] === 'x' ? Number.parseInt(ref.slice(1), 16) : Number(ref);
        const valid =
          code === 0x9 ||
          code === 0xa ||
          code === 0xd ||
          (code >= 0x20 && code <= 0x10ffff && (code < 0xd800 || code > 0xdfff));
        if (!valid)
          throw new ParseError('malformed', `Il file ${name} contiene un carattere non valido (&#${ref};).`);
        const char = String.fromCodePoint(code);
        return XML_SPECIAL[char] ?? char;
      });
    })
    .join('');
}

export type XmlNode = Record<string, unknown>;

export function parseXml(text: string, name: string, options: { keepPrefixes?: boolean } = {}): XmlNode {
  if (/<!\s*(DOCTYPE|ENTITY)/i.test(text))
    throw new ParseError(
      'doctype',
      `Il file ${name} contiene una dichiarazione DOCTYPE o ENTITY, non ammessa.`,
    );
  const prepared = resolveEntities(text, name);
  try {
    const key = options.keepPrefixes ? 'prefixes' : 'plain';
    return parsers[key].parse(prepared, true) as XmlNode;
  } catch {
    throw new ParseError('malformed', `Il file ${name} non è un XML valido.`);
  }
}

/** An element that may repeat, always as a list. */
export const list = (value: unknown): unknown[] =>
  value === undefined || value === null || value === '' ? [] : Array.isArray(value) ? value : [value];

/** The text of an element (its #text when it has attributes), '' when absent. */
export function text(value: unknown): string {
  if (value === undefined || value === null) return '';
  if (typeof value === 'object') return text((value as XmlNode)['#text']);
  return String(value).trim();
}

export const child = (node: unknown, name: string): XmlNode | undefined => {
  const value = node && typeof node === 'object' ? (node as XmlNode)[name] : undefined;
  const first = Array.isArray(value) ? value[0] : value;
  return first && typeof first === 'object' ? (first as XmlNode) : undefined;
};
