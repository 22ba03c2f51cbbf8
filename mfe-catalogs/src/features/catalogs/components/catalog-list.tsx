import PlusOutlined from '@ant-design/icons/PlusOutlined';
import SearchOutlined from '@ant-design/icons/SearchOutlined';
import { Button, Card, Empty, Flex, Input, Skeleton, Typography } from 'antd';
import { useState } from 'react';
import type { Catalog } from 'shared-api';
import { LoadFailure } from 'shared-ui';
import { filterCatalogs, plural, totalServices } from './catalog-figures';
import { CatalogListItem } from './catalog-list-item';

interface CatalogListProps {
  catalogs: readonly Catalog[] | undefined;
  loading: boolean;
  /** The list could not be loaded: shown with a Retry instead of an empty list. */
  failed: boolean;
  onRetry: () => void;
  selectedId: string | null;
  onSelect: (id: string) => void;
  onNew: () => void;
}

export const LOAD_FAILED = 'Failed to load catalogs';

/** The left list: search, the catalogs, 'New Catalog' and a footer with the totals. */
export function CatalogList({
  catalogs = [],
  loading,
  failed,
  onRetry,
  selectedId,
  onSelect,
  onNew,
}: CatalogListProps) {
  const [query, setQuery] = useState('');
  const shown = filterCatalogs(catalogs, query);

  return (
    <Card
      title="Catalogs"
      extra={
        <Button type="primary" icon={<PlusOutlined aria-hidden />} onClick={onNew}>
          New Catalog
        </Button>
      }
    >
      <Flex vertical gap="middle">
        <Input
          allowClear
          prefix={<SearchOutlined aria-hidden />}
          placeholder="Search catalogs..."
          aria-label="Search catalogs"
          value={query}
          onChange={(event) => setQuery(event.target.value)}
        />
        {loading ? (
          <Skeleton active />
        ) : failed ? (
          <LoadFailure title={LOAD_FAILED} onRetry={onRetry} />
        ) : shown.length === 0 ? (
          <Empty
            image={Empty.PRESENTED_IMAGE_SIMPLE}
            description={catalogs.length === 0 ? 'No catalogs yet' : 'No catalogs found'}
          />
        ) : (
          <Flex component="ul" vertical gap="small" style={{ listStyle: 'none', margin: 0, padding: 0 }}>
            {shown.map((catalog) => (
              <li key={catalog.id}>
                <CatalogListItem catalog={catalog} selected={catalog.id === selectedId} onSelect={onSelect} />
              </li>
            ))}
          </Flex>
        )}
        <Typography.Text type="secondary">
          {plural(catalogs.length, 'catalog')} · {plural(totalServices(catalogs), 'service')}
        </Typography.Text>
      </Flex>
    </Card>
  );
}
