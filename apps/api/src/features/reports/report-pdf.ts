import { type CertificateConfig, formatDate, type ReportContent } from '@portal/domain';
import PDFDocument from 'pdfkit';
import { type Block, reportSections, type Section } from './report-sections.ts';

const BLUE = '#1864ab';
const GREY = '#495057';

function newDocument(title: string, date: Date): PDFKit.PDFDocument {
  // A fixed creation date keeps the same delivery's PDF byte-identical on every download.
  return new PDFDocument({
    size: 'A4',
    margin: 50,
    info: { Title: title, Author: 'Credibility', CreationDate: date },
  });
}

function writeBlock(doc: PDFKit.PDFDocument, b: Block) {
  const width = doc.page.width - 100;
  switch (b.type) {
    case 'rows':
      for (const [k, v] of b.rows) {
        doc
          .font('Helvetica-Bold')
          .fontSize(9)
          .fillColor(GREY)
          .text(k, { continued: true })
          .font('Helvetica')
          .fillColor('black')
          .text(`  ${v}`, { width });
      }
      break;
    case 'table':
      doc.font('Helvetica-Bold').fontSize(9).fillColor(GREY).text(b.head.join('  |  '), { width });
      doc.font('Helvetica').fillColor('black');
      for (const row of b.rows) doc.text(row.join('  |  '), { width });
      break;
    case 'text':
      doc
        .font('Helvetica')
        .fontSize(b.small ? 8 : 9)
        .fillColor('black')
        .text(b.text, { width });
      break;
    case 'list':
      doc.font('Helvetica-Bold').fontSize(9).fillColor(GREY).text(b.title);
      doc.font('Helvetica').fillColor('black').list(b.items, { width });
      break;
  }
  doc.moveDown(0.4);
}

function writeSection(doc: PDFKit.PDFDocument, title: string, blocks: Block[]) {
  if (doc.y > doc.page.height - 160) doc.addPage();
  doc.moveDown(0.6).font('Helvetica-Bold').fontSize(12).fillColor(BLUE).text(title).moveDown(0.3);
  for (const b of blocks) writeBlock(doc, b);
}

function writeIdentity(doc: PDFKit.PDFDocument, r: ReportContent, heading: string, lines: string[]) {
  const c = r.company;
  doc.font('Helvetica-Bold').fontSize(18).fillColor(BLUE).text(heading);
  doc.moveDown(0.3).fontSize(14).fillColor('black').text(c.companyName);
  doc.font('Helvetica').fontSize(9).fillColor(GREY);
  doc.text(`Codice fiscale ${c.taxCode}${c.vat ? ` - Partita IVA ${c.vat}` : ''}`);
  doc.text(
    `${c.address.street} - ${c.address.postCode} ${c.address.municipality} (${c.address.provinceCode})`,
  );
  for (const line of lines) doc.text(line);
  doc.moveDown(0.5);
}

/** The provider report as a PDF: every section of the viewer. */
export function reportPdf(
  r: ReportContent,
  meta: { cdRichiesta: string; idConsegna: string; deliveredAt: Date },
) {
  const doc = newDocument(`Rapporto ${meta.cdRichiesta}`, meta.deliveredAt);
  writeIdentity(doc, r, 'Rapporto informativo', [
    `Rapporto ${meta.cdRichiesta} / ${meta.idConsegna} del ${formatDate(meta.deliveredAt)}`,
  ]);
  for (const s of reportSections(r)) writeSection(doc, s.title, s.blocks);
  doc.end();
  return doc;
}

/** The headings of the certificate sections, one per toggle (spec part 1 §2.4). */
export const CERTIFICATE_SECTION_TITLES: Record<keyof CertificateConfig, string> = {
  fidoCertificato: 'Fido certificato',
  situazioneEcoFin: 'Situazione economico-finanziaria',
  valutazioneTempiPagamento: 'Valutazione dei tempi di pagamento',
  eventiNegativi: 'Eventi negativi',
};

function certificateBlocks(key: keyof CertificateConfig, r: ReportContent, sections: Section[]): Block[] {
  const of = (...ids: Section['id'][]) => sections.filter((s) => ids.includes(s.id)).flatMap((s) => s.blocks);
  switch (key) {
    case 'fidoCertificato':
      return of('ExecutiveSummary').filter((b) => b.type === 'rows');
    case 'situazioneEcoFin':
      return r.bilancio
        ? of('BalanceSheetAnalysis', 'OverallAssessment')
        : [{ type: 'text', text: 'Dati non disponibili' }];
    case 'valutazioneTempiPagamento':
      return of('PaymentExperiences');
    case 'eventiNegativi':
      return of('NegativeEvents');
  }
}

/** The credibility certificate: the company's identity, the issue date and only the chosen sections. */
export function certificatePdf(
  r: ReportContent,
  chosen: CertificateConfig,
  meta: { cdRichiesta: string; idConsegna: string; deliveredAt: Date },
) {
  const doc = newDocument('Attestato di credibilità', meta.deliveredAt);
  writeIdentity(doc, r, 'Attestato di credibilità', [
    `Data di emissione: ${formatDate(meta.deliveredAt)}`,
    `Codice attestato: ${meta.cdRichiesta}/${meta.idConsegna}`,
  ]);
  const sections = reportSections(r);
  for (const key of Object.keys(CERTIFICATE_SECTION_TITLES) as (keyof CertificateConfig)[]) {
    if (chosen[key]) writeSection(doc, CERTIFICATE_SECTION_TITLES[key], certificateBlocks(key, r, sections));
  }
  doc
    .moveDown(1)
    .font('Helvetica-Oblique')
    .fontSize(8)
    .fillColor(GREY)
    .text(
      "Attestato rilasciato su richiesta dell'azienda sulla base delle informazioni disponibili alla data di emissione.",
    );
  doc.end();
  return doc;
}
