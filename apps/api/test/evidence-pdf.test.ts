import { extractText, getDocumentProxy } from 'unpdf';
import { describe, expect, it } from 'vitest';
import { renderEvidencePdf } from '../src/features/contributions/modules/esperienze-pagamento/evidence-pdf.ts';

const party = (denominazione: string) => ({
  idPaese: 'IT',
  partitaIva: '01234567890',
  codiceFiscale: null,
  denominazione,
  nome: '',
  cognome: '',
  email: '',
  telefono: '',
});

const evidence = (divisa: string) =>
  renderEvidencePdf({
    fornitore: party('Società Agricola Perù S.R.L.'),
    committente: party('Łódź Ünïcødé 漢字 S.P.A.'),
    documento: {
      tipoDocumento: 'TD01',
      numero: 'FT-€/1',
      data: '2026-10-15',
      divisa,
      importo: 1234.5,
      fonteImporto: 'totale',
      dataScadenza: '2026-11-20',
      fonteScadenza: 'scadenza',
      descrizione: 'Fornitura di caffè, tè e più – “qualità” garantita',
      righe: [{ quantita: '2.00', descrizione: 'Città dell’Aquila, perché', importo: '617.25' }],
      allegatoPdf: null,
      esclusione: null,
    },
    nomeFileXml: 'fattura-è.xml',
    firmata: false,
  });

const textOf = async (pdf: Buffer) =>
  (await extractText(await getDocumentProxy(new Uint8Array(pdf)), { mergePages: true })).text.replace(
    /\s+/g,
    ' ',
  );

describe('the evidence PDF of an e-invoice', () => {
  it('keeps accented Italian, € and CJK in the embedded Noto fonts, with money grouped', async () => {
    const pdf = await evidence('EUR');
    const text = await textOf(pdf);
    for (const part of [
      'Società Agricola Perù',
      'Łódź Ünïcødé 漢字',
      'FT-€/1',
      'caffè, tè e più – “qualità”',
      'Città dell’Aquila, perché',
      'fattura-è.xml',
      '1.234,50 €',
      '617,25 €',
      '15/10/2026',
    ])
      expect(text).toContain(part);
    expect(text).not.toContain('?');
    const raw = pdf.toString('latin1');
    expect(raw).toMatch(/NotoSans/);
    expect(raw).not.toMatch(/Helvetica/);
  });

  it('prints another currency by its code', async () => {
    expect(await textOf(await evidence('USD'))).toContain('1.234,50 USD');
  });
});
