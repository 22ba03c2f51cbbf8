import PlusOutlined from '@ant-design/icons/PlusOutlined';
import UploadOutlined from '@ant-design/icons/UploadOutlined';
import { Button, Card, Space } from 'antd';
import { useMemo, useState } from 'react';
import { useDispatch } from 'react-redux';
import { type AppDispatch, EXPORT_FORMATS, exportUrl, type Service } from 'shared-api';
import { ExportButton, LoadFailure } from 'shared-ui';
import { DataTable } from 'shared-ui/data-table';
import { ImportDialog } from 'shared-ui/import-dialog';
import { catalogsApi, useGetServicesQuery } from '../api/catalogs-api';
import { useErrorToast } from '../hooks/use-error-toast';
import { useServiceActions } from '../hooks/use-service-actions';
import { serviceColumns } from './service-columns';
import { ServiceDialog, type ServiceDialogState } from './service-dialog';

/** The search matches a service's name, description, unit or any of its "Also known as" phrases. */
const matchesSearch = (service: Service, query: string) =>
  [service.name, service.description, service.unit, ...service.aliases].some((text) =>
    text?.toLowerCase().includes(query),
  );
const LOAD_FAILED = 'Failed to load services';
const BY_NAME = { key: 'name', order: 'ascend' } as const;

/** Imports a file of services into the catalog; once done, its services and figures are fetched again. */
function ImportServicesButton({ catalogId }: { catalogId: string }) {
  const dispatch = useDispatch<AppDispatch>();
  const [open, setOpen] = useState(false);
  const refetchCatalog = () =>
    dispatch(
      catalogsApi.util.invalidateTags([
        { type: 'Service', id: `CATALOG-${catalogId}` },
        { type: 'Catalog', id: 'LIST' },
      ]),
    );
  return (
    <>
      <Button
        icon={<UploadOutlined aria-hidden />}
        aria-label="Import services"
        onClick={() => setOpen(true)}
      >
        Import
      </Button>
      <ImportDialog
        kind="services"
        catalogId={catalogId}
        open={open}
        onClose={() => setOpen(false)}
        onImported={refetchCatalog}
      />
    </>
  );
}

/** The selected catalog's services in the shared table, with the service dialog. */
export function ServicesPanel({ catalogId }: { catalogId: string }) {
  const { data: services, isFetching, isLoading, isError, refetch } = useGetServicesQuery(catalogId);
  useErrorToast(isError, LOAD_FAILED);
  const { remove } = useServiceActions(catalogId);
  const [dialog, setDialog] = useState<ServiceDialogState | null>(null);

  const columns = useMemo(
    () =>
      serviceColumns({
        onEdit: (service: Service) => setDialog({ mode: 'edit', service }),
        onDelete: (service: Service) => void remove(service),
      }),
    [remove],
  );

  return (
    <Card title="Services">
      <DataTable<Service>
        columns={columns}
        dataSource={services}
        rowKey="id"
        keyColumn="name"
        loading={isLoading || (isFetching && !services)}
        searchable
        searchPlaceholder="Search services by name, description..."
        searchPredicate={matchesSearch}
        defaultSort={BY_NAME}
        emptyText={isError ? <LoadFailure title={LOAD_FAILED} onRetry={refetch} /> : undefined}
        onRowDoubleClick={(service) => setDialog({ mode: 'view', service })}
        toolbarExtra={
          <Space wrap>
            <ExportButton
              what="services"
              formats={EXPORT_FORMATS}
              urlOf={(format) => exportUrl('exportServices', format, { params: { id: catalogId } })}
            />
            <ImportServicesButton catalogId={catalogId} />
            <Button
              type="primary"
              icon={<PlusOutlined aria-hidden />}
              onClick={() => setDialog({ mode: 'add' })}
            >
              Add Service
            </Button>
          </Space>
        }
      />
      {dialog && (
        <ServiceDialog
          catalogId={catalogId}
          state={dialog}
          onChange={setDialog}
          onClose={() => setDialog(null)}
        />
      )}
    </Card>
  );
}
