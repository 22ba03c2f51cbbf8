import { useCallback, useRef } from 'react';
import { useDispatch } from 'react-redux';
import type { AppDispatch, MessageStatus, MessageSummary, SettableMessageStatus } from 'shared-api';
import { toast } from 'shared-ui';
import { messagesApi, useDeleteMessageMutation, useUpdateMessageStatusMutation } from '../api/messages-api';
import { countsAfterDelete, countsAfterRestore, countsAfterStatusChange } from '../logic/counts';
import type { InboxFilters } from '../logic/filters';
import type { InboxList } from './use-inbox-list';

/**
 * Status changes and deletes, applied at once to the list, the counts and the open message (optimistic),
 * and undone with an error toast when the server refuses.
 */
export function useMessageActions(list: InboxList, filters: InboxFilters) {
  const dispatch = useDispatch<AppDispatch>();
  const [updateStatus] = useUpdateMessageStatusMutation();
  const [deleteMessage] = useDeleteMessageMutation();
  // The filters the counts were computed under: read when a change is applied, not when it was queued.
  const filtersRef = useRef(filters);
  filtersRef.current = filters;

  const applyStatus = useCallback(
    (message: Pick<MessageSummary, 'id' | 'source'>, from: MessageStatus, to: MessageStatus) => {
      list.update(({ messages, counts }) => ({
        messages: messages.map((row) => (row.id === message.id ? { ...row, status: to } : row)),
        counts: countsAfterStatusChange(counts, filtersRef.current, message.source, from, to),
      }));
      return dispatch(
        messagesApi.util.updateQueryData('getMessage', message.id, (draft) => {
          draft.status = to;
        }),
      );
    },
    [dispatch, list],
  );

  const setStatus = useCallback(
    async (message: Pick<MessageSummary, 'id' | 'source' | 'status'>, to: SettableMessageStatus) => {
      const from = message.status;
      if (from === to) return;
      const detailPatch = applyStatus(message, from, to);
      try {
        await updateStatus({ id: message.id, status: to }).unwrap();
      } catch {
        detailPatch.undo();
        applyStatus(message, to, from);
        toast.error('Failed to update status');
      }
    },
    [applyStatus, updateStatus],
  );

  const remove = useCallback(
    async (message: MessageSummary): Promise<boolean> => {
      let position = -1;
      list.update(({ messages, counts }) => {
        position = messages.findIndex((row) => row.id === message.id);
        return {
          messages: messages.filter((row) => row.id !== message.id),
          counts: countsAfterDelete(counts, filtersRef.current, message.source, message.status),
        };
      });
      try {
        await deleteMessage(message.id).unwrap();
        toast.success('Message deleted');
        return true;
      } catch {
        list.update(({ messages, counts }) => {
          const restored = [...messages];
          restored.splice(position < 0 ? restored.length : position, 0, message);
          return {
            messages: restored,
            counts: countsAfterRestore(counts, filtersRef.current, message.source, message.status),
          };
        });
        toast.error('Failed to delete message');
        return false;
      }
    },
    [deleteMessage, list],
  );

  return { setStatus, remove };
}
