import { Col, Empty, Flex, Row } from 'antd';
import { useState } from 'react';
import { type Catalog, skipToken, useGetCurrentSessionQuery } from 'shared-api';
import { PageHeader } from 'shared-ui';
import { useGetCatalogsQuery } from '../api/catalogs-api';
import { useCatalogSelection } from '../hooks/use-catalog-selection';
import { useErrorToast } from '../hooks/use-error-toast';
import { CatalogDialog } from './catalog-dialog';
import { CatalogHeader } from './catalog-header';
import { CatalogList, LOAD_FAILED } from './catalog-list';
import { ServicesPanel } from './services-panel';

/** Service Catalogs: the catalog list at the left, the selected catalog and its services at the right. */
export function ServiceCatalogsPage() {
  const { data: session } = useGetCurrentSessionQuery();
  const tenantId = session?.tenantId;
  const { data: catalogs, isLoading, isError, refetch } = useGetCatalogsQuery(tenantId ?? skipToken);
  useErrorToast(isError, LOAD_FAILED);
  const { selected, select } = useCatalogSelection(catalogs);
  /** The catalog dialog while open: a new catalog, or the selected one to edit. */
  const [dialog, setDialog] = useState<{ catalog?: Catalog } | null>(null);

  return (
    <>
      <PageHeader title="Service Catalogs" subtitle="Organize and manage your service offerings" />
      <Row gutter={[24, 24]}>
        <Col xs={24} lg={8}>
          <CatalogList
            catalogs={catalogs}
            loading={isLoading || !tenantId}
            failed={isError}
            onRetry={refetch}
            selectedId={selected?.id ?? null}
            onSelect={select}
            onNew={() => setDialog({})}
          />
        </Col>
        <Col xs={24} lg={16}>
          {selected ? (
            <Flex vertical gap="large">
              <CatalogHeader
                catalog={selected}
                onEdit={() => setDialog({ catalog: selected })}
                onDeleted={() => select(null)}
              />
              <ServicesPanel key={selected.id} catalogId={selected.id} />
            </Flex>
          ) : (
            <Empty description="No Catalog Selected" />
          )}
        </Col>
      </Row>
      {dialog && tenantId && (
        <CatalogDialog
          tenantId={tenantId}
          catalog={dialog.catalog}
          onClose={() => setDialog(null)}
          onSaved={(id) => {
            setDialog(null);
            select(id);
          }}
        />
      )}
    </>
  );
}
