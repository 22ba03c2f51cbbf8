const NAMED_ENTITIES: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: ' ',
};

// Content that is never visible text: the whole element goes.
const HIDDEN_ELEMENTS = /<(head|style|script|title)\b[^>]*>[\s\S]*?<\/\1\s*>/gi;
const COMMENTS = /<!--[\s\S]*?-->/g;
// Block-level boundaries become spaces so words from adjacent paragraphs do not run together.
const BLOCK_TAGS = /<\/?(br|p|div|li|ul|ol|tr|td|th|table|h[1-6]|blockquote|section|article|hr)\b[^>]*>/gi;
const OTHER_TAGS = /<[^>]*>/g;
const ENTITIES = /&(#x[0-9a-f]+|#\d+|[a-z][a-z0-9]*);/gi;

function decodeEntity(entity: string): string {
  const lower = entity.toLowerCase();
  if (lower.startsWith('#')) {
    const codePoint = lower.startsWith('#x') ? Number.parseInt(lower.slice(2), 16) : Number(lower.slice(1));
    return codePoint > 0 && codePoint <= 0x10ffff ? String.fromCodePoint(codePoint) : '';
  }
  return NAMED_ENTITIES[lower] ?? '';
}

/** Plain text of an HTML fragment: tags removed, entities decoded (unknown ones dropped), whitespace collapsed. */
export function stripMarkup(html: string | null | undefined): string {
  return (html ?? '')
    .replace(HIDDEN_ELEMENTS, ' ')
    .replace(COMMENTS, ' ')
    .replace(BLOCK_TAGS, ' ')
    .replace(OTHER_TAGS, '')
    .replace(ENTITIES, (_, entity: string) => decodeEntity(entity))
    .replace(/\s+/g, ' ')
    .trim();
}

/** List preview: the plain text cut to `maxLength` characters, with an ellipsis when something was cut. */
export function previewText(html: string | null | undefined, maxLength = 150): string {
  const text = stripMarkup(html);
  const characters = Array.from(text);
  if (characters.length <= maxLength) return text;
  return `${characters.slice(0, maxLength).join('').trimEnd()}…`;
}
