import {
  type ContributionItem,
  type ContributionsResponse,
  dayKey,
  formatDayKey,
  isDecided,
  isInProgress,
  MODULE_STATES,
  type ModuleState,
  PER_INVOICE_MODULES,
} from '@portal/domain';
import type { ComponentType, ReactNode } from 'react';

/*
 * The outcome of each invoice of a contribution reviewed invoice by invoice (spec part 1 §4: each
 * invoice has its own state by blockId): pure, so that the rules are tested on their own.
 */

/** The answer of the block-status call, by block id. */
export type BlockStates = ReadonlyMap<string, { stato: string; motivoRifiuto: string | null }>;

export interface InvoiceOutcome {
  blockId: string;
  fornitore: string;
  numeroFattura: string;
  /** Day-start timestamp (ms), as the invoice holds it. */
  dataFattura: number | null;
  importo: number | null;
  stato: ModuleState;
  motivoRifiuto: string | null;
  /** The supplier's address from the imported e-invoice's contacts, when there is one. */
  emailFornitore?: string;
  /** The invoice's attached document, when the invoice has one. */
  allegato?: { codice: string; nomeFile: string; formato: string | null };
}

/**
 * A module's own line under each sent invoice (the registry's optional `InvoiceOutcome`, e.g. the
 * supplier confirmation): it renders `Row` (a table row across the invoice's columns) with its
 * content, or nothing.
 */
export interface InvoiceOutcomeProps {
  outcome: InvoiceOutcome;
  Row: ComponentType<{ children: ReactNode }>;
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const text = (value: unknown) => (typeof value === 'string' ? value : '');
const num = (value: unknown) => (typeof value === 'number' && Number.isFinite(value) ? value : null);
const isSent = (state: ModuleState) => isInProgress(state) || isDecided(state);
const asState = (value: unknown): ModuleState | null =>
  typeof value === 'string' && (MODULE_STATES as readonly string[]).includes(value)
    ? (value as ModuleState)
    : null;

export const isPerInvoiceItem = (item: ContributionItem): boolean =>
  PER_INVOICE_MODULES.includes(item.moduleName);

/** Every invoice of a contribution with its block: `dati.fornitori[].fatture[]`. */
function sentInvoices(item: ContributionItem) {
  const fornitori = Array.isArray(item.dati.fornitori) ? item.dati.fornitori.filter(isRecord) : [];
  return fornitori.flatMap((fornitore) =>
    (Array.isArray(fornitore.fatture) ? fornitore.fatture.filter(isRecord) : []).flatMap((fattura) => {
      const blockId = text(fattura.blockId);
      if (!blockId) return [];
      const email = isRecord(fattura.origine) ? text(fattura.origine.emailFornitore) : '';
      const codice = text(fattura.chiaveDocumento);
      const nomeFile = text(fattura.nomeFile);
      return [
        {
          blockId,
          fornitore: text(fornitore.denominazione) || text(fornitore.idSoggetto),
          numeroFattura: text(fattura.numeroFattura),
          dataFattura: num(fattura.dataFattura),
          importo: num(fattura.importo),
          motivoRifiuto: text(fattura.motivoRifiuto) || null,
          ...(email ? { emailFornitore: email } : {}),
          ...(codice && nomeFile
            ? { allegato: { codice, nomeFile, formato: text(fattura.contentType) || null } }
            : {}),
        },
      ];
    }),
  );
}

/**
 * The block ids whose states the company asks for (spec part 1 §7): the invoices of every sent
 * contribution reviewed invoice by invoice, current or in the history. When the first such record
 * is not SALVATO this is the spec's call; a newly saved record does not hide the earlier outcomes.
 */
export function invoiceBlockIds(data: ContributionsResponse | undefined): string[] {
  if (!data) return [];
  const sent = PER_INVOICE_MODULES.flatMap((name) => [
    ...(data.moduli[name] ?? []),
    ...(data.storicoContribuzioni[name] ?? []),
  ]).filter((item) => isSent(item.stato));
  return [...new Set(sent.flatMap((item) => sentInvoices(item).map((i) => i.blockId)))];
}

/** Each invoice with its own state and reason; without a known block state, the contribution's. */
export function invoiceOutcomes(item: ContributionItem, states: BlockStates): InvoiceOutcome[] {
  return sentInvoices(item).map((invoice) => {
    const block = states.get(invoice.blockId);
    return {
      ...invoice,
      stato: asState(block?.stato) ?? item.stato,
      motivoRifiuto: block ? block.motivoRifiuto : invoice.motivoRifiuto,
    };
  });
}

export interface OutcomeCounts {
  accepted: number;
  rejected: number;
  inProgress: number;
}

export function outcomeCounts(outcomes: readonly InvoiceOutcome[]): OutcomeCounts {
  const count = (test: (s: ModuleState) => boolean) => outcomes.filter((o) => test(o.stato)).length;
  return {
    accepted: count((s) => s === 'APPROVATO'),
    rejected: count((s) => s === 'NON_APPROVATO'),
    inProgress: count(isInProgress),
  };
}

/**
 * The states a contribution is filtered by: a payments contribution has those of its invoices
 * (it matches a state when any invoice has it), any other its own.
 */
export function statesOfItem(item: ContributionItem, states: BlockStates): ModuleState[] {
  if (!isPerInvoiceItem(item)) return [item.stato];
  const outcomes = invoiceOutcomes(item, states);
  return outcomes.length > 0 ? [...new Set(outcomes.map((o) => o.stato))] : [item.stato];
}

/** An invoice's date as the lists show it (DD/MM/YYYY), '-' when it has none. */
export const invoiceDay = (ms: number | null) => (ms === null ? '-' : formatDayKey(dayKey(ms)));
