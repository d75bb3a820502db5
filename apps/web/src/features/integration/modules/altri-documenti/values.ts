import { DOCUMENT_TYPES, type DocumentTypeCode, documentTypeByName, UPLOAD_RULES } from '@portal/domain';
import type { ModuleData } from '../../wizard/index.ts';

export interface OtherDocumentValues {
  tipoDocumento: DocumentTypeCode | '';
  noteDocumento: string;
}

export const OTHER_DOCUMENT_RULE = UPLOAD_RULES.otherDocument;

/** The type and the note of the saved record (the file never comes back into the form). */
export function otherDocumentInitialValues({ record }: { record: ModuleData | null }): OtherDocumentValues {
  const type =
    typeof record?.tipoDocumento === 'string' ? documentTypeByName(record.tipoDocumento) : undefined;
  const note = typeof record?.noteDocumento === 'string' ? record.noteDocumento : '';
  return { tipoDocumento: type?.code ?? '', noteDocumento: type ? note : '' };
}

/** The multipart write: tipoDocumento carries the Italian display name of the type (spec part 2 §3). */
export function otherDocumentFormData(code: DocumentTypeCode, note: string, file: File): FormData {
  const type = DOCUMENT_TYPES.find((d) => d.code === code);
  const form = new FormData();
  form.append('tipoDocumento', type?.it ?? code);
  form.append('noteDocumento', note.trim());
  form.append('nomeDocumento', file.name);
  form.append('fileAltroDocumento', file, file.name);
  return form;
}

/** The stored document of a draft / saved record, for the download button. */
export function otherDocumentFile(data: ModuleData) {
  const codice = typeof data.codiceDocumento === 'string' ? data.codiceDocumento : '';
  if (!codice) return null;
  return {
    codice,
    nomeFile:
      typeof data.nomeDocumento === 'string' && data.nomeDocumento ? data.nomeDocumento : 'documento.pdf',
    formato: typeof data.contentTypeDocumento === 'string' ? data.contentTypeDocumento : null,
  };
}
