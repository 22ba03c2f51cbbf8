import { useEffect, useMemo, useState } from 'react';
import { type CustomColors, DEFAULT_COLOR_SUGGESTIONS, sameColors, themeStore } from 'shared-ui';

/**
 * The colours being edited, starting from the saved ones (else the suggested ones). While they differ from
 * what is saved they preview live across the whole app (only when it shows this tenant: a super admin editing
 * another tenant sees no preview); leaving the screen ends the preview.
 */
export function useColorDraft(saved: CustomColors | null, appliesHere: boolean) {
  const baseline = saved ?? DEFAULT_COLOR_SUGGESTIONS;
  const [draft, setDraft] = useState<CustomColors>(baseline);
  const baselineKey = `${baseline.primary}${baseline.secondary}${baseline.accent}`;

  // A newly saved (or reloaded) baseline replaces the draft.
  // biome-ignore lint/correctness/useExhaustiveDependencies: the key stands for the baseline's value
  useEffect(() => setDraft(baseline), [baselineKey]);

  const dirty = useMemo(() => !sameColors(draft, baseline), [draft, baseline]);

  useEffect(() => {
    if (appliesHere) themeStore.preview(dirty ? draft : null);
  }, [dirty, draft, appliesHere]);
  useEffect(() => () => themeStore.preview(null), []);

  return { draft, setDraft, dirty };
}
