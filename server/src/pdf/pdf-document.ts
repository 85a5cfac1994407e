import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import PDFDocument from 'pdfkit';

const require = createRequire(import.meta.url);

/**
 * Noto Sans Devanagari (Latin, Devanagari, ₹ and €): one face for every language the app speaks,
 * so a Hindi heading or a customer's name in Devanagari prints as written (docs/decisions/0079).
 * PDF's standard fonts (Helvetica) draw only Windows-1252.
 */
const FACES = {
  regular: '@expo-google-fonts/noto-sans-devanagari/400Regular/NotoSansDevanagari_400Regular.ttf',
  bold: '@expo-google-fonts/noto-sans-devanagari/700Bold/NotoSansDevanagari_700Bold.ttf',
} as const;

export type PdfFace = keyof typeof FACES;

let faces: Record<PdfFace, Buffer> | undefined;

/** The faces' bytes, read once per process. */
function faceBytes(): Record<PdfFace, Buffer> {
  faces ??= {
    regular: readFileSync(require.resolve(FACES.regular)),
    bold: readFileSync(require.resolve(FACES.bold)),
  };
  return faces;
}

/**
 * A landscape A4 document with the faces registered under their names ('regular', 'bold'):
 * `document.font('bold')`. Only the glyphs a document draws are embedded.
 */
export function newPdfDocument(margin: number): PDFKit.PDFDocument {
  const document = new PDFDocument({ size: 'A4', layout: 'landscape', margin });
  const bytes = faceBytes();
  for (const face of Object.keys(bytes) as PdfFace[]) document.registerFont(face, bytes[face]);
  document.font('regular');
  return document;
}
