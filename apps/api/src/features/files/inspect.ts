import { Transform, type TransformCallback } from 'node:stream';
import { FILE_KINDS, type FileKind, type UploadRule, uploadMessages } from '@portal/domain';
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

async function detectKind(head: Buffer, rule: UploadRule): Promise<FileKind | undefined> {
  const detected = await fileTypeFromBuffer(head);
  for (const kind of rule.kinds) {
    if (kind === 'pdf' && detected?.ext === 'pdf') return kind;
    if (kind === 'jpeg' && detected?.ext === 'jpg') return kind;
    if (
      kind === 'xbrl' &&
      (detected?.ext === 'xml' ||
        (!detected && looksLikeText(head) && /^\s*</.test(head.toString('utf8').replace(/^\uFEFF/, ''))))
    ) {
      return kind;
    }
    if (kind === 'csv' && !detected && looksLikeText(head)) return kind;
  }
  return undefined;
}

export type Inspected = { kind: FileKind; contentType: string; size: number };

/**
 * A pass-through that enforces an upload rule while the bytes flow: it stops at the size limit
 * (413), recognises the type from the first bytes, not from the name (415), refuses binary bytes in
 * a text format and an empty file (400). The verdict is known when the stream has ended.
 */
export class UploadInspector extends Transform {
  private head: Buffer[] = [];
  private headLength = 0;
  // Not named `size`: the S3 uploader reads a stream's `size` as its total length.
  private received = 0;
  private kind: FileKind | undefined;

  constructor(
    private readonly name: string,
    private readonly rule: UploadRule,
  ) {
    super();
  }

  get result(): Inspected {
    if (!this.kind) throw new Error('upload not inspected yet');
    return { kind: this.kind, contentType: FILE_KINDS[this.kind].mime, size: this.received };
  }

  override _transform(chunk: Buffer, _encoding: BufferEncoding, done: TransformCallback) {
    this.received += chunk.length;
    if (this.received > this.rule.maxBytes)
      return done(new HttpError(413, uploadMessages.tooLarge(this.name, this.rule)));
    if (this.kind) return done(this.checkText(chunk), chunk);
    this.head.push(chunk);
    this.headLength += chunk.length;
    if (this.headLength < HEAD_BYTES) return done();
    this.decide().then(() => done(), done);
  }

  override _flush(done: TransformCallback) {
    if (this.received === 0) return done(new HttpError(400, uploadMessages.empty(this.name)));
    if (this.kind) return done();
    this.decide().then(() => done(), done);
  }

  private async decide() {
    const head = Buffer.concat(this.head);
    this.kind = await detectKind(head, this.rule);
    if (!this.kind) throw new HttpError(415, uploadMessages.invalidFormat(this.name, this.rule));
    const error = this.checkText(head);
    if (error) throw error;
    this.head = [];
    this.push(head);
  }

  private checkText(chunk: Buffer): HttpError | null {
    return this.kind && TEXT_KINDS.includes(this.kind) && chunk.includes(0)
      ? new HttpError(415, uploadMessages.invalidFormat(this.name, this.rule))
      : null;
  }
}
