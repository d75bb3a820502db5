import fs from 'node:fs';
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import {
  type CryptoKey,
  calculateJwkThumbprint,
  exportJWK,
  generateKeyPair,
  importJWK,
  type JWK,
  SignJWT,
} from 'jose';

const ALGORITHMS = new Set(['ES256', 'EdDSA']);
const PUBLIC_MEMBERS = ['kty', 'crv', 'x', 'y', 'kid', 'alg'] as const;

/** The signing key and every public key to publish (docs/security.md, "Certificate signing keys"). */
export type CertificateKeys = {
  kid: string;
  alg: string;
  sign(claims: Record<string, unknown>): Promise<string>;
  /** The JWKS served at /.well-known/jwks.json: the signing key first, then retired keys. */
  jwks: { keys: JWK[] };
};

const publicPart = (jwk: JWK): JWK =>
  Object.fromEntries(PUBLIC_MEMBERS.filter((m) => jwk[m] !== undefined).map((m) => [m, jwk[m]])) as JWK;

function algOf(jwk: JWK): string {
  const alg = jwk.alg ?? (jwk.kty === 'OKP' ? 'EdDSA' : 'ES256');
  if (!ALGORITHMS.has(alg) || (alg === 'ES256' && (jwk.kty !== 'EC' || jwk.crv !== 'P-256')))
    throw new Error(`certificate signing key ${jwk.kid ?? ''}: only ES256 (P-256) and EdDSA (Ed25519) keys`);
  if (alg === 'EdDSA' && (jwk.kty !== 'OKP' || jwk.crv !== 'Ed25519'))
    throw new Error(`certificate signing key ${jwk.kid ?? ''}: EdDSA needs an Ed25519 key`);
  return alg;
}

async function fromJwks(list: JWK[]): Promise<CertificateKeys> {
  const keys = await Promise.all(
    list.map(async (jwk) => ({
      ...jwk,
      alg: algOf(jwk),
      kid: jwk.kid ?? (await calculateJwkThumbprint(jwk)),
    })),
  );
  const signing = keys.find((k) => k.d);
  if (!signing) throw new Error('certificate signing keys: none has a private part (d)');
  if (new Set(keys.map((k) => k.kid)).size !== keys.length)
    throw new Error('certificate signing keys: every key needs its own kid');
  const privateKey = (await importJWK(signing, signing.alg)) as CryptoKey;
  const published = [signing, ...keys.filter((k) => k !== signing)].map(publicPart);
  return {
    kid: signing.kid,
    alg: signing.alg,
    jwks: { keys: published },
    sign: (claims) =>
      new SignJWT(claims)
        .setProtectedHeader({ alg: signing.alg, kid: signing.kid, typ: 'JWT' })
        .sign(privateKey),
  };
}

/**
 * The keys the certificate claims are signed with: `CERTIFICATE_SIGNING_KEYS` (a JSON array of
 * JWKs; the first with a private part signs, all are published), otherwise a P-256 key generated
 * once under `<DATA_DIR>/keys/` (embedded mode; several instances must share configured keys).
 */
export async function loadCertificateKeys(
  configured: string | undefined,
  dataDir: string,
  log: FastifyBaseLogger,
): Promise<CertificateKeys> {
  if (configured) {
    let list: unknown;
    try {
      list = JSON.parse(configured);
    } catch {
      throw new Error('CERTIFICATE_SIGNING_KEYS is not valid JSON (an array of JWKs)');
    }
    if (!Array.isArray(list) || list.length === 0)
      throw new Error('CERTIFICATE_SIGNING_KEYS must be a non-empty array of JWKs');
    return fromJwks(list as JWK[]);
  }
  const file = path.join(dataDir, 'keys', 'certificate-signing.json');
  if (!fs.existsSync(file)) {
    const { privateKey } = await generateKeyPair('ES256', { extractable: true });
    const jwk = await exportJWK(privateKey);
    const key = { ...jwk, alg: 'ES256', kid: await calculateJwkThumbprint(jwk) };
    fs.mkdirSync(path.dirname(file), { recursive: true, mode: 0o700 });
    // wx: two processes never overwrite each other's key (the data directory is locked anyway).
    try {
      fs.writeFileSync(file, JSON.stringify([key], null, 2), { mode: 0o600, flag: 'wx' });
      log.warn({ file }, 'certificate signing key generated (set CERTIFICATE_SIGNING_KEYS in production)');
    } catch (e) {
      if ((e as NodeJS.ErrnoException).code !== 'EEXIST') throw e;
    }
  }
  return fromJwks(JSON.parse(fs.readFileSync(file, 'utf8')) as JWK[]);
}
