import { Col, Empty, Flex, Row, Select } from 'antd';
import { useState } from 'react';
import type { CustomerSort } from 'shared-api/contract';
import { LoadFailure, LoadingSkeleton } from 'shared-ui';
import { useGetCustomerPagesInfiniteQuery } from '../api/customers-api';
import { useSilentFailure } from '../hooks/use-silent-failure';
import { CustomerCard } from './customer-card';
import { LoadMore } from './load-more';

/** Cards the grid loads at first and per page. */
const GRID_PAGE_SIZE = 24;

const SORT_OPTIONS: { value: CustomerSort; label: string }[] = [
  { value: 'name', label: 'Name (A–Z)' },
  { value: 'newest', label: 'Newest first' },
  { value: 'revenue', label: 'Highest revenue' },
  { value: 'lastContact', label: 'Latest contact' },
];

/** The List view: a grid of detailed cards in the chosen order, loaded page by page, or its empty state. */
export function CustomerGrid({ tenantId, search }: { tenantId: string; search: string }) {
  const [sort, setSort] = useState<CustomerSort>('name');
  const { data, isLoading, isError, refetch, hasNextPage, isFetchingNextPage, fetchNextPage } =
    useGetCustomerPagesInfiniteQuery({ tenantId, sort, search, limit: GRID_PAGE_SIZE });
  useSilentFailure(isError, 'Failed to load customers');
  const customers = data?.pages.flatMap((page) => page.customers) ?? [];
  const total = data?.pages[0]?.total ?? null;

  return (
    <>
      <Flex justify="flex-end" style={{ marginBottom: 16 }}>
        <Select<CustomerSort>
          aria-label="Sort customers"
          value={sort}
          onChange={setSort}
          options={SORT_OPTIONS}
          style={{ width: 180 }}
        />
      </Flex>
      {isLoading ? (
        <LoadingSkeleton label="Loading customers..." shape="list" />
      ) : isError && customers.length === 0 ? (
        <LoadFailure title="Customers could not be loaded." onRetry={refetch} />
      ) : customers.length === 0 ? (
        <Empty
          description={
            <>
              <strong style={{ display: 'block' }}>No customers found</strong>
              {search ? 'Try adjusting your search' : 'Get started by adding your first customer'}
            </>
          }
        />
      ) : (
        <Row gutter={[16, 16]}>
          {customers.map((customer) => (
            <Col key={customer.id} xs={24} sm={12} lg={8} xl={6}>
              <CustomerCard customer={customer} detailed />
            </Col>
          ))}
        </Row>
      )}
      <div style={{ marginTop: 16 }}>
        <LoadMore hasMore={hasNextPage} loading={isFetchingNextPage} onLoad={() => fetchNextPage()}>
          {total === null ? 'Show more' : `Show more (${Math.max(total - customers.length, 0)})`}
        </LoadMore>
      </div>
    </>
  );
}
