import { Descriptions, type DescriptionsProps, Tag } from 'antd';
import type { CustomerWithFigures } from 'shared-api';
import { formatDate } from 'shared-ui';

/** Only a web address becomes a link; anything else stored before the server checked it shows as text. */
const isWebLink = (value: string) => /^https?:\/\//i.test(value);

type TextField =
  | 'email'
  | 'phone'
  | 'industry'
  | 'source'
  | 'address'
  | 'city'
  | 'state'
  | 'postalCode'
  | 'country';

/** The Overview tab: every field of the customer (with the customer form's labels), "—" for those left empty. */
export function OverviewTab({ customer }: { customer: CustomerWithFigures }) {
  const field = (key: TextField, label: string) => ({ key, label, children: customer[key] || '—' });
  const items: DescriptionsProps['items'] = [
    field('email', 'Email'),
    field('phone', 'Phone'),
    {
      key: 'website',
      label: 'Website',
      children:
        customer.website && isWebLink(customer.website) ? (
          <a href={customer.website} target="_blank" rel="noopener noreferrer">
            {customer.website}
          </a>
        ) : (
          customer.website || '—'
        ),
    },
    field('industry', 'Industry'),
    { key: 'status', label: 'Status', children: <Tag>{customer.status}</Tag> },
    field('source', 'Source'),
    field('address', 'Address'),
    field('city', 'City'),
    field('state', 'State'),
    field('postalCode', 'Postal Code'),
    field('country', 'Country'),
    { key: 'created', label: 'Created', children: formatDate(customer.createdAt) },
    {
      key: 'notes',
      label: 'Notes',
      span: 'filled',
      children: <span style={{ whiteSpace: 'pre-wrap' }}>{customer.notes || '—'}</span>,
    },
  ];
  // Long addresses and links wrap anywhere: on a phone a row is the screen's width, never wider.
  return (
    <Descriptions
      bordered
      column={{ xs: 1, md: 2 }}
      items={items}
      styles={{ content: { overflowWrap: 'anywhere' } }}
    />
  );
}
