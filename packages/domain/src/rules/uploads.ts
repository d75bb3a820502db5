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
};

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
