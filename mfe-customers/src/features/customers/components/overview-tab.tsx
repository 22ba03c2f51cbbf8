import { Descriptions, Tag } from 'antd';
import type { CustomerWithFigures } from 'shared-api';
import { formatDate } from 'shared-ui';

/** Only a web address becomes a link; anything else stored before the server checked it shows as text. */
const isWebLink = (value: string) => /^https?:\/\//i.test(value);

/** The Overview tab: email, phone, website, industry, location, status and created date. */
export function OverviewTab({ customer }: { customer: CustomerWithFigures }) {
  const location = [customer.city, customer.state].filter(Boolean).join(', ');
  const orDash = (value: string | null | undefined) => value || '—';
  return (
    <Descriptions
      bordered
      column={{ xs: 1, md: 2 }}
      items={[
        { key: 'email', label: 'Email', children: orDash(customer.email) },
        { key: 'phone', label: 'Phone', children: orDash(customer.phone) },
        {
          key: 'website',
          label: 'Website',
          children:
            customer.website && isWebLink(customer.website) ? (
              <a href={customer.website} target="_blank" rel="noopener noreferrer">
                {customer.website}
              </a>
            ) : (
              orDash(customer.website)
            ),
        },
        { key: 'industry', label: 'Industry', children: orDash(customer.industry) },
        { key: 'location', label: 'Location', children: orDash(location) },
        { key: 'status', label: 'Status', children: <Tag>{customer.status}</Tag> },
        { key: 'created', label: 'Created', children: formatDate(customer.createdAt) },
      ]}
    />
  );
}
