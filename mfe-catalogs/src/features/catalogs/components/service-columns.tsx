import DeleteOutlined from '@ant-design/icons/DeleteOutlined';
import EditOutlined from '@ant-design/icons/EditOutlined';
import { Button, Flex, Tooltip, Typography } from 'antd';
import type { Service } from 'shared-api';
import { formatMoney } from 'shared-ui';
import type { DataTableColumn } from 'shared-ui/data-table';

interface ColumnActions {
  onEdit: (service: Service) => void;
  onDelete: (service: Service) => void;
}

/** Service Name, Description, Unit, Cost (sortable by name, unit and cost) and the per-row icons. */
export function serviceColumns({ onEdit, onDelete }: ColumnActions): DataTableColumn<Service>[] {
  return [
    { key: 'name', title: 'Service Name', dataIndex: 'name', sortable: true },
    {
      key: 'description',
      title: 'Description',
      dataIndex: 'description',
      // Long descriptions wrap to two lines (full text on hover) instead of widening the table past the screen.
      render: (text: string | null) =>
        text ? (
          <Typography.Paragraph ellipsis={{ rows: 2, tooltip: text }} style={{ maxWidth: 360, margin: 0 }}>
            {text}
          </Typography.Paragraph>
        ) : (
          '—'
        ),
    },
    { key: 'unit', title: 'Unit', dataIndex: 'unit', sortable: true, render: (text) => text || '—' },
    {
      key: 'unitCost',
      title: 'Cost',
      dataIndex: 'unitCost',
      sortable: true,
      align: 'right',
      render: (cost: number) => formatMoney(cost),
    },
    {
      key: 'actions',
      title: 'Actions',
      align: 'right',
      render: (_value, service) => (
        <Flex justify="flex-end" gap={4}>
          <Tooltip title="Edit service">
            <Button
              type="text"
              aria-label={`Edit ${service.name}`}
              icon={<EditOutlined aria-hidden />}
              onClick={() => onEdit(service)}
            />
          </Tooltip>
          <Tooltip title="Delete service">
            <Button
              type="text"
              danger
              aria-label={`Delete ${service.name}`}
              icon={<DeleteOutlined aria-hidden />}
              onClick={() => onDelete(service)}
            />
          </Tooltip>
        </Flex>
      ),
    },
  ];
}
