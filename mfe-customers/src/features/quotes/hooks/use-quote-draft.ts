import { useEffect, useReducer, useState } from 'react';
import type { QuoteDetail } from 'shared-api';
import { contentOf, draftOf, percentText } from '../domain/convert';
import { type Draft, draftReducer, EMPTY_DRAFT } from '../domain/draft';
import { draftProblems, type LineProblems } from '../domain/problems';

/**
 * The editor's draft of a quote: filled from the server's quote when it loads (and after each save), kept as
 * typed otherwise (a live refresh or a failed save never overwrites the user's typing). A new quote starts with
 * `tenantDiscount`, the tenant's default, once it has loaded, unless a discount was typed already. Problems
 * show for the fields the user touched, and for all once a save was tried.
 */
export function useQuoteDraft(quote: QuoteDetail | undefined, tenantDiscount?: number | null) {
  const [draft, dispatch] = useReducer(draftReducer, EMPTY_DRAFT);
  const [loadedId, setLoadedId] = useState<string | null>(null);
  const [tried, setTried] = useState(false);
  const [touched, setTouched] = useState<ReadonlySet<string>>(new Set());
  const [discountTyped, setDiscountTyped] = useState(false);

  useEffect(() => {
    if (quote && quote.id !== loadedId) {
      dispatch({ type: 'reset', draft: draftOf(quote) });
      setLoadedId(quote.id);
    }
  }, [quote, loadedId]);

  useEffect(() => {
    if (quote || tenantDiscount === undefined || discountTyped) return;
    dispatch({ type: 'set', fields: { discountPercent: percentText(tenantDiscount) } });
  }, [quote, tenantDiscount, discountTyped]);

  const problems = draftProblems(draft);
  const shown: Record<string, LineProblems> = Object.fromEntries(
    Object.entries(problems.lines).filter(([key]) => tried || touched.has(key)),
  );
  const saved = quote ? draftOf(quote) : EMPTY_DRAFT;
  const dirty = JSON.stringify(contentOf(draft)) !== JSON.stringify(contentOf(saved));

  return {
    draft,
    dispatch: (action: Parameters<typeof dispatch>[0]) => {
      if (action.type === 'change') setTouched((keys) => new Set(keys).add(action.key));
      if (action.type === 'set' && action.fields.discountPercent !== undefined) setDiscountTyped(true);
      dispatch(action);
    },
    problems,
    shownProblems: {
      lines: shown,
      quote: problems.quote,
      discount: tried || discountTyped ? problems.discount : null,
    },
    dirty,
    /** Shows every problem (a save was tried). */
    markTried: () => setTried(true),
    /** The server's saved quote becomes the draft. */
    replaceWith: (next: Draft, id: string) => {
      dispatch({ type: 'reset', draft: next });
      setLoadedId(id);
      setTried(false);
      setTouched(new Set());
      setDiscountTyped(false);
    },
  };
}
