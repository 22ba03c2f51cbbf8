import { Tag } from 'antd';
import { countText, describeCount, exportUrl } from 'shared-api';
import { ExportButton, PageHeader } from 'shared-ui';
import type { InboxPage } from '../hooks/use-inbox-page';
import { listedCount } from '../logic/filters';

/**
 * 'Messages', how many the list holds (and the search), the New and Important counts, and the export of the
 * messages the filters list.
 */
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
      extra={
        <ExportButton
          what="messages"
          formats={['csv']}
          urlOf={(format) => exportUrl('exportMessages', format, { query: { ...filters } })}
        />
      }
    />
  );
}
