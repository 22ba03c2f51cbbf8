import ArrowLeftOutlined from '@ant-design/icons/ArrowLeftOutlined';
import { Button, Card, Flex } from 'antd';
import type { InboxPage } from '../hooks/use-inbox-page';
import { FiltersDrawer } from './filters-drawer';
import { InboxHeader } from './inbox-header';
import { ListPane } from './list-pane';
import { OpenMessage } from './open-message';

/**
 * The inbox on a compact screen (a phone, an upright tablet): one pane at a time. The list fills the width, its
 * filters in a drawer; an open message has the page to itself, in the document's flow, with a way back.
 */
export function CompactInbox({ inbox }: { inbox: InboxPage }) {
  const { list, filters, selectedId } = inbox;
  if (selectedId) {
    return (
      <Flex vertical gap="small">
        <Button
          icon={<ArrowLeftOutlined />}
          aria-label="Back to messages"
          style={{ alignSelf: 'flex-start' }}
          onClick={inbox.showList}
        >
          Messages
        </Button>
        <Card size="small" styles={{ body: { padding: 0 } }}>
          <OpenMessage inbox={inbox} messageId={selectedId} inPane={false} />
        </Card>
      </Flex>
    );
  }
  return (
    <>
      <InboxHeader inbox={inbox} />
      <ListPane
        inbox={inbox}
        triageHint={false}
        // A screenful for the list to scroll in, once the page has scrolled the header away.
        style={{ height: '100dvh' }}
        sourceFilter={
          <FiltersDrawer
            counts={list.counts}
            source={filters.source}
            status={filters.status}
            onSource={inbox.chooseSource}
            onStatus={inbox.chooseStatus}
          />
        }
      />
    </>
  );
}
