import escapeHtml from 'escape-html';

/** The mail that carries a quote's public link to the client. */
export function quoteEmail(
  to: string,
  quote: { number: string; tenantName: string; customerName: string; link: string },
) {
  const subject = `Quote ${quote.number} from ${quote.tenantName}`;
  const text = [
    `Hello ${quote.customerName},`,
    '',
    `${quote.tenantName} has sent you quote ${quote.number}. View it, and accept or decline it, here:`,
    quote.link,
  ].join('\n');
  const html = `<p>Hello ${escapeHtml(quote.customerName)},</p>
<p>${escapeHtml(quote.tenantName)} has sent you quote ${escapeHtml(quote.number)}.</p>
<p><a href="${escapeHtml(quote.link)}">View the quote</a> to accept or decline it.</p>`;
  return { to, subject, text, html };
}
