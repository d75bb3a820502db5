import { formatDate, formatMoney } from '@portal/domain';
import PDFDocument from 'pdfkit';
import type { EinvoiceDocument, Party } from '../../../../parsers/fatturapa/index.ts';
import { registerPdfFonts, writeText } from '../../../../pdf/fonts.ts';

const MAX_LINES = 200;
const amount = (text: string, currency: string) =>
  /^-?\d+(\.\d+)?$/.test(text.trim()) ? formatMoney(Number(text), currency) : text;
const codes = (p: Party) =>
  [p.partitaIva && `P.IVA ${p.idPaese ?? ''}${p.partitaIva}`, p.codiceFiscale && `C.F. ${p.codiceFiscale}`]
    .filter(Boolean)
    .join(' – ');

/** A readable copy of one e-invoice body, rendered from its XML, for an e-invoice without its own PDF. */
export function renderEvidencePdf(input: {
  fornitore: Party;
  committente: Party;
  documento: EinvoiceDocument;
  nomeFileXml: string;
  firmata: boolean;
}): Promise<Buffer> {
  const { fornitore, committente, documento: d } = input;
  const doc = new PDFDocument({ size: 'A4', margin: 50, info: { Title: `Fattura ${d.numero}` } });
  registerPdfFonts(doc);
  const chunks: Buffer[] = [];
  doc.on('data', (c: Buffer) => chunks.push(c));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  // Label and value in two columns: cheaper than continued text, which lays out each run again.
  const row = (label: string, value: string) => {
    const y = doc.y;
    doc.x = 50;
    writeText(doc, `${label}:`, 'regular', { width: 110, lineBreak: false });
    [doc.x, doc.y] = [165, y];
    writeText(doc, value, 'regular', { width: 380 });
    doc.x = 50;
  };
  writeText(doc.fontSize(16), 'Fattura elettronica – copia leggibile', 'bold');
  writeText(
    doc.fontSize(9),
    `Generata dal file ${input.nomeFileXml}${input.firmata ? ' (firmato digitalmente, firmatario non verificato)' : ''}.`,
    'regular',
  ).moveDown();
  doc.fontSize(11);
  row('Fornitore', `${fornitore.denominazione} (${codes(fornitore)})`);
  row('Cliente', `${committente.denominazione} (${codes(committente)})`);
  row('Tipo documento', d.tipoDocumento);
  row('Numero', d.numero);
  row('Data', formatDate(d.data));
  row('Scadenza', formatDate(d.dataScadenza));
  row('Importo', formatMoney(d.importo, d.divisa));
  if (d.descrizione) row('Causale', d.descrizione);
  if (d.righe.length) {
    doc.moveDown();
    writeText(doc, 'Righe', 'bold');
    doc.fontSize(9);
    for (const r of d.righe.slice(0, MAX_LINES)) {
      const quantity = r.quantita ? `${r.quantita} × ` : '';
      writeText(doc, `${quantity}${r.descrizione} — ${amount(r.importo, d.divisa)}`, 'regular');
    }
    if (d.righe.length > MAX_LINES)
      writeText(doc, `… altre ${d.righe.length - MAX_LINES} righe nel file XML.`, 'regular');
  }
  doc.end();
  return done;
}
