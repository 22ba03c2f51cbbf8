import { Descriptions } from 'antd';
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
      ]}
    />
  );
}
