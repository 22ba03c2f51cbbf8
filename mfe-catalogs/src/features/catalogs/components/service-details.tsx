import { Descriptions, Flex, Tag } from 'antd';
import type { Service } from 'shared-api';
import { formatMoney } from 'shared-ui';

/** The read-only view of a service. */
export function ServiceDetails({ service }: { service: Service }) {
  return (
    <Descriptions
      column={1}
      bordered
      size="small"
      items={[
        { key: 'name', label: 'Name', children: service.name },
        { key: 'description', label: 'Description', children: service.description || '—' },
        { key: 'unit', label: 'Unit', children: service.unit || '—' },
        { key: 'unitCost', label: 'Unit Cost', children: formatMoney(service.unitCost) },
        {
          key: 'aliases',
          label: 'Also known as',
          children:
            service.aliases.length > 0 ? (
              <Flex wrap gap={4} role="list" aria-label="Also known as">
                {service.aliases.map((phrase) => (
                  <Tag key={phrase} role="listitem" style={{ marginInlineEnd: 0 }}>
                    {phrase}
                  </Tag>
                ))}
              </Flex>
            ) : (
              '—'
            ),
        },
      ]}
    />
  );
}
