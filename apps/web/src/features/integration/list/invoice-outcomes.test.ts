import type { ContributionItem } from '@portal/domain';
import { describe, expect, it } from 'vitest';
import { invoicesOf, outcomeCounts, withOutcomes } from './invoice-outcomes.ts';

const item = (over: Partial<ContributionItem>): ContributionItem => ({
  moduleName: 'esperienzaPagamento',
  stato: 'IN_LAVORAZIONE',
  dataSalvataggio: null,
  dataInvio: '2026-11-20T10:00:00.000Z',
  motivoRifiuto: null,
  blockId: 'r1',
  dati: {
    fornitori: [
      {
        idSoggetto: '1000002',
        denominazione: 'BETA SPA',
        fatture: [
          { blockId: 'b1', numeroFattura: 'F1', dataFattura: 1, importo: 100 },
          { blockId: 'b2', numeroFattura: 'F2', dataFattura: 2, importo: 200 },
          { numeroFattura: 'F3' },
        ],
      },
    ],
  },
  ...over,
});

describe('invoice outcomes', () => {
  it('reads the sent invoices with a block, and none of a saved or other module contribution', () => {
    expect(invoicesOf(item({})).map((i) => [i.blockId, i.supplier, i.numeroFattura])).toEqual([
      ['b1', 'BETA SPA', 'F1'],
      ['b2', 'BETA SPA', 'F2'],
    ]);
    expect(invoicesOf(item({ stato: 'SALVATO' }))).toEqual([]);
    expect(invoicesOf(item({ moduleName: 'management' }))).toEqual([]);
  });

  it('joins each invoice with its block state and reason, and counts them', () => {
    const outcomes = withOutcomes(invoicesOf(item({})), [
      { blockId: 'b1', stato: 'APPROVATO', motivoRifiuto: null },
      { blockId: 'b2', stato: 'NON_APPROVATO', motivoRifiuto: 'Illeggibile' },
    ]);
    expect(outcomes.map((o) => [o.state, o.motivoRifiuto])).toEqual([
      ['APPROVATO', null],
      ['NON_APPROVATO', 'Illeggibile'],
    ]);
    expect(outcomeCounts(outcomes)).toEqual({ accepted: 1, rejected: 1, pending: 0 });
    expect(
      withOutcomes(invoicesOf(item({})), [{ blockId: 'b1', stato: 'BOGUS', motivoRifiuto: null }])[0]!.state,
    ).toBeNull();
  });
});
