import { formatDate } from '@portal/domain';
import PDFDocument from 'pdfkit';
import type { EinvoiceDocument, Party } from '../../../../parsers/fatturapa/index.ts';

/**
 * The one place that picks the evidence PDF's fonts. The standard fonts cover windows-1252 only:
 * other characters are replaced until a Unicode font is embedded here.
 */
function useFont(doc: PDFKit.PDFDocument, weight: 'regular' | 'bold') {
  return doc.font(weight === 'bold' ? 'Helvetica-Bold' : 'Helvetica');
}
const WIN_ANSI_EXTRA = '€‚ƒ„…†‡ˆ‰Š‹ŒŽ‘’“”•–—˜™š›œžŸ';
const printable = (s: string) =>
  [...s].map((c) => ((c >= ' ' && c <= '\u00ff') || WIN_ANSI_EXTRA.includes(c) ? c : '?')).join('');

const MAX_LINES = 200;
const money = (n: number) =>
  new Intl.NumberFormat('it-IT', { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(n);
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
  const doc = new PDFDocument({ size: 'A4', margin: 50, info: { Title: printable(`Fattura ${d.numero}`) } });
  const chunks: Buffer[] = [];
  doc.on('data', (c: Buffer) => chunks.push(c));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  // Label and value in two columns: cheaper than continued text, which lays out each run again.
  const row = (label: string, value: string) => {
    const y = doc.y;
    doc.text(`${label}:`, 50, y, { width: 110, lineBreak: false });
    doc.text(printable(value), 165, y, { width: 380 });
    doc.x = 50;
  };
  useFont(doc, 'bold').fontSize(16).text('Fattura elettronica – copia leggibile');
  useFont(doc, 'regular')
    .fontSize(9)
    .text(
      printable(
        `Generata dal file ${input.nomeFileXml}${input.firmata ? ' (firmato digitalmente, firmatario non verificato)' : ''}.`,
      ),
    )
    .moveDown();
  doc.fontSize(11);
  useFont(doc, 'regular');
  row('Fornitore', `${fornitore.denominazione} (${codes(fornitore)})`);
  row('Cliente', `${committente.denominazione} (${codes(committente)})`);
  row('Tipo documento', d.tipoDocumento);
  row('Numero', d.numero);
  row('Data', formatDate(d.data));
  row('Scadenza', formatDate(d.dataScadenza));
  row('Importo', `${money(d.importo)} ${d.divisa}`);
  if (d.descrizione) row('Causale', d.descrizione);
  if (d.righe.length) {
    doc.moveDown();
    useFont(doc, 'bold').text('Righe');
    useFont(doc, 'regular').fontSize(9);
    for (const r of d.righe.slice(0, MAX_LINES)) {
      doc.text(printable(`${r.quantita ? `${r.quantita} × ` : ''}${r.descrizione} — ${r.importo}`));
    }
    if (d.righe.length > MAX_LINES) doc.text(`… altre ${d.righe.length - MAX_LINES} righe nel file XML.`);
  }
  doc.end();
  return done;
}
