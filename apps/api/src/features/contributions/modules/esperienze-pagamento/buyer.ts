import { HttpError } from '../../../../http/errors.ts';
import type { Party, ReadEinvoice } from '../../../../parsers/fatturapa/index.ts';

export const normalise = (code: string | null | undefined) =>
  (code ?? '')
    .trim()
    .toUpperCase()
    .replace(/^IT(?=\d{11}$)/, '');

export const codesOf = (p: Party) =>
  [p.idPaese === null || p.idPaese === 'IT' ? p.partitaIva : null, p.codiceFiscale]
    .map(normalise)
    .filter(Boolean);

/** The buyer must be the signed-in company, by VAT number or tax code. */
export function checkBuyer(file: ReadEinvoice, own: Set<string>) {
  const buyer = file.fattura.committente;
  if (codesOf(buyer).some((c) => own.has(c))) return;
  const code = buyer.partitaIva
    ? `P.IVA ${buyer.idPaese ?? ''}${buyer.partitaIva}`
    : `C.F. ${buyer.codiceFiscale ?? '—'}`;
  throw new HttpError(
    422,
    `La fattura ${file.fattura.documenti[0]?.numero ?? ''} (${file.sorgente}) è intestata a ${buyer.denominazione || 'un altro cliente'} (${code}), non alla tua impresa: importa solo fatture ricevute.`,
  );
}
