import escapeHtml from 'escape-html';
import type { PublicQuote } from 'shared-api/contract';

/**
 * The public quote page, rendered on the server: a small read-only document that needs no bundle, no sign-in
 * and no session. Its stylesheet and script are files of their own ('self' under the CSP, behind nginx too);
 * the tenant's colour travels in a style attribute as a CSS variable. The script posts the client's answer to
 * the public API and reloads.
 */

const money = (amount: number, currency: string) =>
  new Intl.NumberFormat('en-US', { style: 'currency', currency }).format(amount);

const STATUS_TEXT: Record<PublicQuote['status'], string> = {
  DRAFT: 'Draft',
  SENT: 'Awaiting your answer',
  ACCEPTED: 'Accepted',
  DECLINED: 'Declined',
  EXPIRED: 'Expired',
};

function linesHtml(quote: PublicQuote): string {
  return quote.lines
    .map(
      (
        line,
      ) => `<tr><td>${escapeHtml(line.description)}${line.kind === 'custom' ? ' <small>(custom)</small>' : ''}</td>
<td class="n">${line.quantity}${line.unit ? ` ${escapeHtml(line.unit)}` : ''}</td>
<td class="n">${money(line.unitCost, quote.currency)}</td><td class="n">${money(line.lineTotal, quote.currency)}</td></tr>`,
    )
    .join('\n');
}

function totalsHtml(quote: PublicQuote): string {
  const row = (label: string, amount: number, cls = '') =>
    `<tr class="${cls}"><td colspan="3">${label}</td><td class="n">${money(amount, quote.currency)}</td></tr>`;
  return [
    row('Subtotal', quote.subtotal),
    quote.discountAmount > 0 ? row(`Discount (${quote.discountPercent}%)`, -quote.discountAmount) : '',
    quote.taxRatePercent !== null ? row(`Tax (${quote.taxRatePercent}%)`, quote.taxAmount) : '',
    row('Total', quote.total, 'total'),
  ].join('\n');
}

function answerHtml(quote: PublicQuote): string {
  if (quote.status !== 'SENT') {
    const comment = quote.clientComment ? `<p>Your comment: ${escapeHtml(quote.clientComment)}</p>` : '';
    return `<p class="status" role="status">${STATUS_TEXT[quote.status]}</p>${comment}`;
  }
  return `<form id="answer">
<label for="comment">Comment (optional)</label>
<textarea id="comment" name="comment" maxlength="1000" rows="3"></textarea>
<div class="actions"><button type="submit" value="accept">Accept quote</button>
<button type="submit" value="decline" class="secondary">Decline</button></div>
<p id="error" role="alert"></p>
</form>`;
}

export const PAGE_SCRIPT = `document.getElementById('answer')?.addEventListener('submit', async (event) => {
  event.preventDefault();
  const choice = event.submitter.value;
  const comment = document.getElementById('comment').value.trim();
  const response = await fetch(location.pathname.replace('/q/', '/api/public/quotes/') + '/' + choice, {
    method: 'POST', headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(comment ? { comment } : {}),
  });
  if (response.ok) location.reload();
  else document.getElementById('error').textContent = (await response.json()).error || 'Something went wrong';
});`;

export const PAGE_STYLE = `body{font-family:system-ui,sans-serif;margin:0;color:#111827;background:#f9fafb}
main{max-width:760px;margin:2rem auto;background:#fff;padding:2rem;border-radius:8px}
header{display:flex;justify-content:space-between;align-items:center;border-bottom:3px solid var(--brand);padding-bottom:1rem}
header img{max-height:60px;max-width:200px}h1{color:var(--brand);margin:0}
table{width:100%;border-collapse:collapse;margin:1.5rem 0}th{background:var(--brand);color:#fff;text-align:left}
th,td{padding:.5rem}.n{text-align:right}tr.total td{font-weight:700;border-top:2px solid #111827}
textarea{width:100%;box-sizing:border-box}.actions{display:flex;gap:.5rem;margin-top:.5rem}
button{background:var(--brand);color:#fff;border:0;border-radius:6px;padding:.6rem 1.2rem;font-size:1rem;cursor:pointer}
button.secondary{background:#fff;color:#111827;border:1px solid #6b7280}.status{font-weight:700;font-size:1.2rem}`;

/** A colour from the tenant's branding, only if it is a plain hex colour (it goes into CSS). */
const safeColor = (color: string | null) => (color && /^#[0-9a-f]{3,8}$/i.test(color) ? color : '#1f2937');

/** Where the page's stylesheet and script are served (under `/q/`, which no token can name: tokens have no dot). */
export const PAGE_STYLE_PATH = '/q/quote-page.css';
export const PAGE_SCRIPT_PATH = '/q/quote-page.js';

export function publicQuotePage(quote: PublicQuote, pdfUrl: string): string {
  const color = safeColor(quote.tenant.primaryColor);
  const logo = quote.tenant.logoUrl
    ? `<img src="${escapeHtml(quote.tenant.logoUrl)}" alt="${escapeHtml(quote.tenant.name)} logo">`
    : '';
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<meta name="robots" content="noindex"><title>Quote ${escapeHtml(quote.number)} · ${escapeHtml(quote.tenant.name)}</title>
<link rel="stylesheet" href="${PAGE_STYLE_PATH}"><script src="${PAGE_SCRIPT_PATH}" defer></script></head>
<body style="--brand: ${color}"><main>
<header><div>${logo}<p><strong>${escapeHtml(quote.tenant.name)}</strong></p></div>
<div><h1>Quote ${escapeHtml(quote.number)}</h1><p>For ${escapeHtml(quote.customerName)}<br>Valid until ${quote.validUntil}</p></div></header>
<table><thead><tr><th>Description</th><th class="n">Quantity</th><th class="n">Unit price</th><th class="n">Amount</th></tr></thead>
<tbody>${linesHtml(quote)}</tbody><tfoot>${totalsHtml(quote)}</tfoot></table>
${quote.notes ? `<p>${escapeHtml(quote.notes)}</p>` : ''}
<p><a href="${escapeHtml(pdfUrl)}">Download PDF</a></p>
${answerHtml(quote)}
</main></body></html>`;
}

/** The plain not-found page for a wrong or expired link. */
export function quoteNotFoundPage(): string {
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="robots" content="noindex"><title>Quote not found</title>
<link rel="stylesheet" href="${PAGE_STYLE_PATH}"></head>
<body><h1>Quote not found</h1><p>This quote link is not valid or has expired. Ask the company that sent it for a new one.</p></body></html>`;
}
