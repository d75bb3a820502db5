import { describe, expect, it } from 'vitest';
import {
  COMPANY_STATES,
  canMove,
  MODULES,
  movesFor,
  OTHER_REASON,
  PER_INVOICE_MODULES,
  rejectionFormSchema,
  rejectionTextFormSchema,
} from '../src/index.ts';

describe('the moves the screens offer', () => {
  it('lets an analyst start a queued block, then accept or reject it; nothing else', () => {
    for (const of of ['record', 'block'] as const) {
      expect(movesFor('IN_ATTESA_LAVORAZIONE', 'analyst', of)).toEqual(['IN_LAVORAZIONE']);
      expect(movesFor('IN_LAVORAZIONE', 'analyst', of)).toEqual(['APPROVATO', 'NON_APPROVATO']);
      expect(movesFor('APPROVATO', 'analyst', of)).toEqual([]);
      expect(movesFor('SALVATO', 'analyst', of)).toEqual([]);
    }
  });

  it('has the company create invoice blocks and delete only drafts and saved records', () => {
    expect(canMove(null, 'IN_ATTESA_LAVORAZIONE', 'company', 'block')).toBe(true);
    expect(canMove(null, 'IN_ATTESA_LAVORAZIONE', 'company', 'record')).toBe(false);
    expect(canMove('IN_BOZZA', null, 'company')).toBe(true);
    expect(canMove('SALVATO', null, 'company')).toBe(true);
    expect(canMove('IN_ATTESA_LAVORAZIONE', null, 'company')).toBe(false);
    expect(canMove('IN_BOZZA', null, 'analyst')).toBe(false);
  });

  it('names the states only the company moves to (four-eyes rule)', () => {
    expect([...COMPANY_STATES].sort()).toEqual(['IN_ATTESA_LAVORAZIONE', 'IN_BOZZA', 'SALVATO']);
  });

  it('finds the modules reviewed invoice by invoice through their definitions', () => {
    expect(PER_INVOICE_MODULES).toEqual(MODULES.filter((m) => m.review === 'perInvoice').map((m) => m.name));
    expect(PER_INVOICE_MODULES.length).toBeGreaterThan(0);
  });
});

describe('the rejection forms', () => {
  it('want the words in the one-company review', () => {
    expect(rejectionTextFormSchema.safeParse({ motivoRifiuto: '  ' }).success).toBe(false);
    expect(rejectionTextFormSchema.parse({ motivoRifiuto: ' Importo errato ' })).toEqual({
      motivoRifiuto: 'Importo errato',
    });
  });

  it('want a reason of the catalogue, and words for "other"', () => {
    expect(rejectionFormSchema.safeParse({ reasonCode: '', motivoRifiuto: '' }).success).toBe(false);
    expect(rejectionFormSchema.safeParse({ reasonCode: 'illeggibile', motivoRifiuto: '' }).success).toBe(
      true,
    );
    expect(rejectionFormSchema.safeParse({ reasonCode: OTHER_REASON.code, motivoRifiuto: ' ' }).success).toBe(
      false,
    );
    expect(rejectionFormSchema.safeParse({ reasonCode: OTHER_REASON.code, motivoRifiuto: 'x' }).success).toBe(
      true,
    );
  });
});
