import { Layout } from 'antd';
import type { ReactNode } from 'react';
import { Outlet } from 'react-router';
import { usePhoneScreen } from 'shared-ui';
import { useSidebarCollapsed } from '../use-sidebar-collapsed';
import { PhoneTopBar } from './phone-top-bar';
import { Sidebar } from './sidebar';

/** Room around the page: less on a phone, where every pixel of width counts. */
const CONTENT_PADDING = 24;
const PHONE_CONTENT_PADDING = 12;

interface Props {
  /** Above every page (the support view's banner). */
  banner?: ReactNode;
  /** In the sidebar's footer (the super admin's tenant switcher). */
  sidebarExtra?: ReactNode;
}

/** Signed-in pages: the sidebar beside the routed content, or on a phone a top bar with a menu above it. */
export function AppLayout({ banner, sidebarExtra }: Props) {
  const [collapsed, toggle] = useSidebarCollapsed();
  const phone = usePhoneScreen();
  // The content keeps its place in either frame: a page is not mounted afresh when the window crosses the width.
  return (
    <Layout hasSider={!phone} style={{ minHeight: '100vh' }}>
      {phone ? (
        <PhoneTopBar menuExtra={sidebarExtra} />
      ) : (
        <Sidebar collapsed={collapsed} onToggle={toggle} footerExtra={sidebarExtra} />
      )}
      <Layout.Content style={{ padding: phone ? PHONE_CONTENT_PADDING : CONTENT_PADDING, minWidth: 0 }}>
        {banner}
        <Outlet />
      </Layout.Content>
    </Layout>
  );
}
