import { createRequire } from 'node:module';
import path from 'node:path';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';

/** pdf.js's metrics of the 14 standard fonts, which quote PDFs use. */
const standardFontDataUrl = `${path.join(
  path.dirname(createRequire(import.meta.url).resolve('pdfjs-dist/package.json')),
  'standard_fonts',
)}/`;

/** A PDF's text, read back as a reader would extract it (all pages, items joined by spaces). */
export async function pdfText(body: Buffer): Promise<string> {
  const pdf = await getDocument({ data: new Uint8Array(body), standardFontDataUrl }).promise;
  const pages = await Promise.all(
    Array.from({ length: pdf.numPages }, async (_, index) => (await pdf.getPage(index + 1)).getTextContent()),
  );
  return pages.flatMap((page) => page.items.map((item) => ('str' in item ? item.str : ''))).join(' ');
}
