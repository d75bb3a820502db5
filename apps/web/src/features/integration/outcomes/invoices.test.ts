import type { ContributionsResponse } from '@portal/domain';
import { describe, expect, it } from 'vitest';
import { contribution, emptyByModule } from '../../../../test/integration/fixtures.ts';
import { invoiceBlockIds, invoiceOutcomes, outcomeCounts, statesOfItem } from './invoices.ts';

const fattura = (numeroFattura: string, blockId: string) => ({
  numeroFattura,
  importo: 1234.5,
  dataFattura: Date.UTC(2026, 1, 9, 23),
  blockId,
});
const payments = contribution('esperienzaPagamento', 'IN_LAVORAZIONE', '2026-03-01T10:00:00.000Z', {
  dati: {
    fornitori: [
      {
        idSoggetto: 'F1',
        denominazione: 'ALFA SPA',
        fatture: [fattura('FT-1', 'b1'), fattura('FT-2', 'b2')],
      },
      { idSoggetto: 'F2', denominazione: 'BETA SRL', fatture: [fattura('FT-3', 'b3')] },
    ],
  },
});
const states = new Map([
  ['b1', { stato: 'APPROVATO', motivoRifiuto: null }],
  ['b2', { stato: 'NON_APPROVATO', motivoRifiuto: 'Importo errato' }],
]);

function answer(first: ReturnType<typeof contribution>): ContributionsResponse {
  const moduli = emptyByModule<ReturnType<typeof contribution>>();
  const storico = emptyByModule<ReturnType<typeof contribution>>();
  moduli.esperienzaPagamento = [first];
  storico.esperienzaPagamento = [
    contribution('esperienzaPagamento', 'NON_APPROVATO', '2026-01-01T10:00:00.000Z', {
      dati: { fornitori: [{ idSoggetto: 'F9', fatture: [fattura('OLD-1', 'b0')] }] },
    }),
  ];
  return { moduli, storicoContribuzioni: storico };
}

describe('invoice outcomes', () => {
  it('asks for the blocks of every sent invoice, current or in the history', () => {
    expect(invoiceBlockIds(answer(payments))).toEqual(['b1', 'b2', 'b3', 'b0']);
    // a saved record has no blocks; the history's invoices keep their outcomes
    expect(invoiceBlockIds(answer(contribution('esperienzaPagamento', 'SALVATO', null)))).toEqual(['b0']);
    const decided = answer(payments);
    decided.moduli.esperienzaPagamento = [];
    expect(invoiceBlockIds(decided)).toEqual(['b0']);
    expect(invoiceBlockIds(undefined)).toEqual([]);
  });

  it('gives each invoice its own state and reason, the contribution state when unknown', () => {
    const outcomes = invoiceOutcomes(payments, states);
    expect(outcomes.map((o) => [o.fornitore, o.numeroFattura, o.stato, o.motivoRifiuto])).toEqual([
      ['ALFA SPA', 'FT-1', 'APPROVATO', null],
      ['ALFA SPA', 'FT-2', 'NON_APPROVATO', 'Importo errato'],
      ['BETA SRL', 'FT-3', 'IN_LAVORAZIONE', null],
    ]);
    expect(outcomeCounts(outcomes)).toEqual({ accepted: 1, rejected: 1, inProgress: 1 });
  });

  it('filters a payments contribution by the states of its invoices, others by their own', () => {
    expect(statesOfItem(payments, states).sort()).toEqual(['APPROVATO', 'IN_LAVORAZIONE', 'NON_APPROVATO']);
    const registry = contribution('anagrafica', 'APPROVATO', '2026-03-01T10:00:00.000Z');
    expect(statesOfItem(registry, states)).toEqual(['APPROVATO']);
  });
});
