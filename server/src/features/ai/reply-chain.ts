import { htmlToTextMarkingQuotes } from '../../shared/inbox';

const REPLY_HEADER = [
  /^\s*On\b.{0,200}\bwrote:\s*$/im,
  /^\s*-{2,}\s*Original Message\s*-{2,}/im,
  /^\s*From:.*\n\s*(?:Sent|Date):/im,
];
/** "On Tue, Apr 8, 2025 at 4:12 PM Sam <sam@x.com>\nwrote:" split over two lines by a mail client. */
const SPLIT_REPLY_HEADER = /^\s*On\b[^\n]{0,200}\n[^\n]{0,100}\bwrote:\s*$/im;
/** Markup a mail client writes; an address in angle brackets ('<sam@x.com>') is not HTML. */
const HTML_TAG =
  /<\/?(?:div|p|br|span|blockquote|html|body|table|tr|td|ul|ol|li|a|b|i|u|strong|em|font|h[1-6])\b[^>]*>/i;
const FORWARDED = /^\s*-{2,}\s*Forwarded message\s*-{2,}|^\s*Begin forwarded message:/im;

/**
 * What the customer wrote in this message, without the earlier messages a reply carries along: quoted lines
 * ("> …", HTML blockquotes) and everything from a reply header ("On Tue, … wrote:", Outlook's "From: … Sent:",
 * "-----Original Message-----") on. A forwarded message is kept: it is what the customer passes on to us.
 */
export function ownText(content: string): string {
  const text = HTML_TAG.test(content) ? htmlToTextMarkingQuotes(content) : content;
  const forwardedAt = text.search(FORWARDED);
  let end = text.length;
  for (const header of [...REPLY_HEADER, SPLIT_REPLY_HEADER]) {
    const at = text.search(header);
    // A reply header inside a forwarded message belongs to what is forwarded.
    if (at >= 0 && (forwardedAt < 0 || at < forwardedAt)) end = Math.min(end, at);
  }
  return text
    .slice(0, end)
    .split('\n')
    .filter((line) => !/^\s*>/.test(line))
    .join('\n')
    .replace(/\n{2,}/g, '\n')
    .trim();
}
