import { type Candidate, type Retrieval, retrieve, sentenceTokens } from './retrieval';
import type { Segment, Token } from './text';

/**
 * Meeting summaries: a summary with action items asking for a quote is read by those items, and an item that
 * names a service briefly is completed from the discussion around it.
 */

const ACTION_ITEMS = /^\W*(action items?|next steps?|follow.?ups?|to.?dos?)\W*$/i;
const ASKS_PRICE =
  /\b(quote|quotes|quoted|quoting|price|prices|pricing|priced|estimate|proposal|cost|bids?)\b/i;

/** A heading of a summary's next section ('Summary', 'Tire pressure sensors'): short, no sentence mark. */
const SECTION_HEADING = /^[A-Z][^.!?:,;]{0,40}:?$/;

/**
 * A meeting summary with action items ("Action items:", "Next steps") asks for what those items name: the
 * discussion around them is what was talked about, not the request. When items ask for a price, only those are
 * read for services (quantities are still read from the whole message); else the whole summary is.
 */
export function quotedActionItems<S extends Segment>(segments: readonly S[]): readonly S[] {
  const header = segments.findIndex((segment) => ACTION_ITEMS.test(segment.text));
  if (header < 0) return segments;
  const items: S[] = [];
  for (const segment of segments.slice(header + 1)) {
    if (SECTION_HEADING.test(segment.text)) break;
    items.push(segment);
  }
  const asked = items.filter((segment) => ASKS_PRICE.test(segment.text));
  return asked.length > 0 ? asked : segments;
}

/**
 * A meeting summary's section headings after its first line ('Oil change', 'Timing belt') name a topic talked
 * about, not a request: what was asked is in the paragraphs and items under them. Other messages are kept whole,
 * a short line there being as likely the request itself ('Gutter cleaning pls').
 */
export function withoutTopicHeadings<S extends Segment>(segments: readonly S[]): readonly S[] {
  if (!segments.some((segment) => ACTION_ITEMS.test(segment.text))) return segments;
  return segments.filter((segment, at) => at === 0 || !SECTION_HEADING.test(segment.text));
}

/** Of an action item, the share of a service's name its words and the discussion's must cover together. */
const MIN_COMPLETED_COVERAGE = 0.8;

/** The tokens of the discussion around a summary's action items, read once for all of them (no word index). */
export const discussionTokens = (retrieval: Retrieval, discussion: readonly Segment[]): Token[] =>
  discussion.flatMap(({ text }) => sentenceTokens(retrieval, text).map((token) => ({ ...token, index: -1 })));

/**
 * An action item names a service briefly ('a quote for the flush', 'the wall and the patio'): a service the
 * item's words and the discussion's cover nearly whole, with a word of its name in the item, is what it means.
 */
export function completedFromDiscussion(
  retrieval: Retrieval,
  item: readonly Token[],
  discussion: readonly Token[] | null,
  found: readonly Candidate[],
): Candidate[] {
  if (discussion === null) return [];
  // Words of the item that a service found in it already explains ('the pipe repair') complete nothing else.
  const explained = new Set(found.flatMap((c) => [...c.nameHits]));
  const written = new Set(
    item.filter((token) => token.exact && !explained.has(token.term)).map((token) => token.term),
  );
  return retrieve(retrieval, [...item, ...discussion]).filter(
    (c) =>
      !c.entry.alias &&
      c.nameCoverage >= MIN_COMPLETED_COVERAGE &&
      [...c.nameHits].some((term) => written.has(term)) &&
      c.hitIndexes.some((i) => i >= 0),
  );
}
