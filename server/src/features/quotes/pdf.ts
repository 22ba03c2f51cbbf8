import pdfmake from 'pdfmake';
import type { Content, TDocumentDefinitions } from 'pdfmake/interfaces';
import type { PublicQuote } from 'shared-api/contract';

/**
 * Quote PDFs with pdfmake on PDF's standard Helvetica (no font files to ship). The logo comes in as bytes from
 * the database; pdfmake may fetch no URL and read no file.
 */
const HELVETICA = {
  normal: 'Helvetica',
  bold: 'Helvetica-Bold',
  italics: 'Helvetica-Oblique',
  bolditalics: 'Helvetica-BoldOblique',
};
const STANDARD_FONTS: string[] = Object.values(HELVETICA);
pdfmake.setFonts({ Helvetica: HELVETICA });
pdfmake.setUrlAccessPolicy(() => false);
// The "files" pdfmake asks for are the standard fonts' names, built into PDFKit; nothing else is read.
pdfmake.setLocalAccessPolicy((path) => STANDARD_FONTS.includes(path));

/** A logo pdfmake can draw (PNG or JPEG), as a data URL. */
export interface PdfLogo {
  contentType: string;
  content: Buffer;
}

const DEFAULT_COLOR = '#1f2937';
const DRAWABLE = ['image/png', 'image/jpeg'];

export type PdfQuote = Omit<PublicQuote, 'sentAt'> & { sentAt: string | null };

const money = (amount: number, currency: string) =>
  new Intl.NumberFormat('en-US', { style: 'currency', currency }).format(amount);

function header(quote: PdfQuote, logo: PdfLogo | null, color: string): Content {
  const image =
    logo && DRAWABLE.includes(logo.contentType)
      ? [
          {
            image: `data:${logo.contentType};base64,${logo.content.toString('base64')}`,
            fit: [120, 60] as [number, number],
          },
        ]
      : [];
  return {
    columns: [
      { stack: [...image, { text: quote.tenant.name, style: 'tenant', color }] },
      {
        stack: [
          { text: `Quote ${quote.number}`, style: 'title', color },
          `For: ${quote.customerName}`,
          `Valid until: ${quote.validUntil}`,
        ],
        alignment: 'right',
      },
    ],
  };
}

function linesTable(quote: PdfQuote, color: string): Content {
  const head = ['Description', 'Quantity', 'Unit price', 'Amount'].map((text) => ({
    text,
    bold: true,
    color: 'white',
    fillColor: color,
  }));
  const rows = quote.lines.map((line) => [
    line.kind === 'custom' ? `${line.description} (custom)` : line.description,
    { text: `${line.quantity}${line.unit ? ` ${line.unit}` : ''}`, alignment: 'right' as const },
    { text: money(line.unitCost, quote.currency), alignment: 'right' as const },
    { text: money(line.lineTotal, quote.currency), alignment: 'right' as const },
  ]);
  return {
    table: { headerRows: 1, widths: ['*', 'auto', 'auto', 'auto'], body: [head, ...rows] },
    margin: [0, 20],
  };
}

function totals(quote: PdfQuote): Content {
  const row = (label: string, amount: number, bold = false) => [
    { text: label, bold },
    { text: money(amount, quote.currency), alignment: 'right' as const, bold },
  ];
  const body = [
    row('Subtotal', quote.subtotal),
    ...(quote.discountAmount > 0 ? [row(`Discount (${quote.discountPercent}%)`, -quote.discountAmount)] : []),
    ...(quote.taxRatePercent !== null ? [row(`Tax (${quote.taxRatePercent}%)`, quote.taxAmount)] : []),
    row('Total', quote.total, true),
  ];
  return {
    columns: [{ text: '' }, { table: { widths: ['*', 'auto'], body }, layout: 'noBorders', width: 220 }],
  };
}

/** The quote as a PDF document: logo, tenant colour, lines (custom ones marked), totals and notes. */
export async function renderQuotePdf(quote: PdfQuote, logo: PdfLogo | null): Promise<Buffer> {
  const color = quote.tenant.primaryColor ?? DEFAULT_COLOR;
  const definition: TDocumentDefinitions = {
    info: { title: `Quote ${quote.number}`, author: quote.tenant.name },
    defaultStyle: { font: 'Helvetica', fontSize: 10 },
    styles: {
      title: { fontSize: 18, bold: true },
      tenant: { fontSize: 14, bold: true, margin: [0, 6, 0, 0] },
    },
    content: [
      header(quote, logo, color),
      linesTable(quote, color),
      totals(quote),
      ...(quote.notes
        ? [{ text: quote.notes, margin: [0, 20, 0, 0] as [number, number, number, number] }]
        : []),
    ],
  };
  return pdfmake.createPdf(definition).getBuffer();
}
