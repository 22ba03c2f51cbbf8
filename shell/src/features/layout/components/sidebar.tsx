import MenuFoldOutlined from '@ant-design/icons/MenuFoldOutlined';
import MenuUnfoldOutlined from '@ant-design/icons/MenuUnfoldOutlined';
import { Button, Layout, Tooltip, Typography } from 'antd';
import type { ReactNode } from 'react';
import { useGetCurrentSessionQuery } from 'shared-api';
import { useLogout } from '../../../shared/session/use-logout';
import { navItemsFor } from '../nav-items';
import { useTenantBrand } from '../use-tenant-brand';
import { SidebarFooter } from './sidebar-footer';
import { SidebarNav } from './sidebar-nav';
import { TenantLogo } from './tenant-logo';

/** The sidebar is 64 units (256 px) wide expanded, 20 units (80 px) collapsed. */
export const SIDEBAR_WIDTH = 256;
export const SIDEBAR_COLLAPSED_WIDTH = 80;

interface Props {
  collapsed: boolean;
  onToggle: () => void;
  /** Shown in the footer above the user while expanded. */
  footerExtra?: ReactNode;
}

export function Sidebar({ collapsed, onToggle, footerExtra }: Props) {
  const { data: session } = useGetCurrentSessionQuery();
  const { tenantName, logoUrl } = useTenantBrand();
  const logout = useLogout();
  const toggleLabel = collapsed ? 'Expand sidebar' : 'Collapse sidebar';

  return (
    <Layout.Sider
      width={SIDEBAR_WIDTH}
      collapsedWidth={SIDEBAR_COLLAPSED_WIDTH}
      collapsed={collapsed}
      trigger={null}
      theme="light"
      data-testid="sidebar"
      style={{
        height: '100vh',
        position: 'sticky',
        top: 0,
        borderRight: '1px solid var(--ant-color-border-secondary, #eee)',
      }}
    >
      <div style={{ display: 'flex', flexDirection: 'column', height: '100%' }}>
        <div
          style={{
            display: 'flex',
            flexDirection: collapsed ? 'column' : 'row',
            alignItems: 'center',
            gap: 8,
            padding: 12,
          }}
        >
          <TenantLogo key={logoUrl} tenantName={tenantName} logoUrl={logoUrl} collapsed={collapsed} />
          {!collapsed && (
            <Typography.Text strong ellipsis style={{ flex: 1 }} data-testid="tenant-name">
              {tenantName}
            </Typography.Text>
          )}
          <Tooltip title={toggleLabel} placement="right" mouseEnterDelay={0}>
            <Button
              type="text"
              aria-label={toggleLabel}
              aria-expanded={!collapsed}
              icon={collapsed ? <MenuUnfoldOutlined /> : <MenuFoldOutlined />}
              onClick={onToggle}
            />
          </Tooltip>
        </div>
        <div style={{ flex: 1, overflowY: 'auto' }}>
          <SidebarNav items={navItemsFor(session?.role)} collapsed={collapsed} />
        </div>
        <SidebarFooter
          name={session?.userName}
          email={session?.userEmail}
          collapsed={collapsed}
          onLogout={logout}
          extra={footerExtra}
        />
      </div>
    </Layout.Sider>
  );
}
