import { webcrypto } from 'node:crypto';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import * as asn1js from 'asn1js';
import * as pkijs from 'pkijs';
import yazl from 'yazl';

/** The official FatturaPA samples (shared/data/fatturapa beside the repository). */
export const SAMPLES_DIR = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '../../../../shared/data/fatturapa',
);
/** The samples' buyer, identified by tax code only (FSM10: by VAT number). */
export const SAMPLE_BUYER = '09876543210';

const esc = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;');

export type InvoiceSpec = {
  buyerCf?: string;
  buyerVat?: string;
  supplierVat?: string;
  supplierCountry?: string;
  /** Raw XML for the supplier's Anagrafica (default: a Denominazione). */
  supplierName?: string;
  supplierPerson?: { nome: string; cognome: string };
  email?: string;
  type?: string;
  number?: string;
  date?: string;
  total?: string;
  payments?: readonly { amount?: string; due?: string; days?: string; reference?: string }[];
  summary?: readonly { taxable: string; tax: string }[];
  pdf?: Buffer;
  encoding?: string;
  bodies?: number;
};

/** A FatturaPA FPR12 invoice built from the spec; text given raw is inserted as is (entities allowed). */
export function invoiceXml(spec: InvoiceSpec = {}): string {
  const anagrafica = spec.supplierPerson
    ? `<Nome>${spec.supplierPerson.nome}</Nome><Cognome>${spec.supplierPerson.cognome}</Cognome>`
    : `<Denominazione>${spec.supplierName ?? 'FORNITORE SRL'}</Denominazione>`;
  const buyerIds = [
    spec.buyerVat
      ? `<IdFiscaleIVA><IdPaese>IT</IdPaese><IdCodice>${spec.buyerVat}</IdCodice></IdFiscaleIVA>`
      : '',
    spec.buyerCf !== undefined || !spec.buyerVat
      ? `<CodiceFiscale>${spec.buyerCf ?? SAMPLE_BUYER}</CodiceFiscale>`
      : '',
  ].join('');
  const payments = (spec.payments ?? [{ amount: '1220.00', due: '2026-01-31' }])
    .map(
      (p) =>
        `<DettaglioPagamento><ModalitaPagamento>MP05</ModalitaPagamento>${p.reference ? `<DataRiferimentoTerminiPagamento>${p.reference}</DataRiferimentoTerminiPagamento>` : ''}${p.days ? `<GiorniTerminiPagamento>${p.days}</GiorniTerminiPagamento>` : ''}${p.due ? `<DataScadenzaPagamento>${p.due}</DataScadenzaPagamento>` : ''}${p.amount ? `<ImportoPagamento>${p.amount}</ImportoPagamento>` : ''}</DettaglioPagamento>`,
    )
    .join('');
  const summary = (spec.summary ?? [{ taxable: '1000.00', tax: '220.00' }])
    .map(
      (s) =>
        `<DatiRiepilogo><AliquotaIVA>22.00</AliquotaIVA><ImponibileImporto>${s.taxable}</ImponibileImporto><Imposta>${s.tax}</Imposta></DatiRiepilogo>`,
    )
    .join('');
  const body = (n: number) => `<FatturaElettronicaBody>
    <DatiGenerali><DatiGeneraliDocumento><TipoDocumento>${spec.type ?? 'TD01'}</TipoDocumento><Divisa>EUR</Divisa><Data>${spec.date ?? '2026-01-01'}</Data><Numero>${spec.number ?? 'A1'}${n ? `-${n}` : ''}</Numero>${spec.total ? `<ImportoTotaleDocumento>${spec.total}</ImportoTotaleDocumento>` : ''}<Causale>FORNITURA</Causale></DatiGeneraliDocumento></DatiGenerali>
    <DatiBeniServizi><DettaglioLinee><NumeroLinea>1</NumeroLinea><Descrizione>MERCE</Descrizione><PrezzoUnitario>1000.00</PrezzoUnitario><PrezzoTotale>1000.00</PrezzoTotale><AliquotaIVA>22.00</AliquotaIVA></DettaglioLinee>${summary}</DatiBeniServizi>
    ${spec.payments?.length === 0 ? '' : `<DatiPagamento><CondizioniPagamento>TP02</CondizioniPagamento>${payments}</DatiPagamento>`}
    ${spec.pdf ? `<Allegati><NomeAttachment>fattura-${esc(spec.number ?? 'A1')}.pdf</NomeAttachment><FormatoAttachment>PDF</FormatoAttachment><Attachment>${spec.pdf.toString('base64')}</Attachment></Allegati>` : ''}
  </FatturaElettronicaBody>`;
  return `<?xml version="1.0" encoding="${spec.encoding ?? 'UTF-8'}"?>
<p:FatturaElettronica versione="FPR12" xmlns:p="http://ivaservizi.agenziaentrate.gov.it/docs/xsd/fatture/v1.2">
  <FatturaElettronicaHeader>
    <DatiTrasmissione><IdTrasmittente><IdPaese>IT</IdPaese><IdCodice>01234567890</IdCodice></IdTrasmittente><ProgressivoInvio>1</ProgressivoInvio><FormatoTrasmissione>FPR12</FormatoTrasmissione><CodiceDestinatario>0000000</CodiceDestinatario></DatiTrasmissione>
    <CedentePrestatore><DatiAnagrafici><IdFiscaleIVA><IdPaese>${spec.supplierCountry ?? 'IT'}</IdPaese><IdCodice>${spec.supplierVat ?? '01234567890'}</IdCodice></IdFiscaleIVA><Anagrafica>${anagrafica}</Anagrafica><RegimeFiscale>RF01</RegimeFiscale></DatiAnagrafici>
      <Sede><Indirizzo>VIA ROMA 1</Indirizzo><CAP>00100</CAP><Comune>ROMA</Comune><Nazione>IT</Nazione></Sede>
      ${spec.email ? `<Contatti><Telefono>06123456</Telefono><Email>${spec.email}</Email></Contatti>` : ''}
    </CedentePrestatore>
    <CessionarioCommittente><DatiAnagrafici>${buyerIds}<Anagrafica><Denominazione>CLIENTE SPA</Denominazione></Anagrafica></DatiAnagrafici>
      <Sede><Indirizzo>VIA MILANO 2</Indirizzo><CAP>20100</CAP><Comune>MILANO</Comune><Nazione>IT</Nazione></Sede></CessionarioCommittente>
  </FatturaElettronicaHeader>
  ${Array.from({ length: spec.bodies ?? 1 }, (_, i) => body(spec.bodies ? i + 1 : 0)).join('\n')}
</p:FatturaElettronica>`;
}

/** A zip of the given entries (names as given, compressed). */
export function zipOf(entries: { name: string; data: Buffer }[]): Promise<Buffer> {
  const zip = new yazl.ZipFile();
  for (const e of entries) zip.addBuffer(e.data, e.name, { compress: true, mtime: new Date(0) });
  zip.end();
  const chunks: Buffer[] = [];
  return new Promise((resolve, reject) => {
    zip.outputStream.on('data', (c: Buffer) => chunks.push(c));
    zip.outputStream.on('end', () => resolve(Buffer.concat(chunks)));
    zip.outputStream.on('error', reject);
  });
}

/** A zip whose entry path is `evilPath` (yazl refuses such names, so the bytes are patched). */
export async function zipWithPath(evilPath: string, data: Buffer): Promise<Buffer> {
  const placeholder = 'x'.repeat(evilPath.length);
  const zip = await zipOf([{ name: placeholder, data }]);
  const from = Buffer.from(placeholder);
  const to = Buffer.from(evilPath);
  for (let at = zip.indexOf(from); at >= 0; at = zip.indexOf(from, at + 1)) to.copy(zip, at);
  return zip;
}

let signer: Promise<{ cert: pkijs.Certificate; key: webcrypto.CryptoKey }> | undefined;

/** A self-signed RSA certificate made once per test process. */
function testSigner() {
  signer ??= (async () => {
    const keys = (await webcrypto.subtle.generateKey(
      {
        name: 'RSASSA-PKCS1-v1_5',
        hash: 'SHA-256',
        publicExponent: new Uint8Array([1, 0, 1]),
        modulusLength: 2048,
      },
      true,
      ['sign', 'verify'],
    )) as webcrypto.CryptoKeyPair;
    const cert = new pkijs.Certificate();
    cert.version = 2;
    cert.serialNumber = new asn1js.Integer({ value: 1 });
    const name = new pkijs.AttributeTypeAndValue({
      type: '2.5.4.3',
      value: new asn1js.Utf8String({ value: 'Fornitore di prova' }),
    });
    cert.issuer.typesAndValues.push(name);
    cert.subject.typesAndValues.push(name);
    cert.notBefore.value = new Date(Date.now() - 86_400_000);
    cert.notAfter.value = new Date(Date.now() + 365 * 86_400_000);
    await cert.subjectPublicKeyInfo.importKey(keys.publicKey as never);
    await cert.sign(keys.privateKey as never, 'SHA-256');
    return { cert, key: keys.privateKey };
  })();
  return signer;
}

/**
 * A CAdES-BES style .p7m (SignedData with the content inside) of `content`, signed with a test
 * certificate; `chunked` writes the content as a constructed (BER) OCTET STRING.
 */
export async function signP7m(content: Buffer, options: { chunked?: boolean } = {}): Promise<Buffer> {
  const { cert, key } = await testSigner();
  const bytes = new Uint8Array(content);
  const digest = await webcrypto.subtle.digest('SHA-256', bytes);
  const half = Math.floor(bytes.length / 2);
  const eContent = options.chunked
    ? new asn1js.OctetString({
        idBlock: { isConstructed: true },
        lenBlock: { isIndefiniteForm: true },
        value: [
          new asn1js.OctetString({ valueHex: bytes.slice(0, half) }),
          new asn1js.OctetString({ valueHex: bytes.slice(half) }),
        ],
      } as never)
    : new asn1js.OctetString({ valueHex: bytes });
  const signed = new pkijs.SignedData({
    version: 1,
    encapContentInfo: new pkijs.EncapsulatedContentInfo({ eContentType: '1.2.840.113549.1.7.1', eContent }),
    signerInfos: [
      new pkijs.SignerInfo({
        version: 1,
        sid: new pkijs.IssuerAndSerialNumber({ issuer: cert.issuer, serialNumber: cert.serialNumber }),
        signedAttrs: new pkijs.SignedAndUnsignedAttributes({
          type: 0,
          attributes: [
            new pkijs.Attribute({
              type: '1.2.840.113549.1.9.3',
              values: [new asn1js.ObjectIdentifier({ value: '1.2.840.113549.1.7.1' })],
            }),
            new pkijs.Attribute({
              type: '1.2.840.113549.1.9.4',
              values: [new asn1js.OctetString({ valueHex: digest })],
            }),
          ],
        }),
      }),
    ],
    certificates: [cert],
  });
  await signed.sign(key as never, 0, 'SHA-256');
  const info = new pkijs.ContentInfo({ contentType: '1.2.840.113549.1.7.2', content: signed.toSchema(true) });
  return Buffer.from(info.toSchema().toBER(false));
}

export type XbrlYearSpec = Partial<Record<string, string>>;

/** An XBRL instance of the itcc-ci taxonomy (or of `namespace`) with a context per year. */
export function xbrlInstance(spec: {
  entity: string;
  years: Record<number, XbrlYearSpec>;
  namespace?: string;
  padding?: number;
}): string {
  const ns = spec.namespace ?? 'http://www.infocamere.it/itnn/fr/itcc/ci/2018-11-04';
  const contexts = Object.keys(spec.years)
    .map(
      (
        y,
      ) => `<xbrli:context id="i${y}"><xbrli:entity><xbrli:identifier scheme="http://www.infocamere.it">${spec.entity}</xbrli:identifier></xbrli:entity><xbrli:period><xbrli:instant>${y}-12-31</xbrli:instant></xbrli:period></xbrli:context>
<xbrli:context id="d${y}"><xbrli:entity><xbrli:identifier scheme="http://www.infocamere.it">${spec.entity}</xbrli:identifier></xbrli:entity><xbrli:period><xbrli:startDate>${y}-01-01</xbrli:startDate><xbrli:endDate>${y}-12-31</xbrli:endDate></xbrli:period></xbrli:context>`,
    )
    .join('\n');
  const stock = new Set(['TotaleAttivo', 'TotalePassivo', 'TotalePatrimonioNetto', 'TotaleDebiti']);
  const facts = Object.entries(spec.years)
    .flatMap(([y, values]) =>
      Object.entries(values).map(
        ([concept, value]) =>
          `<itcc-ci:${concept} contextRef="${stock.has(concept) ? 'i' : 'd'}${y}" unitRef="${concept.startsWith('NumeroMedio') ? 'pure' : 'eur'}" decimals="0">${value}</itcc-ci:${concept}>`,
      ),
    )
    .join('\n');
  // Padding: facts of other concepts, as a real statement holds hundreds of them.
  const padding = Array.from(
    { length: spec.padding ?? 0 },
    (_, i) =>
      `<itcc-ci:AltraVoce${i % 500} contextRef="d${Object.keys(spec.years)[0]}" unitRef="eur" decimals="0">${i}</itcc-ci:AltraVoce${i % 500}>`,
  ).join('\n');
  return `<?xml version="1.0" encoding="UTF-8"?>
<xbrli:xbrl xmlns:xbrli="http://www.xbrl.org/2003/instance" xmlns:link="http://www.xbrl.org/2003/linkbase" xmlns:xlink="http://www.w3.org/1999/xlink" xmlns:iso4217="http://www.xbrl.org/2003/iso4217" xmlns:itcc-ci="${ns}">
<link:schemaRef xlink:type="simple" xlink:href="itcc-ci-2018-11-04.xsd"/>
${contexts}
<xbrli:unit id="eur"><xbrli:measure>iso4217:EUR</xbrli:measure></xbrli:unit>
<xbrli:unit id="pure"><xbrli:measure>xbrli:pure</xbrli:measure></xbrli:unit>
${facts}
${padding}
</xbrli:xbrl>
`;
}

/** The itcc-ci element of each figure the reader gives (as the taxonomy names them). */
const ELEMENTS = {
  ricavi: 'ValoreProduzioneRicaviVenditePrestazioni',
  valoreProduzione: 'TotaleValoreProduzione',
  risultatoOperativo: 'DifferenzaValoreCostiProduzione',
  utileNetto: 'UtilePerditaEsercizio',
  patrimonioNetto: 'TotalePatrimonioNetto',
  totaleAttivo: 'TotaleAttivo',
  totalePassivo: 'TotalePassivo',
  debiti: 'TotaleDebiti',
  dipendentiMedi: 'NumeroMedioDipendentiTotaleDipendenti',
} as const;

/** What a reader gives for `balancedYears(year)`: the current year's figures, then the previous year's. */
export function balancedFigures(year: number) {
  return [
    {
      anno: year,
      ricavi: 1_500_000,
      valoreProduzione: 1_600_000,
      risultatoOperativo: 120_000,
      utileNetto: 80_000,
      patrimonioNetto: 500_000,
      totaleAttivo: 2_000_000,
      totalePassivo: 2_000_000,
      debiti: 900_000,
      dipendentiMedi: 25,
    },
    {
      anno: year - 1,
      ricavi: 1_200_000,
      valoreProduzione: 1_250_000,
      risultatoOperativo: 100_000,
      utileNetto: -20_000,
      patrimonioNetto: 420_000,
      totaleAttivo: 1_800_000,
      totalePassivo: 1_800_000,
      debiti: 850_000,
      dipendentiMedi: 22,
    },
  ];
}

/** Facts of a balanced statement for `year` and the year before (the figures of `balancedFigures`). */
export function balancedYears(year: number): Record<number, XbrlYearSpec> {
  const facts = ({ anno: _year, ...figures }: ReturnType<typeof balancedFigures>[number]) =>
    Object.fromEntries(
      Object.entries(figures).map(([name, value]) => [
        ELEMENTS[name as keyof typeof ELEMENTS],
        String(value),
      ]),
    );
  const [current, previous] = balancedFigures(year);
  return { [year]: facts(current!), [year - 1]: facts(previous!) };
}
