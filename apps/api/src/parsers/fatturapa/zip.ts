import yauzl from 'yauzl';
import { ParseError } from '../errors.ts';

export const ZIP_LIMITS = {
  /** Entries, directories included (the tax portal's bulk download holds an invoice per entry). */
  maxEntries: 2000,
  /** One entry, uncompressed: a signed e-invoice of at most 5 MB, with room for the envelope. */
  maxEntryBytes: 8 * 1024 * 1024,
  maxTotalBytes: 100 * 1024 * 1024,
  /** Uncompressed / compressed, for entries above 64 kB: XML compresses about 5–20 times. */
  maxRatio: 100,
};

export type ZipEntry = { name: string; data: Buffer };

const bounds = (name: string, why: string) =>
  new ParseError('zip-bounds', `L'archivio ${name} è stato rifiutato: ${why}.`);

/** A relative path that stays inside the archive: no absolute path, drive, backslash or '..'. */
export function isSafeEntryPath(path: string): boolean {
  return (
    path.length > 0 &&
    path.length <= 512 &&
    !path.startsWith('/') &&
    !/^[A-Za-z]:/.test(path) &&
    !path.includes('\\') &&
    !path.includes('\0') &&
    !path.split('/').some((segment) => segment === '..')
  );
}

function open(bytes: Buffer, name: string): Promise<yauzl.ZipFile> {
  return new Promise((resolve, reject) =>
    yauzl.fromBuffer(
      bytes,
      { lazyEntries: true, autoClose: false, validateEntrySizes: true, strictFileNames: false },
      (err, zip) =>
        err || !zip
          ? reject(new ParseError('zip-malformed', `Il file ${name} non è un archivio zip valido.`))
          : resolve(zip),
    ),
  );
}

function readEntry(zip: yauzl.ZipFile, entry: yauzl.Entry, limit: number, name: string): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    zip.openReadStream(entry, (err, stream) => {
      if (err || !stream) return reject(new ParseError('zip-malformed', `L'archivio ${name} è danneggiato.`));
      const chunks: Buffer[] = [];
      let size = 0;
      stream.on('data', (chunk: Buffer) => {
        size += chunk.length;
        if (size > limit) {
          stream.destroy();
          reject(bounds(name, 'un elemento supera la dimensione dichiarata'));
        } else chunks.push(chunk);
      });
      stream.on('error', () => reject(new ParseError('zip-malformed', `L'archivio ${name} è danneggiato.`)));
      stream.on('end', () => resolve(Buffer.concat(chunks)));
    });
  });
}

/**
 * The files of a zip, read in memory within ZIP_LIMITS: the count, each size and the ratio are
 * checked on the central directory before anything is inflated, and again while inflating
 * (yauzl stops an entry that inflates past its declared size). Any unsafe path refuses the archive.
 */
export async function readZip(bytes: Buffer, name: string, limits = ZIP_LIMITS): Promise<ZipEntry[]> {
  const zip = await open(bytes, name);
  try {
    if (zip.entryCount > limits.maxEntries)
      throw bounds(name, `contiene più di ${limits.maxEntries} elementi`);
    const entries: ZipEntry[] = [];
    let total = 0;
    await new Promise<void>((resolve, reject) => {
      const fail = (e: unknown) => {
        reject(e instanceof ParseError ? e : unsafeOrBroken(e, name));
      };
      zip.on('error', fail);
      zip.on('end', () => resolve());
      zip.on('entry', (entry: yauzl.Entry) => {
        try {
          if (!isSafeEntryPath(entry.fileName))
            throw new ParseError(
              'zip-path',
              `L'archivio ${name} contiene un percorso non ammesso (${entry.fileName}).`,
            );
          if (entry.fileName.endsWith('/')) return zip.readEntry();
          if (entry.isEncrypted()) throw bounds(name, 'contiene elementi cifrati');
          if (entry.uncompressedSize > limits.maxEntryBytes)
            throw bounds(name, 'un elemento è troppo grande');
          total += entry.uncompressedSize;
          if (total > limits.maxTotalBytes) throw bounds(name, 'il contenuto decompresso è troppo grande');
          const ratio = entry.uncompressedSize / Math.max(1, entry.compressedSize);
          if (entry.uncompressedSize > 64 * 1024 && ratio > limits.maxRatio)
            throw bounds(name, 'il rapporto di compressione è anomalo');
        } catch (e) {
          return fail(e);
        }
        readEntry(zip, entry, entry.uncompressedSize, name).then((data) => {
          entries.push({ name: entry.fileName, data });
          zip.readEntry();
        }, fail);
      });
      zip.readEntry();
    });
    return entries;
  } finally {
    if (zip.isOpen) zip.close();
  }
}

function unsafeOrBroken(e: unknown, name: string): ParseError {
  const message = e instanceof Error ? e.message : '';
  if (/relative path|absolute path|invalid characters/i.test(message))
    return new ParseError('zip-path', `L'archivio ${name} contiene un percorso non ammesso.`);
  return new ParseError('zip-malformed', `L'archivio ${name} è danneggiato.`);
}
