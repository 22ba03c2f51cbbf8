import ArrowLeftOutlined from '@ant-design/icons/ArrowLeftOutlined';
import EditOutlined from '@ant-design/icons/EditOutlined';
import { Button, Result, Tabs } from 'antd';
import { useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import { skipToken } from 'shared-api';
import { LoadFailure, LoadingSkeleton, PageHeader } from 'shared-ui';
import { useActionSize } from '../../../shared/use-action-size';
import { useGetCustomerByIdQuery } from '../api/customers-api';
import { useSilentFailure } from '../hooks/use-silent-failure';
import { ContactsTab } from './contacts-tab';
import { CustomerForm } from './customer-form';
import { MessagesTab } from './messages-tab';
import { NotesTab } from './notes-tab';
import { OverviewTab } from './overview-tab';
import { QuotesTab } from './quotes-tab';

/** Customer detail: the five tabs, the Edit form, and a not-found state for ids out of reach. */
export function CustomerDetailPage() {
  const { id } = useParams();
  const navigate = useNavigate();
  const { data: customer, isLoading, isError, error, refetch } = useGetCustomerByIdQuery(id ?? skipToken);
  const [editing, setEditing] = useState(false);
  const actionSize = useActionSize();
  useSilentFailure(isError, 'Failed to load customer', error);
  const back = (
    <Button icon={<ArrowLeftOutlined />} onClick={() => navigate('/customers')}>
      Back to Pipeline
    </Button>
  );

  if (isLoading) {
    return <LoadingSkeleton label="Loading customer details..." shape="detail" />;
  }
  if (isError || !customer) {
    const missing =
      !isError || (error && 'status' in error && (error.status === 404 || error.status === 400));
    if (!missing) return <LoadFailure title="Customer could not be loaded." onRetry={refetch} />;
    return (
      <Result
        status={missing ? '404' : 'warning'}
        title={missing ? 'Customer not found' : 'Customer could not be loaded'}
        subTitle={
          missing ? 'This customer does not exist or is not part of your company.' : 'Please try again.'
        }
        extra={back}
      />
    );
  }

  return (
    <>
      <PageHeader
        title={customer.name}
        subtitle={customer.industry ?? undefined}
        extra={
          <>
            {back}
            <Button type="primary" size={actionSize} icon={<EditOutlined />} onClick={() => setEditing(true)}>
              Edit
            </Button>
          </>
        }
      />
      <Tabs
        items={[
          { key: 'overview', label: 'Overview', children: <OverviewTab customer={customer} /> },
          { key: 'contacts', label: 'Contacts', children: <ContactsTab customerId={customer.id} /> },
          { key: 'messages', label: 'Messages', children: <MessagesTab customerId={customer.id} /> },
          { key: 'notes', label: 'Notes', children: <NotesTab customerId={customer.id} /> },
          { key: 'quotes', label: 'Quotes & Invoices', children: <QuotesTab customerId={customer.id} /> },
        ]}
      />
      <CustomerForm open={editing} customer={customer} onClose={() => setEditing(false)} onSaved={() => {}} />
    </>
  );
}
