import HolderOutlined from '@ant-design/icons/HolderOutlined';
import RobotOutlined from '@ant-design/icons/RobotOutlined';
import { useDraggable } from '@dnd-kit/core';
import { Badge, Button, Card, Flex, Tag, Tooltip, Typography } from 'antd';
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
}

// CSS truncation: antd's `ellipsis` measures every text in JavaScript, which a board of cards cannot afford.
const ONE_LINE = { overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' } as const;

const plural = (count: number, word: string) => `${count} ${word}${count === 1 ? '' : 's'}`;

/** A customer's card with the figures of spec §3; a click (or Enter) opens /customers/{id}. */
export function CustomerCard({ customer, detailed = false, handle }: CustomerCardProps) {
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
          <Typography.Text strong style={ONE_LINE}>
            <Link to={path} onClick={(event) => event.stopPropagation()} style={{ color: 'inherit' }}>
              {customer.name}
            </Link>
          </Typography.Text>
          <Typography.Text type="secondary" style={{ ...ONE_LINE, fontSize: 12 }}>
            {customer.industry || 'No industry'}
          </Typography.Text>
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
      <Typography.Text type="secondary" style={{ display: 'block', fontSize: 12, marginTop: 6 }}>
        {plural(customer.messageCount, 'message')} · {plural(customer.quoteCount, 'quote')}
        {' · '}
        {customer.lastContact ? `Last contact ${formatDate(customer.lastContact)}` : 'No contact yet'}
      </Typography.Text>
      {detailed && (
        <Flex vertical style={{ marginTop: 6, fontSize: 12 }}>
          <Tag style={{ alignSelf: 'flex-start' }}>{customer.status}</Tag>
          {primary && <Typography.Text style={{ fontSize: 12 }}>{primary.name}</Typography.Text>}
          {customer.email && <Typography.Text style={{ fontSize: 12 }}>{customer.email}</Typography.Text>}
          {customer.phone && <Typography.Text style={{ fontSize: 12 }}>{customer.phone}</Typography.Text>}
          {location && (
            <Typography.Text type="secondary" style={{ fontSize: 12 }}>
              {location}
            </Typography.Text>
          )}
        </Flex>
      )}
    </Card>
  );
}

/** A pipeline card that can be dragged by its handle, with the mouse or the keyboard (Space, arrows, Space). */
export function DraggableCustomerCard({ customer }: { customer: CustomerWithFigures }) {
  const { attributes, listeners, setNodeRef, transform, isDragging } = useDraggable({ id: customer.id });
  const style = transform
    ? {
        transform: `translate3d(${transform.x}px, ${transform.y}px, 0)`,
        zIndex: 10,
        position: 'relative' as const,
      }
    : undefined;
  const handle = (
    <Tooltip title="Drag to another column" mouseEnterDelay={0}>
      <Button
        type="text"
        size="small"
        icon={<HolderOutlined />}
        aria-label={`Move ${customer.name}`}
        {...attributes}
        {...listeners}
        onClick={(event) => event.stopPropagation()}
        style={{ cursor: 'grab', touchAction: 'none' }}
      />
    </Tooltip>
  );
  return (
    <div ref={setNodeRef} style={{ ...style, opacity: isDragging ? 0.85 : 1 }}>
      <CustomerCard customer={customer} handle={handle} />
    </div>
  );
}
