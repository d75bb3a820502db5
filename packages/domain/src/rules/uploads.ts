import { formatMessage, MESSAGES } from './messages.ts';

/** File types the portal accepts, each recognised by its content, not by its name. */
export const FILE_KINDS = {
  pdf: { extensions: ['pdf'], mime: 'application/pdf' },
  jpeg: { extensions: ['jpg', 'jpeg'], mime: 'image/jpeg' },
  csv: { extensions: ['csv'], mime: 'text/csv' },
  xbrl: { extensions: ['xbrl', 'xml'], mime: 'application/xml' },
} as const;
export type FileKind = keyof typeof FILE_KINDS;

export type UploadRule = { kinds: readonly FileKind[]; maxBytes: number; maxFiles: number };

const MB = 1024 * 1024;
/** Limits of each upload of spec part 2 §5 and §9. maxFiles 0 = unlimited (generic uploader default). */
export const UPLOAD_RULES = {
  uploaderDefault: { kinds: ['pdf', 'jpeg'], maxBytes: 10 * MB, maxFiles: 0 },
  statement: { kinds: ['pdf', 'csv', 'xbrl'], maxBytes: 5 * MB, maxFiles: 1 },
  receipt: { kinds: ['pdf', 'csv'], maxBytes: 5 * MB, maxFiles: 1 },
  otherDocument: { kinds: ['pdf'], maxBytes: 50 * MB, maxFiles: 1 },
  invoiceAttachment: { kinds: ['pdf'], maxBytes: 1 * MB, maxFiles: 1 },
} as const satisfies Record<string, UploadRule>;

export const allowedExtensions = (rule: UploadRule) =>
  rule.kinds.map((k) => FILE_KINDS[k].extensions[0]).join(', ');
export const maxMb = (rule: UploadRule) => Math.round(rule.maxBytes / MB);

export const uploadMessages = {
  tooLarge: (name: string, rule: UploadRule) =>
    formatMessage(MESSAGES.uploaderFileTooLarge, { name, maxMbSize: maxMb(rule) }),
  invalidFormat: (name: string, rule: UploadRule) =>
    formatMessage(MESSAGES.uploaderInvalidFormat, { name, allowedExtensions: allowedExtensions(rule) }),
  tooMany: (name: string, rule: UploadRule) =>
    formatMessage(MESSAGES.uploaderTooManyFiles, { name, maxFiles: rule.maxFiles }),
  /** Ours. */
  empty: (name: string) => `Il file ${name} è vuoto.`,
  /** Ours. */
  badName: 'Il nome del file non è valido: non può contenere percorsi o caratteri di controllo.',
  /** Ours. */
  missing: (field: string) => `Manca il file ${field}.`,
  /** Ours: the name's extension is not one of the rule's, or not the one of the content. */
  nameDoesNotMatch: (name: string, rule: UploadRule) =>
    `Il nome del file ${name} non corrisponde al suo contenuto (consentiti ${allowedExtensions(rule)}).`,
  /** Ours: a PDF with scripts, launch actions or forms that send data. */
  activeContent: (name: string) =>
    `Il file ${name} contiene script o azioni automatiche e non può essere accettato: salvalo di nuovo come PDF semplice.`,
  /** Ours. */
  quotaExceeded: (quotaMb: number) =>
    `Spazio di archiviazione esaurito: l'azienda può conservare al massimo ${quotaMb} MB di documenti. Rimuovi i documenti non più necessari e riprova.`,
};

/** Property names that carry a file name in request bodies (e.g. an invoice's `nomeFile`). */
const FILE_NAME_PROPERTY = /^nomeFile/;

/** The path of the first file-name property in `value` whose value is not a safe file name, or null. */
export function findUnsafeFileName(value: unknown): (string | number)[] | null {
  const stack: { value: unknown; path: (string | number)[] }[] = [{ value, path: [] }];
  while (stack.length > 0) {
    const node = stack.pop()!;
    const v = node.value;
    if (Array.isArray(v)) {
      for (let i = 0; i < v.length; i++) stack.push({ value: v[i], path: [...node.path, i] });
    } else if (v !== null && typeof v === 'object') {
      for (const [key, item] of Object.entries(v)) {
        if (FILE_NAME_PROPERTY.test(key) && typeof item === 'string' && item !== '' && !isSafeFileName(item))
          return [...node.path, key];
        stack.push({ value: item, path: [...node.path, key] });
      }
    }
  }
  return null;
}

/** The extension of a file name, lower case, without the dot. */
export const extensionOf = (name: string) => /\.([^.]+)$/.exec(name)?.[1]?.toLowerCase() ?? '';

/** Which accepted kind a name's extension claims (for the picker); the server still checks the content. */
export function kindByExtension(name: string, rule: UploadRule): FileKind | undefined {
  const ext = extensionOf(name);
  return rule.kinds.find((k) => (FILE_KINDS[k].extensions as readonly string[]).includes(ext));
}

/** A file name is kept only as metadata, but it must not look like a path or hide control characters. */
export function isSafeFileName(name: string): boolean {
  return (
    name.length > 0 &&
    name.length <= 255 &&
    name.trim() === name &&
    !/[/\\]/.test(name) &&
    name !== '.' &&
    !name.includes('..') &&
    // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what is refused
    !/[\u0000-\u001f\u007f-\u009f]/.test(name)
  );
}
