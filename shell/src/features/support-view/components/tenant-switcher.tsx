import { Select, Typography } from 'antd';
import { useId } from 'react';
import { errorMessage, useGetCurrentSessionQuery } from 'shared-api';
import { toast } from 'shared-ui';
import { useGetSupportTenantsQuery, useStartSupportViewMutation } from '../api/support-view-api';

export const SWITCH_FAILED = 'Failed to switch tenant';
const TENANTS_FAILED = 'Failed to load tenants';

/** The super admin's pick of the tenant to work in (docs/product-rules.md#support-view); nobody else sees it. */
export function TenantSwitcher() {
  const { data: session } = useGetCurrentSessionQuery();
  const superAdmin = session?.role === 'SUPER_ADMIN';
  const {
    data: tenants = [],
    isFetching,
    isError,
    refetch,
  } = useGetSupportTenantsQuery(undefined, {
    skip: !superAdmin,
  });
  const [startSupportView, { isLoading: switching }] = useStartSupportViewMutation();
  const labelId = useId();
  if (!superAdmin || !session) return null;

  const pick = async (tenantId: string) => {
    try {
      await startSupportView(tenantId).unwrap();
    } catch (error) {
      toast.error(errorMessage(error, SWITCH_FAILED));
    }
  };

  return (
    <div style={{ marginBottom: 12 }}>
      <Typography.Text
        type="secondary"
        id={labelId}
        style={{ display: 'block', fontSize: 12, marginBottom: 4 }}
      >
        View tenant
      </Typography.Text>
      <Select
        aria-labelledby={labelId}
        data-testid="tenant-switcher"
        style={{ width: '100%' }}
        showSearch={{ optionFilterProp: 'label' }}
        value={session.tenantId}
        loading={isFetching || switching}
        disabled={switching}
        options={optionsOf(tenants, session)}
        onChange={pick}
        notFoundContent={isError ? TENANTS_FAILED : undefined}
        onOpenChange={(open) => open && isError && refetch()}
      />
    </div>
  );
}

/** The tenants to pick from, the current one always among them (its name shows before the list loads). */
function optionsOf(
  tenants: { id: string; name: string }[],
  session: { tenantId: string; tenantName: string },
) {
  const listed = tenants.some((tenant) => tenant.id === session.tenantId);
  const all = listed ? tenants : [{ id: session.tenantId, name: session.tenantName }, ...tenants];
  return all.map((tenant) => ({ value: tenant.id, label: tenant.name }));
}
