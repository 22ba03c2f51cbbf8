import { Flex, Spin, Tag, Typography } from 'antd';
import Listy from 'antd/es/listy';
import { formatDate, formatMoney, LoadFailure } from 'shared-ui';
import { useGetCustomerQuotesQuery } from '../api/customers-api';

/** Quotes & Invoices: a placeholder, with a read-only list of the customer's quotes. */
export function QuotesTab({ customerId }: { customerId: string }) {
  const { data: quotes, isLoading, isError, refetch } = useGetCustomerQuotesQuery(customerId);
  return (
    <>
      <Typography.Paragraph type="secondary">Quotes and invoices will be managed here.</Typography.Paragraph>
      {isLoading ? (
        <Spin />
      ) : isError && !quotes ? (
        <LoadFailure title="Quotes could not be loaded." onRetry={refetch} />
      ) : !quotes || quotes.length === 0 ? (
        <Typography.Text type="secondary">No quotes for this customer.</Typography.Text>
      ) : (
        <Listy
          items={quotes}
          rowKey="id"
          itemRender={(quote) => (
            <Flex justify="space-between" align="center">
              <span>
                <Tag>{quote.status}</Tag>
                {quote.aiGenerated && <Tag color="purple">AI</Tag>}
                <Typography.Text type="secondary">{formatDate(quote.createdAt)}</Typography.Text>
              </span>
              <strong>{formatMoney(quote.total)}</strong>
            </Flex>
          )}
        />
      )}
    </>
  );
}
