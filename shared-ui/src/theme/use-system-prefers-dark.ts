import { useSyncExternalStore } from 'react';

const DARK_QUERY = '(prefers-color-scheme: dark)';

function darkQuery(): MediaQueryList | undefined {
  return typeof window !== 'undefined' && typeof window.matchMedia === 'function'
    ? window.matchMedia(DARK_QUERY)
    : undefined;
}

function subscribe(onChange: () => void): () => void {
  const query = darkQuery();
  query?.addEventListener('change', onChange);
  return () => query?.removeEventListener('change', onChange);
}

function prefersDark(): boolean {
  return darkQuery()?.matches ?? false;
}

/** Whether the operating system asks for a dark colour scheme, updated live when the user changes it. */
export function useSystemPrefersDark(): boolean {
  return useSyncExternalStore(subscribe, prefersDark, () => false);
}
