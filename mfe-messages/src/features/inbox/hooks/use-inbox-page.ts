import type { InputRef } from 'antd';
import { useCallback, useRef, useState } from 'react';
import { useDispatch } from 'react-redux';
import {
  type AppDispatch,
  type InboxMessage,
  type MessageSummary,
  useGetCurrentSessionQuery,
} from 'shared-api';
import { useConfirm } from 'shared-ui';
import { messagesApi } from '../api/messages-api';
import { statusOnMarkUnread, statusOnToggleImportant } from '../logic/status';
import { useInboxFilters } from './use-inbox-filters';
import { useInboxList } from './use-inbox-list';
import { useMessageActions } from './use-message-actions';
import { useMessageRoute } from './use-message-route';
import { useOpenMessage } from './use-open-message';
import { useReadOnOpen } from './use-read-on-open';
import { useTriageKeys } from './use-triage-keys';

export type InboxPage = ReturnType<typeof useInboxPage>;

/**
 * What the inbox's layouts (three panes, or one at a time on a compact screen) share: the filters, the list,
 * the open message (the URL's), the keyboard cursor and the actions. It lives in the page, which stays mounted
 * while a message is open, so the list comes back as it was left.
 */
export function useInboxPage() {
  const { data: session } = useGetCurrentSessionQuery();
  const route = useMessageRoute();
  const [activeIndex, setActiveIndex] = useState(-1);
  const clearActive = useCallback(() => setActiveIndex(-1), []);
  const { filters, chooseSource, chooseStatus, applySearch } = useInboxFilters(clearActive);
  const list = useInboxList(session?.tenantId, filters);
  const actions = useMessageActions(list, filters);
  const selected = useOpenMessage(route.messageId, list.messages);
  // Not before the list has loaded: the page arriving after the change would show the message NEW again.
  useReadOnOpen(route.opening, list.loading ? null : selected, actions.setStatus);
  const searchBox = useRef<InputRef>(null);
  /** How far the list was scrolled, for when it is shown again (after a message, on a compact screen). */
  const listOffset = useRef(0);
  const { openMessage } = route;

  const open = useCallback(
    (message: MessageSummary) => {
      setActiveIndex(list.messages.indexOf(message));
      openMessage(message.id);
    },
    [list.messages, openMessage],
  );
  const remove = useRemove({
    list,
    actions,
    openId: route.messageId,
    showList: route.showList,
    setActiveIndex,
  });
  const changed = useChanged(list);
  const toggleImportant = useCallback(
    (message: MessageSummary) => void actions.setStatus(message, statusOnToggleImportant(message.status)),
    [actions],
  );
  const markUnread = useCallback(
    (message: MessageSummary) => {
      const next = statusOnMarkUnread(message.status);
      if (next) void actions.setStatus(message, next);
    },
    [actions],
  );

  const target = list.messages[activeIndex] ?? selected;
  useTriageKeys({
    next: () => setActiveIndex((index) => Math.min(index + 1, list.messages.length - 1)),
    previous: () => setActiveIndex((index) => Math.max(index - 1, 0)),
    open: () => {
      const message = list.messages[activeIndex];
      if (message) open(message);
    },
    toggleImportant: () => target && toggleImportant(target),
    markUnread: () => target && markUnread(target),
    archive: () => target && void actions.setStatus(target, 'ARCHIVED'),
    remove: () => target && void remove(target),
    focusSearch: () => searchBox.current?.focus(),
  });

  return {
    session,
    filters,
    chooseSource,
    chooseStatus,
    applySearch,
    list,
    activeIndex,
    setActiveIndex,
    searchBox,
    listOffset,
    selectedId: route.messageId,
    selected,
    showList: route.showList,
    open,
    remove,
    changed,
    toggleImportant,
    markUnread,
  };
}

interface RemoveDeps {
  list: ReturnType<typeof useInboxList>;
  actions: ReturnType<typeof useMessageActions>;
  openId: string | null;
  showList(): void;
  setActiveIndex(index: number): void;
}

/** Delete after confirmation; the cursor stays where the message was, and its page closes if it was open. */
function useRemove({ list, actions, openId, showList, setActiveIndex }: RemoveDeps) {
  const confirm = useConfirm();
  // Read when the delete lands: another message may have been opened meanwhile.
  const open = useRef({ openId, showList });
  open.current = { openId, showList };
  return useCallback(
    async (message: MessageSummary) => {
      const confirmed = await confirm({
        title: 'Delete message',
        content: 'This will permanently delete this message. Are you sure?',
        okText: 'Delete',
        danger: true,
      });
      if (!confirmed) return;
      const index = list.messages.indexOf(message);
      const neighbour = list.messages[index + 1] ?? list.messages[index - 1] ?? null;
      if (await actions.remove(message)) {
        if (open.current.openId === message.id) open.current.showList();
        setActiveIndex(neighbour ? Math.min(index, list.messages.length - 2) : -1);
      }
    },
    [actions, confirm, list.messages, setActiveIndex],
  );
}

/** The server's new version of a message (after a link): its list row and the cached message follow. */
function useChanged(list: ReturnType<typeof useInboxList>) {
  const dispatch = useDispatch<AppDispatch>();
  return useCallback(
    (message: InboxMessage) => {
      list.update(({ messages, counts }) => ({
        messages: messages.map((row) =>
          row.id === message.id
            ? {
                ...row,
                contactId: message.contactId,
                customerId: message.customerId,
                contact: message.contact,
                customer: message.customer,
              }
            : row,
        ),
        counts,
      }));
      dispatch(messagesApi.util.upsertQueryData('getMessage', message.id, message));
    },
    [dispatch, list],
  );
}
