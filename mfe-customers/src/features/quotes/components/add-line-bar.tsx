import PlusOutlined from '@ant-design/icons/PlusOutlined';
import { Button, Flex, Select } from 'antd';
import type { Service } from 'shared-api';
import { formatMoney } from 'shared-ui';
import { useGetQuoteLineServicesQuery } from '../api/line-services-api';

interface AddLineBarProps {
  tenantId: string;
  disabled: boolean;
  onAddService(service: Service): void;
  onAddCustom(): void;
}

/** Adds a line: a service of the tenant's catalogs (search by name, unit or price), or a custom line. */
export function AddLineBar({ tenantId, disabled, onAddService, onAddCustom }: AddLineBarProps) {
  const { data: services, isFetching } = useGetQuoteLineServicesQuery(tenantId, {
    refetchOnMountOrArgChange: true,
  });
  const byId = new Map((services ?? []).map((service) => [service.id, service]));
  return (
    <Flex gap="small" wrap>
      <Select<string>
        aria-label="Add a service"
        placeholder="Add a service from your catalogs..."
        showSearch={{ optionFilterProp: 'label' }}
        loading={isFetching}
        disabled={disabled}
        value={null}
        style={{ minWidth: 320, flex: 1 }}
        options={(services ?? []).map((service) => ({
          value: service.id,
          label: `${service.name} — ${formatMoney(service.unitCost)}${service.unit ? ` / ${service.unit}` : ''}`,
        }))}
        onChange={(id) => {
          const service = byId.get(id);
          if (service) onAddService(service);
        }}
      />
      <Button icon={<PlusOutlined />} disabled={disabled} onClick={onAddCustom}>
        Add custom line
      </Button>
    </Flex>
  );
}
