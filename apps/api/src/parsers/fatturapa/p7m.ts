import * as asn1js from 'asn1js';
import * as pkijs from 'pkijs';
import { ParseError } from '../errors.ts';

const SIGNED_DATA = '1.2.840.113549.1.7.2';
export const MAX_P7M_BYTES = 8 * 1024 * 1024;

/** DER/BER as given, or the base64 (possibly PEM-wrapped) text some systems save instead. */
function derOf(bytes: Buffer, name: string): Buffer {
  if (bytes[0] === 0x30) return bytes;
  const body = bytes
    .toString('latin1')
    .replace(/-----(BEGIN|END)[^-]*-----/g, '')
    .replace(/\s+/g, '');
  if (/^[A-Za-z0-9+/]+={0,2}$/.test(body)) {
    const decoded = Buffer.from(body, 'base64');
    if (decoded[0] === 0x30) return decoded;
  }
  throw new ParseError('signature', `Il file ${name} non è una busta firmata CAdES (p7m) leggibile.`);
}

/** The signed content: a primitive OCTET STRING, or the chunks of a constructed (BER) one. */
function contentOf(eContent: asn1js.OctetString): Buffer {
  const block = eContent.valueBlock as unknown as { isConstructed: boolean; value: asn1js.OctetString[] };
  if (block.isConstructed) return Buffer.concat(block.value.map((part) => contentOf(part)));
  return Buffer.from(eContent.valueBlock.valueHexView);
}

/**
 * Opens a signed FatturaPA (.xml.p7m): returns the signed XML once every signature is checked
 * against the content (integrity: digest and signature of each signer). The certificate chain is
 * not checked against a trust list (docs/decisions.md FIL-04): a self-signed envelope passes,
 * so "signed" means "signed, signer not verified" wherever it is shown.
 */
export async function unwrapP7m(bytes: Buffer, name: string): Promise<{ xml: Buffer; signers: number }> {
  if (bytes.length > MAX_P7M_BYTES)
    throw new ParseError(
      'too-large',
      `Il file ${name} supera la dimensione massima di una fattura elettronica.`,
    );
  const der = derOf(bytes, name);
  const broken = () =>
    new ParseError('signature', `Il file ${name} non è una busta firmata CAdES (p7m) leggibile.`);
  let signed: pkijs.SignedData;
  try {
    const asn1 = asn1js.fromBER(new Uint8Array(der.buffer, der.byteOffset, der.byteLength));
    if (asn1.offset === -1) throw broken();
    const info = new pkijs.ContentInfo({ schema: asn1.result });
    if (info.contentType !== SIGNED_DATA) throw broken();
    signed = new pkijs.SignedData({ schema: info.content });
  } catch {
    throw broken();
  }
  const eContent = signed.encapContentInfo.eContent;
  if (!eContent)
    throw new ParseError('signature', `Il file ${name} non contiene il documento firmato (firma separata).`);
  const xml = contentOf(eContent);
  if (signed.signerInfos.length === 0)
    throw new ParseError('signature', `Il file ${name} non contiene alcuna firma.`);
  for (let signer = 0; signer < signed.signerInfos.length; signer++) {
    let ok = false;
    try {
      ok =
        (await signed.verify({ signer, checkChain: false, extendedMode: true })).signatureVerified === true;
    } catch {
      ok = false;
    }
    if (!ok)
      throw new ParseError(
        'signature',
        `La firma del file ${name} non è integra: il documento è stato alterato o la firma è danneggiata.`,
      );
  }
  return { xml, signers: signed.signerInfos.length };
}
