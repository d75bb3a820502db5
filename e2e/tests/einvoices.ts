import yazl from 'yazl';

/** Check digit of an Italian VAT number (as the demo seed makes them). */
export function vat(first10: string): string {
  let sum = 0;
  for (let i = 0; i < 10; i++) {
    const d = Number(first10[i]);
    sum += i % 2 === 0 ? d : d * 2 > 9 ? d * 2 - 9 : d * 2;
  }
  return `${first10}${(10 - (sum % 10)) % 10}`;
}

/** Demo companies (apps/api/src/demo/seed.ts): azienda2's BETA and the supplier DELTA. */
export const BETA_VAT = vat('0234567891');
export const DELTA = { name: 'DELTA ALIMENTARE S.N.C.', vat: vat('0456789123') };

const iso = (d: Date) => new Intl.DateTimeFormat('sv-SE', { timeZone: 'Europe/Rome' }).format(d).slice(0, 10);
export const daysAgo = (n: number) => iso(new Date(Date.now() - n * 86_400_000));

/** A received FatturaPA (FPR12) of DELTA to BETA, one body. */
export function einvoice(spec: { number: string; date: string; total: string; due: string; type?: string }) {
  return `<?xml version="1.0" encoding="UTF-8"?>
<p:FatturaElettronica versione="FPR12" xmlns:p="http://ivaservizi.agenziaentrate.gov.it/docs/xsd/fatture/v1.2">
  <FatturaElettronicaHeader>
    <DatiTrasmissione><IdTrasmittente><IdPaese>IT</IdPaese><IdCodice>${DELTA.vat}</IdCodice></IdTrasmittente><ProgressivoInvio>1</ProgressivoInvio><FormatoTrasmissione>FPR12</FormatoTrasmissione><CodiceDestinatario>0000000</CodiceDestinatario></DatiTrasmissione>
    <CedentePrestatore><DatiAnagrafici><IdFiscaleIVA><IdPaese>IT</IdPaese><IdCodice>${DELTA.vat}</IdCodice></IdFiscaleIVA><Anagrafica><Denominazione>${DELTA.name}</Denominazione></Anagrafica><RegimeFiscale>RF01</RegimeFiscale></DatiAnagrafici>
      <Sede><Indirizzo>VIA ROMA 1</Indirizzo><CAP>50123</CAP><Comune>FIRENZE</Comune><Nazione>IT</Nazione></Sede>
      <Contatti><Telefono>055123456</Telefono><Email>amministrazione@delta.example</Email></Contatti>
    </CedentePrestatore>
    <CessionarioCommittente><DatiAnagrafici><IdFiscaleIVA><IdPaese>IT</IdPaese><IdCodice>${BETA_VAT}</IdCodice></IdFiscaleIVA><Anagrafica><Denominazione>BETA LOGISTICA ITALIA S.P.A.</Denominazione></Anagrafica></DatiAnagrafici>
      <Sede><Indirizzo>VIA MILANO 2</Indirizzo><CAP>20121</CAP><Comune>MILANO</Comune><Nazione>IT</Nazione></Sede></CessionarioCommittente>
  </FatturaElettronicaHeader>
  <FatturaElettronicaBody>
    <DatiGenerali><DatiGeneraliDocumento><TipoDocumento>${spec.type ?? 'TD01'}</TipoDocumento><Divisa>EUR</Divisa><Data>${spec.date}</Data><Numero>${spec.number}</Numero><ImportoTotaleDocumento>${spec.total}</ImportoTotaleDocumento><Causale>FORNITURA ALIMENTARE</Causale></DatiGeneraliDocumento></DatiGenerali>
    <DatiBeniServizi><DettaglioLinee><NumeroLinea>1</NumeroLinea><Descrizione>MERCE</Descrizione><PrezzoUnitario>${spec.total}</PrezzoUnitario><PrezzoTotale>${spec.total}</PrezzoTotale><AliquotaIVA>0.00</AliquotaIVA><Natura>N2.2</Natura></DettaglioLinee><DatiRiepilogo><AliquotaIVA>0.00</AliquotaIVA><Natura>N2.2</Natura><ImponibileImporto>${spec.total}</ImponibileImporto><Imposta>0.00</Imposta></DatiRiepilogo></DatiBeniServizi>
    <DatiPagamento><CondizioniPagamento>TP02</CondizioniPagamento><DettaglioPagamento><ModalitaPagamento>MP05</ModalitaPagamento><DataScadenzaPagamento>${spec.due}</DataScadenzaPagamento><ImportoPagamento>${spec.total}</ImportoPagamento></DettaglioPagamento></DatiPagamento>
  </FatturaElettronicaBody>
</p:FatturaElettronica>
`;
}

/** A zip as the tax portal's bulk download gives it. */
export function zip(entries: Record<string, string>): Promise<Buffer> {
  const archive = new yazl.ZipFile();
  for (const [name, text] of Object.entries(entries)) archive.addBuffer(Buffer.from(text), name);
  archive.end();
  const chunks: Buffer[] = [];
  return new Promise((resolve, reject) => {
    archive.outputStream.on('data', (c: Buffer) => chunks.push(c));
    archive.outputStream.on('end', () => resolve(Buffer.concat(chunks)));
    archive.outputStream.on('error', reject);
  });
}

/** An XBRL instance of the Italian taxonomy (itcc-ci) for `entity`, `year` and the year before. */
export function xbrlStatement(entity: string, year: number): string {
  const figures = (y: number, k: number) => ({
    ValoreProduzioneRicaviVenditePrestazioni: 1_500_000 * k,
    TotaleValoreProduzione: 1_600_000 * k,
    DifferenzaValoreCostiProduzione: 120_000 * k,
    UtilePerditaEsercizio: 80_000 * k,
    TotalePatrimonioNetto: 500_000 * k,
    TotaleAttivo: 2_000_000 * k,
    TotalePassivo: 2_000_000 * k,
    TotaleDebiti: 900_000 * k,
    NumeroMedioDipendentiTotaleDipendenti: Math.round(25 * k),
    year: y,
  });
  const stock = new Set(['TotaleAttivo', 'TotalePassivo', 'TotalePatrimonioNetto', 'TotaleDebiti']);
  const years = [figures(year, 1), figures(year - 1, 0.8)];
  const ctx = (y: number) =>
    `<xbrli:context id="i${y}"><xbrli:entity><xbrli:identifier scheme="http://www.infocamere.it">${entity}</xbrli:identifier></xbrli:entity><xbrli:period><xbrli:instant>${y}-12-31</xbrli:instant></xbrli:period></xbrli:context>
<xbrli:context id="d${y}"><xbrli:entity><xbrli:identifier scheme="http://www.infocamere.it">${entity}</xbrli:identifier></xbrli:entity><xbrli:period><xbrli:startDate>${y}-01-01</xbrli:startDate><xbrli:endDate>${y}-12-31</xbrli:endDate></xbrli:period></xbrli:context>`;
  const facts = years.flatMap(({ year: y, ...values }) =>
    Object.entries(values).map(
      ([c, v]) =>
        `<itcc-ci:${c} contextRef="${stock.has(c) ? 'i' : 'd'}${y}" unitRef="${c.startsWith('NumeroMedio') ? 'pure' : 'eur'}" decimals="0">${v}</itcc-ci:${c}>`,
    ),
  );
  return `<?xml version="1.0" encoding="UTF-8"?>
<xbrli:xbrl xmlns:xbrli="http://www.xbrl.org/2003/instance" xmlns:link="http://www.xbrl.org/2003/linkbase" xmlns:xlink="http://www.w3.org/1999/xlink" xmlns:iso4217="http://www.xbrl.org/2003/iso4217" xmlns:itcc-ci="http://www.infocamere.it/itnn/fr/itcc/ci/2018-11-04">
<link:schemaRef xlink:type="simple" xlink:href="itcc-ci-2018-11-04.xsd"/>
${years.map((y) => ctx(y.year)).join('\n')}
<xbrli:unit id="eur"><xbrli:measure>iso4217:EUR</xbrli:measure></xbrli:unit>
<xbrli:unit id="pure"><xbrli:measure>xbrli:pure</xbrli:measure></xbrli:unit>
${facts.join('\n')}
</xbrli:xbrl>
`;
}
