import { type CertificateConfig, formatDate, type ReportContent } from '@portal/domain';
import QRCode from 'qrcode';
import { GREY, type Tagged, tag } from '../../pdf/document.ts';
import { writeText } from '../../pdf/fonts.ts';
import { type Block, reportSections, type Section, sectionsPdf } from '../reports/index.ts';

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
  return sectionsPdf(r, {
    title: 'Attestato di credibilità',
    date: meta.deliveredAt,
    heading: 'Attestato di credibilità',
    lines: [
      `Data di emissione: ${formatDate(meta.deliveredAt)}`,
      `Codice attestato: ${meta.cdRichiesta}/${meta.idConsegna}`,
    ],
    afterIdentity: mark ? (t) => writeVerification(t, mark) : undefined,
    sections: certificateSections(r, chosen),
    closing:
      "Attestato rilasciato su richiesta dell'azienda sulla base delle informazioni disponibili alla data di emissione.",
  });
}
