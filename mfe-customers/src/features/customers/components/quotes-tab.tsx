import PlusOutlined from '@ant-design/icons/PlusOutlined';
import { Button, Flex, Spin, Tag, Typography } from 'antd';
import Listy from 'antd/es/listy';
import { Link, useNavigate } from 'react-router';
import { formatDate, formatMoney, LoadFailure } from 'shared-ui';
import { QuoteStatusTag } from '../../../shared/quote-status-tag';
import { useActionSize } from '../../../shared/use-action-size';
import { useGetCustomerQuotesQuery } from '../api/customers-api';

/**
 * Quotes & Invoices: the customer's quotes, newest first, each with its number, status, total and a link to its
 * editor, and "New quote". A status the client changes on the public page shows here live (server events).
 */
export function QuotesTab({ customerId }: { customerId: string }) {
  const { data: quotes, isLoading, isError, refetch } = useGetCustomerQuotesQuery(customerId);
  const navigate = useNavigate();
  const actionSize = useActionSize();
  const list = () => {
    if (isLoading) return <Spin />;
    if (isError && !quotes) return <LoadFailure title="Quotes could not be loaded." onRetry={refetch} />;
    if (!quotes || quotes.length === 0)
      return <Typography.Text type="secondary">No quotes for this customer.</Typography.Text>;
    return (
      <Listy
        items={quotes}
        rowKey="id"
        itemRender={(quote) => (
          <Flex justify="space-between" align="center" gap={8} wrap data-testid="customer-quote">
            <Flex align="center" gap={8} wrap>
              <Link
                to={`/customers/${customerId}/quotes/${quote.id}`}
                style={{ display: 'inline-block', minHeight: 24 }}
              >
                {quote.number}
              </Link>
              <QuoteStatusTag status={quote.status} />
              {quote.aiGenerated && <Tag color="purple">AI</Tag>}
              <Typography.Text type="secondary">{formatDate(quote.createdAt)}</Typography.Text>
            </Flex>
            <strong>{formatMoney(quote.total)}</strong>
          </Flex>
        )}
      />
    );
  };
  return (
    <Flex vertical gap="middle">
      <Flex justify="flex-end">
        <Button
          type="primary"
          size={actionSize}
          icon={<PlusOutlined />}
          onClick={() => navigate(`/customers/${customerId}/quotes/new`)}
        >
          New quote
        </Button>
      </Flex>
      {list()}
    </Flex>
  );
}
