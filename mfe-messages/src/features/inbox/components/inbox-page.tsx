import { Card, Empty, Flex, type InputRef, Select, Tag, Typography } from 'antd';
import { useCallback, useMemo, useRef, useState } from 'react';
import { useDispatch } from 'react-redux';
import {
  type AppDispatch,
  type InboxMessage,
  type MessageSummary,
  SOURCE_FILTERS,
  type SourceFilter,
  STATUS_FILTERS,
  type StatusFilter,
  useGetCurrentSessionQuery,
} from 'shared-api';
import { PageHeader, useConfirm, useNarrowScreen } from 'shared-ui';
import { messagesApi } from '../api/messages-api';
import { useInboxList } from '../hooks/use-inbox-list';
import { useMessageActions } from '../hooks/use-message-actions';
import { TRIAGE_HINT, useTriageKeys } from '../hooks/use-triage-keys';
import { countText, DEFAULT_FILTERS, describeCount, type InboxFilters, listedCount } from '../logic/filters';
import { statusOnMarkUnread, statusOnOpen, statusOnToggleImportant } from '../logic/status';
import { FilterSidebar } from './filter-sidebar';
import { MessageDetail } from './message-detail';
import { MessageList } from './message-list';
import { SearchBox } from './search-box';

/**
 * The Messages screen: filters at the left (on a narrow screen, selects above the list), the list in the middle,
 * the open message at the right.
 */
export function MessagesPage() {
  const dispatch = useDispatch<AppDispatch>();
  const confirm = useConfirm();
  const { data: session } = useGetCurrentSessionQuery();
  const [source, setSource] = useState<SourceFilter>(DEFAULT_FILTERS.source);
  const [status, setStatus] = useState<StatusFilter>(DEFAULT_FILTERS.status);
  const [search, setSearch] = useState(DEFAULT_FILTERS.search);
  const applySearch = useCallback((text: string) => {
    setSearch(text);
    setActiveIndex(-1);
  }, []);
  const filters = useMemo<InboxFilters>(() => ({ source, status, search }), [source, status, search]);
  const list = useInboxList(session?.tenantId, filters);
  const actions = useMessageActions(list, filters);
  const [selectedId, setSelectedId] = useState<string | null>(null);
  const [activeIndex, setActiveIndex] = useState(-1);
  const searchBox = useRef<InputRef>(null);
  const narrow = useNarrowScreen();

  const selected = list.messages.find((message) => message.id === selectedId) ?? null;

  const open = useCallback(
    (message: MessageSummary) => {
      setSelectedId(message.id);
      setActiveIndex(list.messages.indexOf(message));
      const next = statusOnOpen(message.status);
      if (next) void actions.setStatus(message, next);
    },
    [actions, list.messages],
  );

  const remove = useCallback(
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
        setSelectedId((current) => (current === message.id ? null : current));
        setActiveIndex(neighbour ? Math.min(index, list.messages.length - 2) : -1);
      }
    },
    [actions, confirm, list.messages],
  );

  const changed = useCallback(
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

  const target = list.messages[activeIndex] ?? selected;
  useTriageKeys({
    next: () => setActiveIndex((index) => Math.min(index + 1, list.messages.length - 1)),
    previous: () => setActiveIndex((index) => Math.max(index - 1, 0)),
    open: () => {
      const message = list.messages[activeIndex];
      if (message) open(message);
    },
    toggleImportant: () => target && void actions.setStatus(target, statusOnToggleImportant(target.status)),
    markUnread: () => {
      const next = target && statusOnMarkUnread(target.status);
      if (target && next) void actions.setStatus(target, next);
    },
    archive: () => target && void actions.setStatus(target, 'ARCHIVED'),
    remove: () => target && void remove(target),
    focusSearch: () => searchBox.current?.focus(),
  });

  const chooseFilters = (change: () => void) => {
    change();
    setActiveIndex(-1);
  };

  return (
    <>
      <PageHeader
        title="Messages"
        subtitle={describeCount(listedCount(list.counts, filters), search, list.counts.capped)}
        badges={
          <>
            <Tag color="blue">{`${countText(list.counts.status.NEW, list.counts.capped)} New`}</Tag>
            <Tag color="gold">{`${countText(list.counts.status.IMPORTANT, list.counts.capped)} Important`}</Tag>
          </>
        }
      />
      <Flex gap="middle" style={{ height: 'calc(100vh - 200px)', minHeight: 520 }}>
        {!narrow && (
          <Card size="small" style={{ width: 210, flexShrink: 0, overflowY: 'auto' }}>
            <FilterSidebar
              counts={list.counts}
              source={source}
              status={status}
              onSource={(entry) => chooseFilters(() => setSource(entry))}
              onStatus={(entry) => chooseFilters(() => setStatus(entry))}
            />
          </Card>
        )}
        <Card
          size="small"
          style={{ width: 380, flexShrink: 0 }}
          styles={{ body: { height: '100%', display: 'flex', flexDirection: 'column', gap: 8, padding: 8 } }}
        >
          <Flex gap="small" wrap>
            <SearchBox inputRef={searchBox} onSearch={applySearch} onLeaveDown={() => setActiveIndex(0)} />
            {narrow && (
              // On a narrow screen the filter pane gives way to the message: its Source list becomes a select.
              <Select
                aria-label="Source"
                value={source}
                style={{ width: 130 }}
                onChange={(entry) => chooseFilters(() => setSource(entry))}
                options={SOURCE_FILTERS.map((entry) => ({
                  value: entry,
                  label: `${entry[0]?.toUpperCase()}${entry.slice(1)} (${countText(list.counts.source[entry], list.counts.capped)})`,
                }))}
              />
            )}
            <Select
              aria-label="Status"
              value={status}
              style={{ width: 130 }}
              onChange={(entry) => chooseFilters(() => setStatus(entry))}
              options={STATUS_FILTERS.map((entry) => ({ value: entry, label: entry }))}
            />
          </Flex>
          <div style={{ flex: 1, minHeight: 0 }}>
            <MessageList
              messages={list.messages}
              loading={list.loading}
              failed={list.failed}
              failedMore={list.failedMore}
              onRetry={list.retry}
              searching={search !== ''}
              hasMore={list.hasMore}
              selectedId={selectedId}
              activeIndex={activeIndex}
              onLoadMore={list.loadMore}
              onOpen={open}
            />
          </div>
          <Typography.Text type="secondary" style={{ fontSize: 11 }} aria-label="Keyboard shortcuts">
            {TRIAGE_HINT}
          </Typography.Text>
        </Card>
        <Card size="small" style={{ flex: 1, minWidth: 0 }} styles={{ body: { height: '100%', padding: 0 } }}>
          {selected ? (
            <MessageDetail
              key={selected.id}
              summary={selected}
              tenantId={session?.tenantId}
              userId={session?.userId}
              onToggleImportant={() =>
                void actions.setStatus(selected, statusOnToggleImportant(selected.status))
              }
              onMarkUnread={() => void actions.setStatus(selected, 'NEW')}
              onDelete={() => void remove(selected)}
              onChanged={changed}
            />
          ) : (
            <Flex align="center" justify="center" style={{ height: '100%' }}>
              <Empty description="Select a message to view" />
            </Flex>
          )}
        </Card>
      </Flex>
    </>
  );
}
