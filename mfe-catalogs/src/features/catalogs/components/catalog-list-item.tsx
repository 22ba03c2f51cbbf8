import { Flex, Typography, theme } from 'antd';
import type { Catalog } from 'shared-api';
import { formatAverage, formatRange, plural } from './catalog-figures';

interface CatalogListItemProps {
  catalog: Catalog;
  selected: boolean;
  onSelect: (id: string) => void;
}

/** One catalog of the left list: name, description, service count, average and range (0 decimals). */
export function CatalogListItem({ catalog, selected, onSelect }: CatalogListItemProps) {
  const { token } = theme.useToken();
  return (
    <button
      type="button"
      aria-pressed={selected}
      onClick={() => onSelect(catalog.id)}
      style={{
        display: 'block',
        width: '100%',
        textAlign: 'left',
        cursor: 'pointer',
        padding: token.paddingSM,
        borderRadius: token.borderRadiusLG,
        border: `1px solid ${selected ? token.colorPrimary : token.colorBorderSecondary}`,
        background: selected ? token.colorPrimaryBg : token.colorBgContainer,
        color: token.colorText,
        font: 'inherit',
      }}
    >
      <Flex vertical gap={2}>
        <Typography.Text strong>{catalog.name}</Typography.Text>
        <Typography.Text type="secondary" ellipsis>
          {catalog.description || 'No description'}
        </Typography.Text>
        <Flex justify="space-between" wrap gap="small">
          <Typography.Text>{plural(catalog.serviceCount, 'service')}</Typography.Text>
          <Typography.Text>Avg: {formatAverage(catalog, 0)}</Typography.Text>
          <Typography.Text type="secondary">{formatRange(catalog, 0)}</Typography.Text>
        </Flex>
      </Flex>
    </button>
  );
}
