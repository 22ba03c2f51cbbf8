import { skipToken } from '@reduxjs/toolkit/query/react';
import { useCallback, useEffect, useRef } from 'react';
import { useGetGmailImportQuery } from './api';
import type { GmailImport } from './contract/gmail';

const isUnderWay = (state: GmailImport) => state.status === 'queued' || state.status === 'running';

/**
 * The signed-in user's latest Gmail import, live (the events stream refetches it as it moves), and
 * `onFinished` once an import this page started or saw under way has ended — also when it ended elsewhere
 * (another tab, another instance). `follow(id)` marks an import just started, however quickly it ends.
 */
export function useGmailImport(
  enabled: boolean,
  onFinished: (result: GmailImport) => void,
): { current: GmailImport | null; follow: (id: string) => void } {
  const { data } = useGetGmailImportQuery(enabled ? undefined : skipToken);
  const current = data?.import ?? null;
  const followed = useRef<string | null>(null);
  const latestOnFinished = useRef(onFinished);
  latestOnFinished.current = onFinished;

  useEffect(() => {
    if (!current) return;
    if (isUnderWay(current)) followed.current = current.id;
    else if (followed.current === current.id) {
      followed.current = null;
      latestOnFinished.current(current);
    }
  }, [current]);

  const follow = useCallback((id: string) => {
    followed.current = id;
  }, []);
  return { current, follow };
}
