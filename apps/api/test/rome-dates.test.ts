// The process runs in UTC, as the servers do: every date the server renders must still be the day in Italy.
process.env.TZ = 'UTC';

import { formatDate } from '@portal/domain';
import { extractText, getDocumentProxy } from 'unpdf';
import { describe, expect, it } from 'vitest';
import { certificatePdf } from '../src/features/certificate/pdf.ts';
import { supplierMail } from '../src/features/contributions/modules/esperienze-pagamento/confirmation/mail.ts';
import { answerPage } from '../src/features/contributions/modules/esperienze-pagamento/confirmation/page.ts';
import { renderEvidencePdf } from '../src/features/contributions/modules/esperienze-pagamento/evidence-pdf.ts';
import { reportPdf } from '../src/features/reports/report-pdf.ts';
import { pdfBytes } from '../src/pdf/document.ts';
import { reportFor, subjectLine } from './provider-helpers.ts';

// 15/10/2026 00:30 and 20/11/2026 23:30 in Rome (summer time, then winter time): UTC says 14/10 and 20/11.
const OCT_15_0030 = Date.UTC(2026, 9, 14, 22, 30);
const NOV_20_2330 = Date.UTC(2026, 10, 20, 22, 30);
// The start of the day in Rome, as invoice and payment dates travel: UTC says the day before.
const OCT_15_MIDNIGHT = Date.UTC(2026, 9, 14, 22, 0);
const NOV_20_MIDNIGHT = Date.UTC(2026, 10, 19, 23, 0);

const textOf = async (pdf: Buffer) =>
  (await extractText(await getDocumentProxy(new Uint8Array(pdf)), { mergePages: true })).text;

describe('server-rendered dates are the day in Italy, with the process in UTC', () => {
  it('the process is in UTC (otherwise this test proves nothing)', () => {
    expect(new Date(OCT_15_0030).getDate()).toBe(14);
    expect(new Date(NOV_20_2330).getHours()).toBe(22);
  });

  it('the supplier page prints the dates the company sees', () => {
    const html = answerPage({
      token: 't',
      companyName: 'ALFA S.R.L.',
      supplierName: 'BETA S.P.A.',
      numeroFattura: '7',
      dataFattura: OCT_15_MIDNIGHT,
      importo: 1000,
      dataPagamento: NOV_20_MIDNIGHT,
    });
    expect(html).toContain('15/10/2026');
    expect(html).toContain('20/11/2026');
    expect(html).not.toMatch(/14\/10\/2026|19\/11\/2026/);
  });

  it('the supplier mail prints the validity day in Italy (23:30 and 00:30)', () => {
    const mailFor = (at: number) =>
      supplierMail({ companyName: 'A', numeroFattura: '1', url: 'u', expiresAt: new Date(at) });
    const late = mailFor(NOV_20_2330);
    expect(late.text).toContain('valido fino al 20/11/2026');
    const early = mailFor(OCT_15_0030);
    expect(early.text).toContain('valido fino al 15/10/2026');
    expect(early.html).toContain('15/10/2026');
  });

  it('the report and certificate PDFs print the delivery day in Italy', async () => {
    const report = reportFor(subjectLine('R1'));
    const meta = { cdRichiesta: 'CD1', idConsegna: 'C1', deliveredAt: new Date(OCT_15_0030) };
    expect(await textOf(await pdfBytes(reportPdf(report, meta)))).toContain('del 15/10/2026');
    const certificate = certificatePdf(report, {} as never, meta, {
      id: 'x',
      url: 'https://example.test/v/x',
      expiresAt: new Date(NOV_20_2330),
    });
    const text = await textOf(await pdfBytes(certificate));
    expect(text).toContain('Data di emissione: 15/10/2026');
    expect(text).toContain('20/11/2026');
  });

  it('the evidence PDF prints the invoice days as written', async () => {
    const party = {
      idPaese: 'IT',
      partitaIva: '01234567890',
      codiceFiscale: null,
      denominazione: 'X',
      nome: '',
      cognome: '',
      email: '',
      telefono: '',
    };
    const pdf = await renderEvidencePdf({
      fornitore: party,
      committente: party,
      documento: {
        tipoDocumento: 'TD01',
        numero: '1',
        data: '2026-10-15',
        divisa: 'EUR',
        importo: 100,
        fonteImporto: 'totale',
        dataScadenza: '2026-11-20',
        fonteScadenza: 'scadenza',
        descrizione: '',
        righe: [],
        allegatoPdf: null,
        esclusione: null,
      },
      nomeFileXml: 'f.xml',
      firmata: false,
    });
    const text = await textOf(pdf);
    expect(text).toContain('15/10/2026');
    expect(text).toContain('20/11/2026');
  });

  it.each([
    [OCT_15_0030, '15/10/2026'],
    [NOV_20_2330, '20/11/2026'],
    [new Date(OCT_15_MIDNIGHT), '15/10/2026'],
    // strings are calendar days as written (the provider's dates: the part before 'T')
    ['2026-11-20T23:30:00+01:00', '20/11/2026'],
    ['2026-10-15T00:30:00+02:00', '15/10/2026'],
    ['2026-10-15', '15/10/2026'],
    ['2026-10-15T23:30:00', '15/10/2026'],
  ])('formatDate(%s) → %s', (value, expected) => expect(formatDate(value)).toBe(expected));
});
