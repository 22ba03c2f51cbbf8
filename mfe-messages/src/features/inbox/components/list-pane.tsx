import { Card, Flex, Select, Typography } from 'antd';
import type { CSSProperties, ReactNode } from 'react';
import { STATUS_FILTERS } from 'shared-api';
import type { InboxPage } from '../hooks/use-inbox-page';
import { TRIAGE_HINT } from '../hooks/use-triage-keys';
import { MessageList } from './message-list';
import { SearchBox } from './search-box';

interface ListPaneProps {
  inbox: InboxPage;
  /** The source filter, where the filter pane is not shown: a select, or the filters drawer's button. */
  sourceFilter?: ReactNode;
  /** The keyboard shortcuts line, for a screen with a keyboard. */
  triageHint: boolean;
  style: CSSProperties;
}

/** The search box, the status select and the list of messages, in a card of the height `style` gives. */
export function ListPane({ inbox, sourceFilter, triageHint, style }: ListPaneProps) {
  const { list, filters } = inbox;
  return (
    <Card
      size="small"
      style={style}
      styles={{ body: { height: '100%', display: 'flex', flexDirection: 'column', gap: 8, padding: 8 } }}
    >
      <Flex gap="small" wrap>
        <SearchBox
          inputRef={inbox.searchBox}
          initialText={filters.search}
          onSearch={inbox.applySearch}
          onLeaveDown={() => inbox.setActiveIndex(0)}
        />
        {sourceFilter}
        <Select
          aria-label="Status"
          value={filters.status}
          style={{ width: 130 }}
          onChange={inbox.chooseStatus}
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
          searching={filters.search !== ''}
          hasMore={list.hasMore}
          selectedId={inbox.selectedId}
          activeIndex={inbox.activeIndex}
          onLoadMore={list.loadMore}
          onOpen={inbox.open}
          initialOffset={inbox.listOffset.current}
          onScrollOffset={(offset) => {
            inbox.listOffset.current = offset;
          }}
        />
      </div>
      {triageHint && (
        <Typography.Text type="secondary" style={{ fontSize: 11 }} aria-label="Keyboard shortcuts">
          {TRIAGE_HINT}
        </Typography.Text>
      )}
    </Card>
  );
}
