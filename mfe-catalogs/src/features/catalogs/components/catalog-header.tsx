import DeleteOutlined from '@ant-design/icons/DeleteOutlined';
import EditOutlined from '@ant-design/icons/EditOutlined';
import { Button, Card, Flex, Statistic, Typography } from 'antd';
import type { Catalog } from 'shared-api';
import { toast, useConfirm } from 'shared-ui';
import { useDeleteCatalogMutation } from '../api/catalogs-api';
import { formatAverage, formatRange } from './catalog-figures';

interface CatalogHeaderProps {
  catalog: Catalog;
  onEdit: () => void;
  onDeleted: () => void;
}

/** The selected catalog: name, description, count, average (2 decimals) and range; Edit and Delete. */
export function CatalogHeader({ catalog, onEdit, onDeleted }: CatalogHeaderProps) {
  const confirm = useConfirm();
  const [deleteCatalog, { isLoading }] = useDeleteCatalogMutation();

  const remove = async () => {
    const confirmed = await confirm({
      title: 'Delete catalog?',
      content: `Delete "${catalog.name}"? All of its services (${catalog.serviceCount}) will be deleted too. This cannot be undone.`,
      okText: 'Delete',
      danger: true,
    });
    if (!confirmed) return;
    try {
      await deleteCatalog(catalog.id).unwrap();
      toast.success('Catalog deleted successfully');
      onDeleted();
    } catch (error) {
      console.error('Failed to delete catalog', error);
      toast.error('Failed to delete catalog');
    }
  };

  return (
    <Card>
      <Flex justify="space-between" align="flex-start" wrap gap="middle">
        <Flex vertical gap={4} style={{ minWidth: 0 }}>
          <Typography.Title level={2} style={{ margin: 0 }}>
            {catalog.name}
          </Typography.Title>
          <Typography.Text type="secondary">{catalog.description || 'No description'}</Typography.Text>
        </Flex>
        <Flex gap="small">
          <Button icon={<EditOutlined aria-hidden />} onClick={onEdit}>
            Edit
          </Button>
          <Button danger icon={<DeleteOutlined aria-hidden />} loading={isLoading} onClick={remove}>
            Delete
          </Button>
        </Flex>
      </Flex>
      <Flex wrap gap="large" style={{ marginTop: 16 }}>
        <Statistic title="Services" value={catalog.serviceCount} />
        <Statistic title="Average Cost" value={formatAverage(catalog, 2)} />
        <Statistic title="Price Range" value={formatRange(catalog, 2)} />
      </Flex>
    </Card>
  );
}
