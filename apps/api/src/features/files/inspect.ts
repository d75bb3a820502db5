import { Transform, type TransformCallback } from 'node:stream';
import { FILE_KINDS, type FileKind, kindByExtension, type UploadRule, uploadMessages } from '@portal/domain';
import { fileTypeFromBuffer } from 'file-type';
import { HttpError } from '../../http/errors.ts';

const HEAD_BYTES = 4100;
const TEXT_KINDS: FileKind[] = ['csv', 'xbrl'];

function looksLikeText(head: Buffer): boolean {
  if (head.includes(0)) return false;
  // A multi-byte character may be cut at the end of the head: ignore the last 3 bytes.
  const sample = head.subarray(0, Math.max(0, head.length - 3));
  return new TextDecoder('utf-8', { fatal: false }).decode(sample).includes('\uFFFD') === false;
}

/**
 * The kind of an upload: the one its name's extension names among the rule's kinds, and only when
 * the content is of that kind too (issue 19 §7: by content alone, an `.xbrl` receipt without an
 * XML declaration passed as CSV).
 */
async function detectKind(head: Buffer, rule: UploadRule, name: string): Promise<FileKind | undefined> {
  const kind = kindByExtension(name, rule);
  if (!kind) return undefined;
  const detected = await fileTypeFromBuffer(head);
  const text = !detected && looksLikeText(head);
  const matches = {
    pdf: detected?.ext === 'pdf',
    jpeg: detected?.ext === 'jpg',
    xbrl: detected?.ext === 'xml' || (text && /^\s*</.test(head.toString('utf8').replace(/^\uFEFF/, ''))),
    csv: text,
  } satisfies Record<FileKind, boolean>;
  return matches[kind] ? kind : undefined;
}

export type Inspected = { kind: FileKind; contentType: string; size: number };

/**
 * PDF names that make a reader run something: scripts, launching programs, sending form data,
 * embedded rich media. Names may hide letters as #xx escapes (/J#61vaScript), so they are decoded.
 * Compressed object streams are not opened (docs/security.md): files are only ever downloaded.
 */
const ACTIVE_PDF_NAMES = new Set(['JS', 'JavaScript', 'Launch', 'SubmitForm', 'ImportData', 'RichMedia']);
const PDF_NAME = /\/((?:[A-Za-z0-9]|#[0-9A-Fa-f]{2})+)/g;
const OVERLAP = 64;

/** `final` false: a name running to the end of the text may go on in the next chunk, so it waits. */
export function hasActivePdfContent(text: string, final = true): boolean {
  for (const match of text.matchAll(PDF_NAME)) {
    if (!final && match.index + match[0].length === text.length) continue;
    const name = match[1]!.replace(/#([0-9A-Fa-f]{2})/g, (_, hex: string) =>
      String.fromCharCode(Number.parseInt(hex, 16)),
    );
    if (ACTIVE_PDF_NAMES.has(name)) return true;
  }
  return false;
}

/**
 * A pass-through that enforces an upload rule while the bytes flow: it stops at the size limit
 * (413), recognises the type from the first bytes and the name's extension together (415), refuses binary bytes in
 * a text format and an empty file (400). The verdict is known when the stream has ended.
 */
export class UploadInspector extends Transform {
  private head: Buffer[] = [];
  private headLength = 0;
  // Not named `size`: the S3 uploader reads a stream's `size` as its total length.
  private received = 0;
  private kind: FileKind | undefined;
  private pdfTail = '';

  /** `quotaBytes`: what the company may still store; past it the upload stops with 413. */
  private readonly name: string;
  private readonly rule: UploadRule;
  private readonly quota: { remainingBytes: number; message: string };

  constructor(
    name: string,
    rule: UploadRule,
    quota: { remainingBytes: number; message: string } = {
      remainingBytes: Number.POSITIVE_INFINITY,
      message: '',
    },
  ) {
    super();
    this.name = name;
    this.rule = rule;
    this.quota = quota;
  }

  get result(): Inspected {
    if (!this.kind) throw new Error('upload not inspected yet');
    return { kind: this.kind, contentType: FILE_KINDS[this.kind].mime, size: this.received };
  }

  override _transform(chunk: Buffer, _encoding: BufferEncoding, done: TransformCallback) {
    this.received += chunk.length;
    if (this.received > this.rule.maxBytes)
      return done(new HttpError(413, uploadMessages.tooLarge(this.name, this.rule)));
    if (this.received > this.quota.remainingBytes) return done(new HttpError(413, this.quota.message));
    if (this.kind) return done(this.checkContent(chunk), chunk);
    this.head.push(chunk);
    this.headLength += chunk.length;
    if (this.headLength < HEAD_BYTES) return done();
    this.decide().then(() => done(), done);
  }

  override _flush(done: TransformCallback) {
    if (this.received === 0) return done(new HttpError(400, uploadMessages.empty(this.name)));
    const finish = () =>
      this.kind === 'pdf' && hasActivePdfContent(this.pdfTail)
        ? done(new HttpError(415, uploadMessages.activeContent(this.name)))
        : done();
    if (this.kind) return finish();
    this.decide().then(finish, done);
  }

  private async decide() {
    const head = Buffer.concat(this.head);
    this.kind = await detectKind(head, this.rule, this.name);
    if (!this.kind) throw new HttpError(415, uploadMessages.invalidFormat(this.name, this.rule));
    const error = this.checkContent(head);
    if (error) throw error;
    this.head = [];
    this.push(head);
  }

  private checkContent(chunk: Buffer): HttpError | null {
    if (this.kind === 'pdf') {
      // The tail of the previous chunk goes along: a name may be cut between two chunks.
      const text = this.pdfTail + chunk.toString('latin1');
      this.pdfTail = text.slice(-OVERLAP);
      return hasActivePdfContent(text, false)
        ? new HttpError(415, uploadMessages.activeContent(this.name))
        : null;
    }
    return this.kind && TEXT_KINDS.includes(this.kind) && chunk.includes(0)
      ? new HttpError(415, uploadMessages.invalidFormat(this.name, this.rule))
      : null;
  }
}
