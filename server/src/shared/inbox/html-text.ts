import { compile } from 'html-to-text';

/**
 * Message HTML as text for the quote engine, the preview and search: links as their words, no images,
 * headings as written, no list bullets or numbers (a "1." would read as a quantity), each block, list item
 * and table cell on its own line, and no blank lines.
 */
const BASE_SELECTORS = [
  { selector: 'a', options: { ignoreHref: true } },
  { selector: 'img', format: 'skip' },
  { selector: 'hr', format: 'block' },
  ...['h1', 'h2', 'h3', 'h4', 'h5', 'h6'].map((selector) => ({ selector, options: { uppercase: false } })),
  ...['ul', 'ol', 'li', 'td', 'th'].map((selector) => ({ selector, format: 'block' })),
];
const OPTIONS = {
  wordwrap: false as const,
  // A non-breaking space separates words like any other.
  whitespaceCharacters: ' \t\r\n\f\u200b\u00a0',
};
const convert = compile({
  ...OPTIONS,
  selectors: [...BASE_SELECTORS, { selector: 'blockquote', format: 'block' }],
});
/** The same, with each line of a blockquote (an email's quoted history) prefixed with "> ". */
const convertMarkingQuotes = compile({
  ...OPTIONS,
  selectors: [
    ...BASE_SELECTORS,
    { selector: 'blockquote', format: 'blockquote', options: { trimEmptyLines: true } },
  ],
});

/** Stored message HTML (already sanitised) as readable text: one line per block, list item or cell. */
export function htmlToText(html: string): string {
  return convert(html)
    .replace(/\s*\n\s*/g, '\n')
    .trim();
}

/** The text a person reads in a body, on one line: what the preview and search are made of. */
export function plainTextOf(html: string): string {
  return htmlToText(html).replace(/\s+/g, ' ');
}

/** Message HTML as text whose quoted lines start with "> ", for the quote engine to set them aside. */
export function htmlToTextMarkingQuotes(html: string): string {
  return convertMarkingQuotes(html)
    .replace(/\s*\n\s*/g, '\n')
    .trim();
}
