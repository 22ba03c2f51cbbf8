import { Tag } from 'antd';
import { PageHeader } from 'shared-ui';
import type { InboxPage } from '../hooks/use-inbox-page';
import { countText, describeCount, listedCount } from '../logic/filters';

/** 'Messages', how many the list holds (and the search), and the New and Important counts. */
export function InboxHeader({ inbox: { list, filters } }: { inbox: InboxPage }) {
  const { counts } = list;
  return (
    <PageHeader
      title="Messages"
      subtitle={describeCount(listedCount(counts, filters), filters.search, counts.capped)}
      badges={
        <>
          <Tag color="blue">{`${countText(counts.status.NEW, counts.capped)} New`}</Tag>
          <Tag color="gold">{`${countText(counts.status.IMPORTANT, counts.capped)} Important`}</Tag>
        </>
      }
    />
  );
}
