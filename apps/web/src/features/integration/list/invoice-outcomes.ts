import {
  blockStatesResponseSchema,
  type ContributionItem,
  isReviewedPerInvoice,
  MODULE_STATES,
  type ModuleState,
} from '@portal/domain';
import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api.ts';

/** One invoice of a sent payment-experiences contribution, with its own outcome. */
export interface InvoiceOutcome {
  blockId: string;
  supplier: string;
  numeroFattura: string;
  dataFattura: number | null;
  importo: number | null;
  state: ModuleState | null;
  motivoRifiuto: string | null;
}

type SentInvoice = { blockId?: unknown; numeroFattura?: unknown; dataFattura?: unknown; importo?: unknown };
type SentSupplier = { denominazione?: unknown; idSoggetto?: unknown; fatture?: SentInvoice[] };

const text = (v: unknown) => (typeof v === 'string' ? v : '');
const num = (v: unknown) => (typeof v === 'number' && Number.isFinite(v) ? v : null);

/** The invoices of a contribution reviewed invoice by invoice, read defensively from the data sent. */
export function invoicesOf(item: ContributionItem): Omit<InvoiceOutcome, 'state' | 'motivoRifiuto'>[] {
  if (!isReviewedPerInvoice(item.moduleName) || item.stato === 'SALVATO' || item.stato === 'IN_BOZZA')
    return [];
  const suppliers = Array.isArray(item.dati.fornitori) ? (item.dati.fornitori as SentSupplier[]) : [];
  return suppliers.flatMap((s) =>
    (Array.isArray(s.fatture) ? s.fatture : [])
      .filter((f) => typeof f.blockId === 'string')
      .map((f) => ({
        blockId: f.blockId as string,
        supplier: text(s.denominazione) || text(s.idSoggetto),
        numeroFattura: text(f.numeroFattura),
        dataFattura: num(f.dataFattura),
        importo: num(f.importo),
      })),
  );
}

/**
 * GET /admin/leggi-stato-blocchi?blockIds=…: each invoice's state and rejection reason (spec part 1
 * §7: made when the first payment-experience contribution is no longer only saved).
 */
export const invoiceStatesQuery = (blockIds: readonly string[]) =>
  queryOptions({
    queryKey: ['contributions', 'block-states', ...blockIds] as const,
    queryFn: ({ signal }) =>
      apiRequest('/admin/leggi-stato-blocchi', blockStatesResponseSchema, {
        query: { blockIds: blockIds.join(',') },
        signal,
      }),
    enabled: blockIds.length > 0,
    staleTime: 0,
    meta: { silentError: true },
  });

const asState = (v: string | undefined): ModuleState | null =>
  (MODULE_STATES as readonly string[]).includes(v ?? '') ? (v as ModuleState) : null;

/** The invoices with their outcome from the block states. */
export function withOutcomes(
  invoices: ReturnType<typeof invoicesOf>,
  states: readonly { blockId: string; stato: string; motivoRifiuto: string | null }[] | undefined,
): InvoiceOutcome[] {
  return invoices.map((i) => {
    const s = states?.find((b) => b.blockId === i.blockId);
    return { ...i, state: asState(s?.stato), motivoRifiuto: s?.motivoRifiuto ?? null };
  });
}

/** How many invoices are accepted, rejected and in progress. */
export function outcomeCounts(outcomes: readonly InvoiceOutcome[]) {
  return {
    accepted: outcomes.filter((o) => o.state === 'APPROVATO').length,
    rejected: outcomes.filter((o) => o.state === 'NON_APPROVATO').length,
    pending: outcomes.filter((o) => o.state === 'IN_ATTESA_LAVORAZIONE' || o.state === 'IN_LAVORAZIONE')
      .length,
  };
}
