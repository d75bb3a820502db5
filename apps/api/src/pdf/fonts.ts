import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import * as fontkit from 'fontkit';

/**
 * Unicode fonts embedded in the PDFs (pdfkit subsets them): Noto Sans for Latin, Greek and
 * Cyrillic (ő, Ł, Ω…) and Noto Sans SC for CJK text (漢字). Both are under the SIL Open Font
 * License 1.1, shipped by npm packages together with the licence (LICENSE_FONT beside the fonts).
 * The standard PDF fonts only cover Windows-1252 and turned everything else into symbols.
 */
const require = createRequire(import.meta.url);
const fontFile = (pkg: string, file: string) => require.resolve(`${pkg}/${file}`);

export const PDF_FONTS = {
  regular: fontFile('@expo-google-fonts/noto-sans', '400Regular/NotoSans_400Regular.ttf'),
  bold: fontFile('@expo-google-fonts/noto-sans', '700Bold/NotoSans_700Bold.ttf'),
  italic: fontFile('@expo-google-fonts/noto-sans', '400Regular_Italic/NotoSans_400Regular_Italic.ttf'),
  cjk: fontFile('@expo-google-fonts/noto-sans-sc', '400Regular/NotoSansSC_400Regular.ttf'),
} as const;

export type FontStyle = 'regular' | 'bold' | 'italic';

// Parsed once per process: parsing a 600 kB font (its layout tables) for every document cost
// ~150–500 ms a PDF, ~25 ms once shared (pdfkit takes a fontkit font as it takes a file and subsets
// it per document). The glyph objects are not shared: a glyph cached by one document carried its
// text mapping into the next one ('USD' extracted as '9SD'), so each document starts them afresh
// — documents are laid out synchronously, never two at once.
const parsed = new Map<string, fontkit.Font>();
const parsedFont = (file: string) => {
  let font = parsed.get(file);
  if (!font) {
    font = fontkit.create(readFileSync(file)) as fontkit.Font;
    parsed.set(file, font);
  }
  (font as unknown as { _glyphs: Record<number, unknown> })._glyphs = {};
  return font;
};

export function registerPdfFonts(doc: PDFKit.PDFDocument) {
  for (const [name, file] of Object.entries(PDF_FONTS)) doc.registerFont(name, parsedFont(file) as never);
}

/** CJK ideographs, kana, Hangul, CJK punctuation and full-width forms: what Noto Sans lacks. */
const CJK =
  /[\u2e80-\u9fff\uac00-\ud7af\uf900-\ufaff\ufe30-\ufe4f\uff00-\uffef]|[\ud840-\ud87f][\udc00-\udfff]/;

/** Splits text into runs that one font can draw: the style's font, or the CJK font. */
export function fontRuns(text: string, style: FontStyle): { font: string; text: string }[] {
  const runs: { font: string; text: string }[] = [];
  for (const char of text) {
    const name = CJK.test(char) ? 'cjk' : style;
    const last = runs.at(-1);
    if (last && last.font === name) last.text += char;
    else runs.push({ font: name, text: char });
  }
  return runs.length > 0 ? runs : [{ font: style, text: '' }];
}

/** doc.text with font fallback: each run in its font, continued as the caller asked. */
export function writeText(
  doc: PDFKit.PDFDocument,
  text: string,
  style: FontStyle,
  options: PDFKit.Mixins.TextOptions = {},
) {
  const runs = fontRuns(text, style);
  runs.forEach((run, i) => {
    const last = i === runs.length - 1;
    doc.font(run.font).text(run.text, { ...options, continued: last ? Boolean(options.continued) : true });
  });
  return doc;
}
