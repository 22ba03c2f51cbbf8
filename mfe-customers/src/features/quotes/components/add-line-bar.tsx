import PlusOutlined from '@ant-design/icons/PlusOutlined';
import { Button, Flex, Select } from 'antd';
import type { Service } from 'shared-api';
import { formatMoney } from 'shared-ui';
import { useActionSize } from '../../../shared/use-action-size';
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
  const size = useActionSize();
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
        size={size}
        // 320 px beside the button; the whole width where that does not fit (a phone).
        style={{ minWidth: 'min(320px, 100%)', flex: 1 }}
        options={(services ?? []).map((service) => ({
          value: service.id,
          label: `${service.name} — ${formatMoney(service.unitCost)}${service.unit ? ` / ${service.unit}` : ''}`,
        }))}
        onChange={(id) => {
          const service = byId.get(id);
          if (service) onAddService(service);
        }}
      />
      <Button size={size} icon={<PlusOutlined />} disabled={disabled} onClick={onAddCustom}>
        Add custom line
      </Button>
    </Flex>
  );
}
