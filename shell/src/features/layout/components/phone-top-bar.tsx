import MenuOutlined from '@ant-design/icons/MenuOutlined';
import { Button, Layout, Typography } from 'antd';
import { type ReactNode, useState } from 'react';
import { useLocation } from 'react-router';
import { useTenantBrand } from '../use-tenant-brand';
import { PhoneMenu } from './phone-menu';
import { TenantLogo } from './tenant-logo';

/** Apple's and Google's minimum for a target a thumb can hit. */
const TOUCH_TARGET = 44;

interface Props {
  /** In the menu's footer (the super admin's tenant switcher). */
  menuExtra?: ReactNode;
}

/** On a phone the sidebar becomes this bar: the tenant's logo and name, and a button opening the menu. */
export function PhoneTopBar({ menuExtra }: Props) {
  const { tenantName, logoUrl } = useTenantBrand();
  const { key: here } = useLocation();
  // Open on the page it was opened on: choosing an entry navigates (even to the same page), which closes it.
  const [openOn, setOpenOn] = useState<string | null>(null);
  const open = openOn === here;

  return (
    <>
      <Layout.Header
        style={{
          position: 'sticky',
          top: 0,
          zIndex: 10,
          display: 'flex',
          alignItems: 'center',
          gap: 8,
          height: 'auto',
          padding: '8px 12px',
          lineHeight: 'normal',
          background: 'var(--ant-color-bg-container, #fff)',
          borderBottom: '1px solid var(--ant-color-border-secondary, #eee)',
        }}
      >
        <TenantLogo key={logoUrl} tenantName={tenantName} logoUrl={logoUrl} collapsed />
        <Typography.Text strong ellipsis style={{ flex: 1 }} data-testid="tenant-name">
          {tenantName}
        </Typography.Text>
        <Button
          type="text"
          aria-label="Open menu"
          aria-haspopup="dialog"
          aria-expanded={open}
          icon={<MenuOutlined />}
          onClick={() => setOpenOn(here)}
          style={{ width: TOUCH_TARGET, height: TOUCH_TARGET }}
        />
      </Layout.Header>
      <PhoneMenu open={open} onClose={() => setOpenOn(null)} extra={menuExtra} />
    </>
  );
}
