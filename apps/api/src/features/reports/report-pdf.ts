import { type CertificateConfig, formatDate, type ReportContent } from '@portal/domain';
import PDFDocument from 'pdfkit';
import QRCode from 'qrcode';
import { fontRuns, registerPdfFonts, writeText } from './pdf-fonts.ts';
import { type Block, reportSections, type Section } from './report-sections.ts';

const BLUE = '#1864ab';
const GREY = '#495057';

/** A document and the root of its structure tree: every piece of content is tagged under it. */
type Tagged = { doc: PDFKit.PDFDocument; root: PDFKit.PDFStructureElement };

function newDocument(title: string, date: Date): Tagged {
  // A fixed creation date keeps the same delivery's PDF byte-identical on every download.
  const doc = new PDFDocument({
    size: 'A4',
    margin: 50,
    pdfVersion: '1.7',
    tagged: true,
    lang: 'it-IT',
    displayTitle: true,
    info: { Title: title, Author: 'Credibility', CreationDate: date },
  });
  registerPdfFonts(doc);
  doc.font('regular');
  const root = doc.struct('Document');
  doc.addStructure(root);
  return { doc, root };
}

/** Adds a structure element of `type` whose content is what `draw` puts on the page. */
function tag(t: Tagged, type: string, draw: () => void) {
  t.root.add(t.doc.struct(type, {}, draw));
}

const hasCjk = (text: string) => fontRuns(text, 'regular').some((r) => r.font === 'cjk');

function writeBlock(t: Tagged, b: Block) {
  const { doc } = t;
  const width = doc.page.width - 100;
  switch (b.type) {
    case 'rows':
      for (const [k, v] of b.rows) {
        tag(t, 'P', () => {
          doc.fontSize(9).fillColor(GREY);
          writeText(doc, k, 'bold', { continued: true });
          doc.fillColor('black');
          writeText(doc, `  ${v}`, 'regular', { width });
        });
      }
      break;
    case 'table': {
      const cell = (text: string, head: boolean) => ({
        text,
        type: head ? ('TH' as const) : ('TD' as const),
        font: { src: hasCjk(text) ? 'cjk' : head ? 'bold' : 'regular', size: 8 },
        textColor: head ? GREY : 'black',
      });
      doc.table({
        structParent: t.root,
        maxWidth: width,
        defaultStyle: { border: 0.5, borderColor: '#ced4da', padding: 2 },
        data: [b.head.map((h) => cell(h, true)), ...b.rows.map((row) => row.map((c) => cell(c, false)))],
      } as PDFKit.Mixins.TableOptionsWithData);
      doc.x = 50;
      break;
    }
    case 'text':
      tag(t, 'P', () => {
        doc.fontSize(b.small ? 8 : 9).fillColor('black');
        writeText(doc, b.text, 'regular', { width });
      });
      break;
    case 'list': {
      tag(t, 'P', () => {
        doc.fontSize(9).fillColor(GREY);
        writeText(doc, b.title, 'bold');
      });
      const list = doc.struct('L');
      t.root.add(list);
      for (const item of b.items) {
        list.add(
          doc.struct('LI', {}, () => {
            doc.fontSize(9).fillColor('black');
            writeText(doc, `• ${item}`, 'regular', { width, indent: 10 });
          }),
        );
      }
      list.end();
      break;
    }
  }
  doc.moveDown(0.4);
}

function writeSection(t: Tagged, title: string, blocks: Block[]) {
  const { doc } = t;
  if (doc.y > doc.page.height - 160) doc.addPage();
  doc.moveDown(0.6);
  tag(t, 'H2', () => {
    doc.fontSize(12).fillColor(BLUE);
    writeText(doc, title, 'bold');
  });
  doc.moveDown(0.3);
  for (const b of blocks) writeBlock(t, b);
}

function writeIdentity(t: Tagged, r: ReportContent, heading: string, lines: string[]) {
  const { doc } = t;
  const c = r.company;
  tag(t, 'H1', () => {
    doc.fontSize(18).fillColor(BLUE);
    writeText(doc, heading, 'bold');
  });
  doc.moveDown(0.3);
  tag(t, 'P', () => {
    doc.fontSize(14).fillColor('black');
    writeText(doc, c.companyName, 'bold');
  });
  const details = [
    `Codice fiscale ${c.taxCode}${c.vat ? ` - Partita IVA ${c.vat}` : ''}`,
    `${c.address.street} - ${c.address.postCode} ${c.address.municipality} (${c.address.provinceCode})`,
    ...lines,
  ];
  for (const line of details) {
    tag(t, 'P', () => {
      doc.fontSize(9).fillColor(GREY);
      writeText(doc, line, 'regular');
    });
  }
  doc.moveDown(0.5);
}

function finish(t: Tagged) {
  t.root.end();
  t.doc.end();
  return t.doc;
}

/** The provider report as a PDF: every section of the viewer. */
export function reportPdf(
  r: ReportContent,
  meta: { cdRichiesta: string; idConsegna: string; deliveredAt: Date },
) {
  const t = newDocument(`Rapporto ${meta.cdRichiesta}`, meta.deliveredAt);
  writeIdentity(t, r, 'Rapporto informativo', [
    `Rapporto ${meta.cdRichiesta} / ${meta.idConsegna} del ${formatDate(meta.deliveredAt)}`,
  ]);
  for (const s of reportSections(r)) writeSection(t, s.title, s.blocks);
  return finish(t);
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
      // the counts only: the events' list is the report's (issue 29 leaves the certificate as it was)
      return of('NegativeEvents').filter((b) => b.type === 'rows');
  }
}

/** The sections a certificate carries, in order, with the values they show (PDF and signed claims alike). */
export function certificateSections(r: ReportContent, chosen: CertificateConfig) {
  const sections = reportSections(r);
  return (Object.keys(CERTIFICATE_SECTION_TITLES) as (keyof CertificateConfig)[])
    .filter((key) => chosen[key])
    .map((key) => ({
      key,
      title: CERTIFICATE_SECTION_TITLES[key],
      blocks: certificateBlocks(key, r, sections),
    }));
}

/** What makes an issued certificate checkable: printed with a QR code of the verification address. */
export type CertificateVerificationMark = { id: string; url: string; expiresAt: Date };

/** The QR code as filled squares (vector, no image), `size` points wide, at the current position. */
function drawQr(t: Tagged, url: string, x: number, y: number, size: number) {
  const qr = QRCode.create(url, { errorCorrectionLevel: 'M' });
  const n = qr.modules.size;
  const quiet = 2;
  const cell = size / (n + quiet * 2);
  const { doc } = t;
  t.root.add(
    doc.struct('Figure', { alt: `Codice QR dell'indirizzo di verifica ${url}` }, () => {
      doc.save();
      for (let row = 0; row < n; row++)
        for (let col = 0; col < n; col++)
          if (qr.modules.get(row, col))
            doc.rect(x + (col + quiet) * cell, y + (row + quiet) * cell, cell, cell);
      doc.fill('black');
      doc.restore();
    }),
  );
}

function writeVerification(t: Tagged, mark: CertificateVerificationMark) {
  const { doc } = t;
  const top = doc.y;
  const size = 92;
  const x = 50 + size + 6;
  const width = doc.page.width - 50 - x;
  drawQr(t, mark.url, 50, top, size);
  const lines: [string, string][] = [
    ['Verifica l’autenticità di questo attestato all’indirizzo', mark.url],
    ['Identificativo', mark.id],
    ['Valido fino al', formatDate(mark.expiresAt)],
  ];
  doc.x = x;
  doc.y = top + 8;
  for (const [k, v] of lines) {
    tag(t, 'P', () => {
      doc.fontSize(8).fillColor(GREY);
      writeText(doc, k, 'bold', { width });
      doc.fontSize(9).fillColor('black');
      writeText(doc, v, 'regular', { width });
    });
    doc.x = x;
  }
  doc.x = 50;
  doc.y = Math.max(doc.y, top + size) + 4;
}

/**
 * The credibility certificate: the company's identity, the issue date, the verification mark (when
 * issued as verifiable) and only the chosen sections.
 */
export function certificatePdf(
  r: ReportContent,
  chosen: CertificateConfig,
  meta: { cdRichiesta: string; idConsegna: string; deliveredAt: Date },
  mark?: CertificateVerificationMark,
) {
  const t = newDocument('Attestato di credibilità', meta.deliveredAt);
  const { doc } = t;
  writeIdentity(t, r, 'Attestato di credibilità', [
    `Data di emissione: ${formatDate(meta.deliveredAt)}`,
    `Codice attestato: ${meta.cdRichiesta}/${meta.idConsegna}`,
  ]);
  if (mark) writeVerification(t, mark);
  for (const s of certificateSections(r, chosen)) writeSection(t, s.title, s.blocks);
  doc.moveDown(1);
  tag(t, 'P', () => {
    doc.fontSize(8).fillColor(GREY);
    writeText(
      doc,
      "Attestato rilasciato su richiesta dell'azienda sulla base delle informazioni disponibili alla data di emissione.",
      'italic',
    );
  });
  return finish(t);
}

/** A finished PDF document as bytes. */
export async function pdfBytes(doc: PDFKit.PDFDocument): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of doc) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}
