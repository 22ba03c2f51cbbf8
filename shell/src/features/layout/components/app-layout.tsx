import { Layout } from 'antd';
import { Outlet } from 'react-router';
import { useSidebarCollapsed } from '../use-sidebar-collapsed';
import { Sidebar } from './sidebar';

/** Signed-in pages: the sidebar beside the routed content. */
export function AppLayout() {
  const [collapsed, toggle] = useSidebarCollapsed();
  return (
    <Layout style={{ minHeight: '100vh' }}>
      <Sidebar collapsed={collapsed} onToggle={toggle} />
      <Layout.Content style={{ padding: 24, minWidth: 0 }}>
        <Outlet />
      </Layout.Content>
    </Layout>
  );
}
