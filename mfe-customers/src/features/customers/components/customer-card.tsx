import RobotOutlined from '@ant-design/icons/RobotOutlined';
import { Badge, Card, Flex, Tag } from 'antd';
import type { ReactNode } from 'react';
import { Link, useNavigate } from 'react-router';
import type { CustomerWithFigures } from 'shared-api';
import { formatDate, formatRevenue, InitialAvatar } from 'shared-ui';

interface CustomerCardProps {
  customer: CustomerWithFigures;
  /** The list view's card shows contact details and location too. */
  detailed?: boolean;
  /** The drag handle (pipeline view only). */
  handle?: ReactNode;
  /** Buttons under the figures (pipeline view only). */
  actions?: ReactNode;
}

// CSS truncation: antd's `ellipsis` measures every text in JavaScript, which a board of cards cannot afford.
const ONE_LINE = { overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' } as const;
// Plain text in antd's colours (its CSS variables): a board renders dozens of cards, and Typography's
// machinery per line is the largest part of a card's cost.
const SECONDARY = { color: 'var(--ant-color-text-description)', fontSize: 12 } as const;

const plural = (count: number, word: string) => `${count} ${word}${count === 1 ? '' : 's'}`;

/** A customer's card with its pipeline figures; a click (or Enter) opens /customers/{id}. */
export function CustomerCard({ customer, detailed = false, handle, actions }: CustomerCardProps) {
  const navigate = useNavigate();
  const path = `/customers/${customer.id}`;
  const primary = customer.contacts.find((contact) => contact.isPrimary) ?? customer.contacts[0];
  const location = [customer.city, customer.state].filter(Boolean).join(', ');

  return (
    <Card
      size="small"
      hoverable
      // The name is the card's link for keyboard and screen readers; a click anywhere on the card opens it too.
      onClick={() => navigate(path)}
      data-testid="customer-card"
      styles={{ body: { padding: 12 } }}
    >
      <Flex gap={8} align="flex-start">
        <InitialAvatar name={customer.name} size="small" />
        <Flex vertical style={{ minWidth: 0, flex: 1 }}>
          <Link
            to={path}
            onClick={(event) => event.stopPropagation()}
            style={{ ...ONE_LINE, color: 'inherit', fontWeight: 600 }}
          >
            {customer.name}
          </Link>
          <span style={{ ...ONE_LINE, ...SECONDARY }}>{customer.industry || 'No industry'}</span>
        </Flex>
        {handle}
      </Flex>
      <Flex wrap gap={4} style={{ marginTop: 8 }}>
        <Tag>{formatRevenue(customer.totalRevenue)}</Tag>
        {customer.aiGenerated && (
          <Tag color="purple" icon={<RobotOutlined />}>
            AI
          </Tag>
        )}
        {customer.pendingMessages > 0 && (
          <Tag>
            <Badge status="warning" /> {customer.pendingMessages} pending
          </Tag>
        )}
        {customer.activeQuotes > 0 && <Tag color="blue">{plural(customer.activeQuotes, 'active quote')}</Tag>}
      </Flex>
      <div style={{ ...SECONDARY, marginTop: 6 }}>
        {plural(customer.messageCount, 'message')} · {plural(customer.quoteCount, 'quote')}
        {' · '}
        {customer.lastContact ? `Last contact ${formatDate(customer.lastContact)}` : 'No contact yet'}
      </div>
      {actions}
      {detailed && (
        <Flex vertical style={{ marginTop: 6, fontSize: 12 }}>
          <Tag style={{ alignSelf: 'flex-start' }}>{customer.status}</Tag>
          {primary && <span>{primary.name}</span>}
          {customer.email && <span>{customer.email}</span>}
          {customer.phone && <span>{customer.phone}</span>}
          {location && <span style={SECONDARY}>{location}</span>}
        </Flex>
      )}
    </Card>
  );
}
