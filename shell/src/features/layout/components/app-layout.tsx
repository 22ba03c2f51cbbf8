import { Layout } from 'antd';
import type { ReactNode } from 'react';
import { Outlet } from 'react-router';
import { useSidebarCollapsed } from '../use-sidebar-collapsed';
import { Sidebar } from './sidebar';

interface Props {
  /** Above every page (the support view's banner). */
  banner?: ReactNode;
  /** In the sidebar's footer (the super admin's tenant switcher). */
  sidebarExtra?: ReactNode;
}

/** Signed-in pages: the sidebar beside the routed content. */
export function AppLayout({ banner, sidebarExtra }: Props) {
  const [collapsed, toggle] = useSidebarCollapsed();
  return (
    <Layout style={{ minHeight: '100vh' }}>
      <Sidebar collapsed={collapsed} onToggle={toggle} footerExtra={sidebarExtra} />
      <Layout.Content style={{ padding: 24, minWidth: 0 }}>
        {banner}
        <Outlet />
      </Layout.Content>
    </Layout>
  );
}
