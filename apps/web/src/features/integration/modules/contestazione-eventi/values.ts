import {
  CONTEST_GROUNDS,
  type ContestGround,
  formatDate,
  formatEuro,
  type NegativeEvent,
  parseItalianAmount,
  type Synthesis,
} from '@portal/domain';
import type { ModuleData } from '../../wizard/index.ts';

export interface ContestValues {
  idEvento: string;
  motivo: ContestGround | '';
  /** Italian amount as typed ('1.860,50'), only for a wrong amount or date. */
  importoCorretto: string;
  /** YYYY-MM-DD, only for a wrong amount or date. */
  dataCorretta: string;
  nota: string;
  /** The report's events, to choose from and to show (not sent). */
  events: NegativeEvent[];
}

/** The event named by the address (the 'Contesta' of the event's line), read once the form opens. */
export const eventFromAddress = () =>
  typeof window === 'undefined' ? null : new URLSearchParams(window.location.search).get('evento');

export function contestInitialValues({
  record,
  report,
}: {
  record: ModuleData | null;
  report: Synthesis | null;
}): ContestValues {
  const text = (v: unknown) => (typeof v === 'string' ? v : '');
  const ground = CONTEST_GROUNDS.find((g) => g.code === record?.motivo)?.code ?? '';
  return {
    idEvento: eventFromAddress() ?? text(record?.idEvento),
    motivo: ground,
    importoCorretto:
      typeof record?.importoCorretto === 'number' ? String(record.importoCorretto).replace('.', ',') : '',
    dataCorretta: text(record?.dataCorretta),
    nota: text(record?.nota),
    events: eventsOf(report),
  };
}

/** The multipart write: the fields, then the PDFs as documento1 … documento5. */
export function contestFormData(values: ContestValues, files: File[]): FormData {
  const form = new FormData();
  form.append('idEvento', values.idEvento);
  form.append('motivo', values.motivo);
  if (values.motivo === 'importoDataErrati') {
    if (values.importoCorretto.trim())
      form.append('importoCorretto', String(parseItalianAmount(values.importoCorretto)));
    if (values.dataCorretta) form.append('dataCorretta', values.dataCorretta);
  }
  form.append('nota', values.nota.trim());
  for (const [i, file] of files.entries()) form.append(`documento${i + 1}`, file, file.name);
  return form;
}

/** The stored evidence of a draft, saved record or sent contest, for the download buttons. */
export function contestFiles(data: ModuleData) {
  const list = Array.isArray(data.documenti) ? (data.documenti as Record<string, unknown>[]) : [];
  return list.flatMap((d) =>
    typeof d.codiceDocumento === 'string'
      ? [
          {
            codice: d.codiceDocumento,
            nomeFile: typeof d.nomeDocumento === 'string' ? d.nomeDocumento : 'documento.pdf',
            formato: typeof d.contentTypeDocumento === 'string' ? d.contentTypeDocumento : null,
          },
        ]
      : [],
  );
}

export const eventsOf = (report: Synthesis | null): NegativeEvent[] => report?.eventiNegativi?.eventi ?? [];

/** 'Protesto di cambiale · 12/03/2025 · 4.250,00 €' */
export const eventLine = (e: Pick<NegativeEvent, 'tipo' | 'data' | 'importo'>) =>
  [e.tipo, formatDate(e.data), e.importo === null ? null : formatEuro(e.importo)].filter(Boolean).join(' · ');
