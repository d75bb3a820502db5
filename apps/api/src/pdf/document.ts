import PDFDocument from 'pdfkit';
import { registerPdfFonts } from './fonts.ts';

/** The grey of labels and notes. */
export const GREY = '#495057';

/** A document and the root of its structure tree: every piece of content is tagged under it. */
export type Tagged = { doc: PDFKit.PDFDocument; root: PDFKit.PDFStructureElement };

/** A tagged A4 PDF (PDF/UA structure, Italian) with the embedded fonts, ready to write in 'regular'. */
export function newDocument(title: string, date: Date): Tagged {
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
export function tag(t: Tagged, type: string, draw: () => void) {
  t.root.add(t.doc.struct(type, {}, draw));
}

export function finish(t: Tagged) {
  t.root.end();
  t.doc.end();
  return t.doc;
}

/** A finished PDF document as bytes. */
export async function pdfBytes(doc: PDFKit.PDFDocument): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of doc) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}
