import {
  type ContributionsResponse,
  isDecided,
  isInProgress,
  MODULE_STATES,
  MODULES,
  type ModuleName,
  type ModuleState,
  PER_INVOICE_MODULES,
} from '@portal/domain';

/** One card of the review list: a module's open contribution, or one invoice of a module reviewed by invoice. */
export interface ReviewItem {
  key: string;
  moduleName: ModuleName;
  /** The block whose state the admin changes. */
  blockId: string;
  stato: ModuleState;
  dataInvio: string | null;
  dati: Record<string, unknown>;
  /** For invoices: the supplier and the invoice number, to name the card. */
  invoice?: { fornitore: Record<string, unknown>; numeroFattura: string };
}

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

/** The invoice blocks of the open contributions reviewed invoice by invoice, to ask for their states. */
export function invoiceBlockIds(answer: ContributionsResponse | undefined): string[] {
  return PER_INVOICE_MODULES.flatMap((name) => {
    const first = answer?.moduli[name]?.[0];
    if (!first || !isInProgress(first.stato)) return [];
    return invoicesOf(first.dati).map((i) => i.blockId);
  });
}

/**
 * The cards of the admin review (spec part 1 §4): modules whose first entry is queued or in
 * processing; a module reviewed invoice by invoice one card per invoice, the decided ones left out.
 */
export function reviewItems(
  answer: ContributionsResponse,
  blockStates: readonly { blockId: string; stato: string }[] = [],
): ReviewItem[] {
  const items: ReviewItem[] = [];
  for (const { name } of MODULES) {
    const first = answer.moduli[name]?.[0];
    if (!first || !isInProgress(first.stato)) continue;
    if (PER_INVOICE_MODULES.includes(name)) {
      for (const { fornitore, fattura, blockId } of invoicesOf(first.dati)) {
        const known = asState(blockStates.find((b) => b.blockId === blockId)?.stato);
        const stato = known ?? first.stato;
        if (isDecided(stato)) continue;
        const { fatture: _fatture, ...supplier } = fornitore;
        items.push({
          key: `${name}-${blockId}`,
          moduleName: name,
          blockId,
          stato,
          dataInvio: first.dataInvio,
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
      dati: first.dati,
    });
  }
  return items;
}
