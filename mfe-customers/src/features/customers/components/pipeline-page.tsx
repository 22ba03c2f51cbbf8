import MessageOutlined from '@ant-design/icons/MessageOutlined';
import PlusOutlined from '@ant-design/icons/PlusOutlined';
import SearchOutlined from '@ant-design/icons/SearchOutlined';
import UploadOutlined from '@ant-design/icons/UploadOutlined';
import { Badge, Button, Flex, Input, Segmented, Spin } from 'antd';
import { useMemo, useState } from 'react';
import { useDispatch } from 'react-redux';
import { useNavigate } from 'react-router';
import { type AppDispatch, api, EXPORT_FORMATS, exportUrl, skipToken } from 'shared-api';
import { ExportButton, LoadFailure, PageHeader } from 'shared-ui';
import { ImportDialog } from 'shared-ui/import-dialog';
import { SEARCH_DEBOUNCE_MS } from 'shared-ui/search-select';
import { useDebounce } from 'use-debounce';
import { useActionSize } from '../../../shared/use-action-size';
import { useGetCustomerSummaryQuery } from '../api/customers-api';
import { summarize } from '../domain/summary';
import { useSessionIds } from '../hooks/use-session-ids';
import { useSilentFailure } from '../hooks/use-silent-failure';
import { CustomerForm } from './customer-form';
import { CustomerGrid } from './customer-grid';
import { PipelineBoard } from './pipeline-board';
import { SummaryCards } from './summary-cards';

type View = 'Pipeline' | 'List';

/** The Customer Pipeline screen: summary, search, and the Pipeline or List view. */
export function CustomerPipelinePage() {
  const navigate = useNavigate();
  const { tenantId } = useSessionIds();
  const [view, setView] = useState<View>('Pipeline');
  const [search, setSearch] = useState('');
  const [searched] = useDebounce(search.trim(), SEARCH_DEBOUNCE_MS);
  const [adding, setAdding] = useState(false);
  const [importing, setImporting] = useState(false);
  const dispatch = useDispatch<AppDispatch>();
  const actionSize = useActionSize();

  const {
    data: totals,
    isError: totalsFailed,
    refetch: refetchTotals,
  } = useGetCustomerSummaryQuery(tenantId ?? skipToken);
  const summary = useMemo(() => summarize(totals ?? []), [totals]);
  useSilentFailure(totalsFailed, 'Failed to load the customer summary');

  return (
    <>
      <PageHeader
        title="Customer Pipeline"
        subtitle="Track every customer from first contact to active work."
        extra={
          <>
            <Badge count={summary.pending} overflowCount={999}>
              <Button icon={<MessageOutlined />} onClick={() => navigate('/messages')}>
                Messages
              </Button>
            </Badge>
            <ExportButton
              what="customers"
              formats={EXPORT_FORMATS}
              // The customers the screen shows: those matching its search, or all of them.
              urlOf={(format) => exportUrl('exportCustomers', format, { query: { search: searched } })}
            />
            <Button
              icon={<UploadOutlined aria-hidden />}
              aria-label="Import customers"
              onClick={() => setImporting(true)}
            >
              Import
            </Button>
            <Button type="primary" size={actionSize} icon={<PlusOutlined />} onClick={() => setAdding(true)}>
              Add Customer
            </Button>
          </>
        }
      />
      {totalsFailed && !totals && (
        <LoadFailure title="The customer summary could not be loaded." onRetry={refetchTotals} />
      )}
      <SummaryCards summary={summary} />
      <Flex justify="space-between" wrap gap="small" style={{ marginBottom: 16 }}>
        <Input
          allowClear
          prefix={<SearchOutlined />}
          placeholder="Search customers..."
          aria-label="Search customers"
          value={search}
          onChange={(event) => setSearch(event.target.value)}
          style={{ maxWidth: 360 }}
        />
        <Segmented<View> options={['Pipeline', 'List']} value={view} onChange={setView} aria-label="View" />
      </Flex>
      {!tenantId ? (
        <Flex justify="center" style={{ padding: 48 }}>
          <Spin description="Loading customers..." />
        </Flex>
      ) : view === 'Pipeline' ? (
        <PipelineBoard tenantId={tenantId} totals={totals ?? []} search={searched} />
      ) : (
        <CustomerGrid tenantId={tenantId} search={searched} />
      )}
      <ImportDialog
        kind="customers"
        open={importing}
        onClose={() => setImporting(false)}
        // Every list, card and total of customers is stale.
        onImported={() => dispatch(api.util.invalidateTags(['Customer', 'Contact']))}
      />
      <CustomerForm
        open={adding}
        onClose={() => setAdding(false)}
        // The new card shows in the refreshed list.
        onSaved={() => {}}
      />
    </>
  );
}
