import { formatDate, type ReportContent } from '@portal/domain';
import { finish, GREY, newDocument, type Tagged, tag } from '../../pdf/document.ts';
import { fontRuns, writeText } from '../../pdf/fonts.ts';
import { type Block, reportSections } from './report-sections.ts';

const BLUE = '#1864ab';

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

/** What a PDF made of report sections shows: identity lines, optional extras, the sections, a closing note. */
export type SectionsPdf = {
  title: string;
  date: Date;
  heading: string;
  lines: string[];
  sections: { title: string; blocks: Block[] }[];
  afterIdentity?: (t: Tagged) => void;
  closing?: string;
};

/** A company's identity followed by report sections: the report and the certificate alike. */
export function sectionsPdf(r: ReportContent, o: SectionsPdf) {
  const t = newDocument(o.title, o.date);
  writeIdentity(t, r, o.heading, o.lines);
  o.afterIdentity?.(t);
  for (const s of o.sections) writeSection(t, s.title, s.blocks);
  if (o.closing) {
    const { doc } = t;
    doc.moveDown(1);
    tag(t, 'P', () => {
      doc.fontSize(8).fillColor(GREY);
      writeText(doc, o.closing ?? '', 'italic');
    });
  }
  return finish(t);
}

/** The provider report as a PDF: every section of the viewer. */
export function reportPdf(
  r: ReportContent,
  meta: { cdRichiesta: string; idConsegna: string; deliveredAt: Date },
) {
  return sectionsPdf(r, {
    title: `Rapporto ${meta.cdRichiesta}`,
    date: meta.deliveredAt,
    heading: 'Rapporto informativo',
    lines: [`Rapporto ${meta.cdRichiesta} / ${meta.idConsegna} del ${formatDate(meta.deliveredAt)}`],
    sections: reportSections(r),
  });
}
