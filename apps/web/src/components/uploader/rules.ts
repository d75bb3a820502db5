import {
  FILE_KINDS,
  type FileKind,
  isSafeFileName,
  kindByExtension,
  type UploadRule,
  uploadMessages,
} from '@portal/domain';

/** Defaults of the generic uploader (spec part 2 §5): pdf and jpeg, 10 MB, no file limit. */
export const UPLOADER_DEFAULTS = {
  kinds: ['pdf', 'jpeg'] as readonly FileKind[],
  maxBytes: 10485760,
  maxFiles: 0,
};

export interface FileCheck {
  /** Files that passed, in the order given, after the ones already chosen. */
  files: File[];
  /** One message per refused file (spec part 2 §8 texts). */
  errors: string[];
}

/**
 * Client-side checks of a pick or a drop: format by extension, size, empty file, unsafe name and
 * the number of files (maxFiles 0 = unlimited). The server checks the content again.
 */
export function checkFiles(current: readonly File[], incoming: readonly File[], rule: UploadRule): FileCheck {
  const files = [...current];
  const errors: string[] = [];
  for (const file of incoming) {
    if (rule.maxFiles > 0 && files.length >= rule.maxFiles) {
      errors.push(uploadMessages.tooMany(file.name, rule));
    } else if (!kindByExtension(file.name, rule)) {
      errors.push(uploadMessages.invalidFormat(file.name, rule));
    } else if (file.size > rule.maxBytes) {
      errors.push(uploadMessages.tooLarge(file.name, rule));
    } else if (file.size === 0) {
      errors.push(uploadMessages.empty(file.name));
    } else if (!isSafeFileName(file.name)) {
      errors.push(uploadMessages.badName);
    } else {
      files.push(file);
    }
  }
  return { files, errors };
}

/** The `accept` attribute of the picker: extensions and MIME types of the accepted kinds. */
export function acceptAttribute(kinds: readonly FileKind[]): string {
  return kinds
    .flatMap((k) => [...FILE_KINDS[k].extensions.map((e) => `.${e}`), FILE_KINDS[k].mime])
    .join(',');
}

/** The content type a file travels with: the browser's, else the one of its kind. */
export function contentTypeOf(file: File, kinds: readonly FileKind[]): string {
  if (file.type) return file.type;
  const kind = kindByExtension(file.name, { kinds, maxBytes: 0, maxFiles: 0 });
  return kind ? FILE_KINDS[kind].mime : 'application/octet-stream';
}

/** Size for people: '1,2 MB', '340 KB'. */
export function formatSize(bytes: number, locale: string): string {
  const kb = bytes / 1024;
  if (kb < 1024)
    return `${new Intl.NumberFormat(locale, { maximumFractionDigits: 0 }).format(Math.max(1, kb))} KB`;
  return `${new Intl.NumberFormat(locale, { maximumFractionDigits: 1 }).format(kb / 1024)} MB`;
}
