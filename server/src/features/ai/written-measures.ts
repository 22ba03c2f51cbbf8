import { TENS, UNITS } from './number-words';

/**
 * Amounts written in forms the word-by-word reading of quantities.ts would misread: areas as two sides, sides said
 * in words, units joined to their numbers and number words that are part of a name. Each is rewritten or taken
 * out first, keeping the text's offsets.
 */

/** Sizes given as two sides ('12 x 14', '16x20 ft', '16 by 20 feet', '10 feet wide and 80 feet long'). */
const DIMENSIONS =
  /\b(\d+(?:\.\d+)?)\s*(?:'|ft|feet|foot)?\s*(?:wide|long|deep)?\s*(?:x|by|×|and)\s*(\d+(?:\.\d+)?)\s*(?:'|ft|feet|foot)?\s*(?:wide|long|deep)?/g;
const HAS_SIDE_WORD = /\b(x|by|×)\b|\d\s*x\s*\d|(wide|long|deep)\b.*\b(wide|long|deep)/;

const FEET = String.raw`\s*(?:'|ft|feet|foot)`;
const SIDE = String.raw`(\d+(?:\.\d+)?)`;
/**
 * A room's floor and the height of its walls ('room is 5x8, walls 8 ft tall', '12 x 14 room with 9 ft walls'): the
 * area of its walls, the perimeter times the height.
 */
const ROOM_WALLS = new RegExp(
  String.raw`\b${SIDE}(?:${FEET})?\s*(?:x|by|×)\s*${SIDE}(?:${FEET})?[\s,;]*(?:[a-z]+\s+(?=with))?(?:(?:with|and|the)\s+)*` +
    String.raw`(?:walls?\s+(?:are\s+|is\s+)?${SIDE}${FEET}(?:\s*(?:tall|high))?|${SIDE}${FEET}[\s-]*(?:(?:tall|high)\s+)?walls?)`,
  'g',
);

/** Areas written as two sides: each found, its characters blanked so its numbers are not read again. */
export function dimensionAreas(raw: string): {
  areas: { value: number; start: number; end: number }[];
  rest: string;
} {
  const areas: { value: number; start: number; end: number }[] = [];
  const withoutWalls = raw.replace(
    ROOM_WALLS,
    (match, a: string, b: string, tall?: string, high?: string, offset = 0) => {
      const height = Number(tall ?? high);
      areas.push({ value: 2 * (Number(a) + Number(b)) * height, start: offset, end: offset + match.length });
      return ' '.repeat(match.length);
    },
  );
  const rest = withoutWalls.replace(DIMENSIONS, (match, a: string, b: string, offset: number) => {
    if (!HAS_SIDE_WORD.test(match)) return match;
    areas.push({ value: Number(a) * Number(b), start: offset, end: offset + match.length });
    return ' '.repeat(match.length);
  });
  return { areas, rest };
}

/** A unit written onto its number ('300sqft', '40ft', '3hrs'): apart, so the number is read with its unit. */
const UNIT_JOINED = /\b(\d+(?:\.\d+)?)(sqft|sf|ft|lf|hrs?|hours?|mins?|tb|gb)\b/g;
export const unitsApart = (text: string) => text.replace(UNIT_JOINED, '$1 $2');

const NUMBER_WORD =
  '(?:(?:twenty|thirty|forty|fifty|sixty|seventy|eighty|ninety)(?:[\\s-](?:one|two|three|four|five|six|seven|eight|nine))?|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|thirteen|fourteen|fifteen|sixteen|seventeen|eighteen|nineteen)';
const WORD_SIDES = new RegExp(`\\b(${NUMBER_WORD}|\\d+)(\\s+(?:by|x)\\s+)(${NUMBER_WORD}|\\d+)\\b`, 'g');

const WHOLE_NUMBER_WORD = new RegExp(`^${NUMBER_WORD}$`);
/** A capitalised word, maybe two ('Twenty-Two'), before another capitalised word. */
const CAPITALISED_BEFORE_CAPITALISED = /\b[A-Z][a-z]+(?:-[A-Z]?[a-z]+)?(?= [A-Z][a-z])/g;

/**
 * 'Two Rivers: quote the broom sweep', 'ask Three Oaks Dental': a capitalised number word before a capitalised word,
 * in a line written in lower case (not a title), is part of a name, never how many. Masked, keeping offsets.
 */
export function namesMasked(text: string): string {
  return text.replace(/[^\n]+/g, (line) =>
    /(^|\s)[a-z]{4,}\b/.test(line)
      ? line.replace(CAPITALISED_BEFORE_CAPITALISED, (word) =>
          WHOLE_NUMBER_WORD.test(word.toLowerCase()) ? '_'.repeat(word.length) : word,
        )
      : line,
  );
}

/** Sides said in words ('twelve by eighteen') written in digits, so they are read as an area like '12 x 18'. */
export function sidesInDigits(text: string): string {
  const value = (side: string) => {
    if (/^\d/.test(side)) return side;
    const [tens = '', ones = ''] = side.split(/[\s-]/);
    return String((TENS[tens] ?? UNITS[tens] ?? 0) + (UNITS[ones] ?? 0));
  };
  return text.replace(WORD_SIDES, (_, a: string, by: string, b: string) => `${value(a)}${by}${value(b)}`);
}
