import type { QuoteLineKind } from 'shared-api';
import { moveItem } from './line-order';

/**
 * A quote as the editor holds it while the user types: quantities and custom prices stay the text typed, so a
 * failed save or a half-typed number ("1.") never loses or rewrites what is on screen.
 */
export interface DraftLine {
  /** Stable across reorders (React key); the saved line's id when it has one. */
  key: string;
  /** The saved line's id (kept on save, so the server knows it is the same line), none for a new one. */
  id?: string;
  kind: QuoteLineKind;
  /** The catalog service a catalog line prices (its price was copied when the line was added). */
  serviceId: string | null;
  description: string;
  unit: string | null;
  /** The price as typed (custom line) or as captured from the catalog (service line). */
  unitCost: string;
  quantity: string;
  /** The AI proposed this line: editing it tells the quote engine. */
  aiProposed: boolean;
  /** The message's words the AI matched to this line. */
  sourceText: string | null;
}

export interface Draft {
  lines: DraftLine[];
  notes: string;
  /** YYYY-MM-DD, or '' for none. */
  validUntil: string;
  /** The discount in percent as typed, '' for none. */
  discountPercent: string;
}

export type DraftAction =
  | { type: 'add'; line: DraftLine }
  | { type: 'change'; key: string; fields: Partial<Pick<DraftLine, 'description' | 'unitCost' | 'quantity'>> }
  | { type: 'remove'; key: string }
  | { type: 'move'; key: string; offset: -1 | 1 }
  | { type: 'set'; fields: Partial<Pick<Draft, 'notes' | 'validUntil' | 'discountPercent'>> }
  | { type: 'reset'; draft: Draft };

export function draftReducer(draft: Draft, action: DraftAction): Draft {
  switch (action.type) {
    case 'add':
      return { ...draft, lines: [...draft.lines, action.line] };
    case 'change':
      return {
        ...draft,
        lines: draft.lines.map((line) => (line.key === action.key ? { ...line, ...action.fields } : line)),
      };
    case 'remove':
      return { ...draft, lines: draft.lines.filter((line) => line.key !== action.key) };
    case 'move': {
      const index = draft.lines.findIndex((line) => line.key === action.key);
      return { ...draft, lines: moveItem(draft.lines, index, action.offset) };
    }
    case 'set':
      return { ...draft, ...action.fields };
    case 'reset':
      return action.draft;
  }
}

let lastKey = 0;
/** A key for a line added in this editor (saved lines keep their id). */
export const newLineKey = () => `new-${++lastKey}`;

export const EMPTY_DRAFT: Draft = { lines: [], notes: '', validUntil: '', discountPercent: '' };
