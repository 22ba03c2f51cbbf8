import { type MessageSummary, skipToken } from 'shared-api';
import { useGetMessageQuery } from '../api/messages-api';

/**
 * The open message as the inbox knows it: its list row (where optimistic updates land first), or, for one the
 * loaded pages do not hold (a link, a later page), the message fetched by id. Null while that loads.
 */
export function useOpenMessage(messageId: string | null, messages: MessageSummary[]): MessageSummary | null {
  const listed = messages.find((message) => message.id === messageId);
  // `currentData`: never the previous message's while the next one loads.
  const { currentData: loaded } = useGetMessageQuery(messageId ?? skipToken);
  return listed ?? loaded ?? null;
}
