import { useEffect, useRef } from 'react';

export interface TriageHandlers {
  next(): void;
  previous(): void;
  open(): void;
  toggleImportant(): void;
  markUnread(): void;
  archive(): void;
  remove(): void;
  focusSearch(): void;
}

/** Key → action; shown to the user by `TRIAGE_HINT`. */
const KEYS: Record<string, keyof TriageHandlers> = {
  ArrowDown: 'next',
  j: 'next',
  ArrowUp: 'previous',
  k: 'previous',
  Enter: 'open',
  i: 'toggleImportant',
  u: 'markUnread',
  e: 'archive',
  '#': 'remove',
  Delete: 'remove',
  '/': 'focusSearch',
};

export const TRIAGE_HINT =
  '↑/↓ or j/k move · Enter open · i important · u unread · e archive · # or Delete delete · / search';

/** Where typing means text, or a dialog has the keyboard: triage keys stay out of the way. */
const TYPING_OR_DIALOG =
  'input, textarea, select, [contenteditable="true"], [role="dialog"], [role="combobox"], .ant-select, .ant-modal-root';

/** Keyboard triage of the inbox, while the page is shown. */
export function useTriageKeys(handlers: TriageHandlers): void {
  const current = useRef(handlers);
  current.current = handlers;
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.defaultPrevented || event.ctrlKey || event.metaKey || event.altKey) return;
      const target = event.target as Element | null;
      if (target?.closest?.(TYPING_OR_DIALOG)) return;
      if (document.querySelector('.ant-modal-wrap:not([style*="display: none"])')) return;
      // Enter on a button or link keeps its own meaning.
      if (event.key === 'Enter' && target?.closest?.('button, a')) return;
      const action = KEYS[event.key];
      if (!action) return;
      event.preventDefault();
      current.current[action]();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, []);
}
