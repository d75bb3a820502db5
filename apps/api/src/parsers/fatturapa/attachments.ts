const OPEN = /<((?:[A-Za-z_][\w.-]*:)?)Attachment(?:\s[^>]*)?>/g;

/**
 * The e-invoice's text with the content of every <Attachment> larger than the module keeps
 * (MAX_EMBEDDED_PDF_BYTES) emptied, before the tree is built: a 5 MB base64 attachment never
 * becomes a string of the tree, nor passes through entity decoding (issue 24). An emptied
 * attachment reads as no PDF, as a too-large one did.
 */
export function dropLargeAttachments(xml: string, maxBytes: number): string {
  // Base64 of `maxBytes`, with room for line breaks.
  const maxChars = Math.ceil((maxBytes * 4) / 3) * 1.05 + 1024;
  let out = '';
  let from = 0;
  OPEN.lastIndex = 0;
  for (let m = OPEN.exec(xml); m; m = OPEN.exec(xml)) {
    if (m[0].endsWith('/>')) continue;
    const close = `</${m[1]}Attachment>`;
    const start = m.index + m[0].length;
    const end = xml.indexOf(close, start);
    if (end === -1) break;
    if (end - start > maxChars) {
      out += xml.slice(from, start);
      from = end;
    }
    OPEN.lastIndex = end + close.length;
  }
  return from === 0 ? xml : out + xml.slice(from);
}
