import { Col, Flex, Row, Skeleton } from 'antd';
import { useEffect } from 'react';
import { useGetBrandingQuery } from 'shared-api';
import { LoadFailure } from 'shared-ui';
import { useGetTenantByIdQuery } from '../api/tenant-settings-api';
import { CompanyInfoCard } from './company-info-card';
import { CustomColorsCard } from './custom-colors-card';
import { LogoCard } from './logo-card';
import { PresetCard } from './preset-card';
import { QuoteSettingsCard } from './quote-settings-card';
import { TwoFactorPolicyCard } from './two-factor-policy-card';

/** Tenant Settings below its title: company information, logos, colours, presets, quotes and security. */
export function TenantSettingsView({ tenantId }: { tenantId: string }) {
  const tenant = useGetTenantByIdQuery(tenantId);
  const branding = useGetBrandingQuery(tenantId);

  // Loading the branding on this screen fails silently (logged only).
  useEffect(() => {
    if (branding.error) console.error('Could not load the tenant branding', branding.error);
    if (tenant.error) console.error('Could not load the tenant', tenant.error);
  }, [branding.error, tenant.error]);

  // A failed load shows with a Retry (not an endless skeleton); one that failed after loading keeps its data.
  const failed = [tenant, branding].filter((query) => query.isError && !query.data);
  if (failed.length > 0) {
    return (
      <LoadFailure
        title="Tenant settings could not be loaded."
        onRetry={() => {
          for (const query of failed) query.refetch();
        }}
      />
    );
  }
  if (!tenant.data || !branding.data) return <Skeleton active />;
  return (
    <Flex vertical gap="large">
      <CompanyInfoCard tenantId={tenantId} name={tenant.data.name} />
      <Row gutter={[24, 24]}>
        <Col xs={24} md={12}>
          <LogoCard tenantId={tenantId} kind="logo" title="Company Logo" currentUrl={branding.data.logoUrl} />
        </Col>
        <Col xs={24} md={12}>
          <LogoCard
            tenantId={tenantId}
            kind="sidebar-logo"
            title="Sidebar Logo"
            currentUrl={branding.data.sidebarLogoUrl}
          />
        </Col>
      </Row>
      <CustomColorsCard tenantId={tenantId} branding={branding.data} />
      <PresetCard tenantId={tenantId} branding={branding.data} />
      <QuoteSettingsCard tenantId={tenantId} />
      <TwoFactorPolicyCard tenantId={tenantId} />
    </Flex>
  );
}
