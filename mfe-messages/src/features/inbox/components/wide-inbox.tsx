import { Card, Empty, Flex, Select } from 'antd';
import { countText, SOURCE_FILTERS } from 'shared-api';
import { useNarrowScreen } from 'shared-ui';
import type { InboxPage } from '../hooks/use-inbox-page';
import { sourceLabel } from '../logic/filters';
import { FilterSidebar } from './filter-sidebar';
import { InboxHeader } from './inbox-header';
import { ListPane } from './list-pane';
import { OpenMessage } from './open-message';

/**
 * The inbox on a wide screen: filters at the left (on a narrow one, a Source select above the list), the list
 * in the middle, the open message at the right, all of one screen's height.
 */
export function WideInbox({ inbox }: { inbox: InboxPage }) {
  const narrow = useNarrowScreen();
  const { list, filters, selectedId } = inbox;
  return (
    <>
      <InboxHeader inbox={inbox} />
      <Flex gap="middle" style={{ height: 'calc(100vh - 200px)', minHeight: 520 }}>
        {!narrow && (
          <Card size="small" style={{ width: 210, flexShrink: 0, overflowY: 'auto' }}>
            <FilterSidebar
              counts={list.counts}
              source={filters.source}
              status={filters.status}
              onSource={inbox.chooseSource}
              onStatus={inbox.chooseStatus}
            />
          </Card>
        )}
        <ListPane
          inbox={inbox}
          triageHint
          style={{ width: 380, flexShrink: 0 }}
          sourceFilter={
            narrow && (
              // On a narrow screen the filter pane gives way to the message: its Source list becomes a select.
              <Select
                aria-label="Source"
                value={filters.source}
                style={{ width: 130 }}
                onChange={inbox.chooseSource}
                options={SOURCE_FILTERS.map((entry) => ({
                  value: entry,
                  label: `${sourceLabel(entry)} (${countText(list.counts.source[entry], list.counts.capped)})`,
                }))}
              />
            )
          }
        />
        <Card size="small" style={{ flex: 1, minWidth: 0 }} styles={{ body: { height: '100%', padding: 0 } }}>
          {selectedId ? (
            <OpenMessage inbox={inbox} messageId={selectedId} inPane />
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
