/** Why a file could not be read; `message` is for the user, in Italian. */
export type ParseErrorCode =
  | 'too-large'
  | 'encoding'
  | 'doctype'
  | 'malformed'
  | 'not-einvoice'
  | 'unsupported-type'
  | 'signature'
  | 'zip-bounds'
  | 'zip-path'
  | 'zip-malformed'
  | 'not-xbrl';

export class ParseError extends Error {
  readonly code: ParseErrorCode;

  constructor(code: ParseErrorCode, message: string) {
    super(message);
    this.code = code;
    this.name = 'ParseError';
  }
}
