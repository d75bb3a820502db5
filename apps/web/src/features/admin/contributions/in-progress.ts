import {
  type ContributionsResponse,
  isInProgress,
  isReviewedPerInvoice,
  MODULE_STATES,
  MODULES,
  type ModuleName,
  type ModuleState,
} from '@portal/domain';

/** One card of the review list: a module's open contribution, or one payment-experience invoice. */
export interface ReviewItem {
  key: string;
  moduleName: ModuleName;
  /** The block whose state the admin changes. */
  blockId: string;
  stato: ModuleState;
  dataInvio: string | null;
  /** Whole-module acceptance is not allowed: the module is reviewed invoice by invoice. */
  acceptDisabled: boolean;
  dati: Record<string, unknown>;
  /** For invoices: the supplier and the invoice number, to name the card. */
  invoice?: { fornitore: Record<string, unknown>; numeroFattura: string };
}

const PAYMENTS: ModuleName = 'esperienzaPagamento';

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const asState = (value: unknown): ModuleState | null =>
  typeof value === 'string' && (MODULE_STATES as readonly string[]).includes(value)
    ? (value as ModuleState)
    : null;

interface InvoiceRef {
  fornitore: Record<string, unknown>;
  fattura: Record<string, unknown>;
  blockId: string;
}

function invoicesOf(dati: Record<string, unknown>): InvoiceRef[] {
  const fornitori = Array.isArray(dati.fornitori) ? dati.fornitori.filter(isRecord) : [];
  return fornitori.flatMap((fornitore) =>
    (Array.isArray(fornitore.fatture) ? fornitore.fatture.filter(isRecord) : []).flatMap((fattura) =>
      typeof fattura.blockId === 'string' && fattura.blockId !== ''
        ? [{ fornitore, fattura, blockId: fattura.blockId }]
        : [],
    ),
  );
}

/** The open payment-experience contribution's invoice blocks, to ask for their states. */
export function invoiceBlockIds(answer: ContributionsResponse | undefined): string[] {
  const first = answer?.moduli[PAYMENTS]?.[0];
  if (!first || !isInProgress(first.stato)) return [];
  return invoicesOf(first.dati).map((i) => i.blockId);
}

/**
 * The cards of the admin review (spec part 1 §4): modules whose first entry is queued or in
 * processing; payment experiences one card per invoice, the accepted and rejected ones left out.
 */
export function reviewItems(
  answer: ContributionsResponse,
  blockStates: readonly { blockId: string; stato: string }[] = [],
): ReviewItem[] {
  const items: ReviewItem[] = [];
  for (const { name } of MODULES) {
    const first = answer.moduli[name]?.[0];
    if (!first || !isInProgress(first.stato)) continue;
    if (name === PAYMENTS) {
      for (const { fornitore, fattura, blockId } of invoicesOf(first.dati)) {
        const known = asState(blockStates.find((b) => b.blockId === blockId)?.stato);
        const stato = known ?? first.stato;
        if (stato === 'APPROVATO' || stato === 'NON_APPROVATO') continue;
        const { fatture: _fatture, ...supplier } = fornitore;
        items.push({
          key: `${name}-${blockId}`,
          moduleName: name,
          blockId,
          stato,
          dataInvio: first.dataInvio,
          acceptDisabled: false,
          dati: fattura,
          invoice: { fornitore: supplier, numeroFattura: String(fattura.numeroFattura ?? '') },
        });
      }
      continue;
    }
    if (!first.blockId) continue;
    items.push({
      key: `${name}-${first.blockId}`,
      moduleName: name,
      blockId: first.blockId,
      stato: first.stato,
      dataInvio: first.dataInvio,
      acceptDisabled: isReviewedPerInvoice(name),
      dati: first.dati,
    });
  }
  return items;
}
