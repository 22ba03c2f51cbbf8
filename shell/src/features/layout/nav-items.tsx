import AppstoreOutlined from '@ant-design/icons/AppstoreOutlined';
import DashboardOutlined from '@ant-design/icons/DashboardOutlined';
import MessageOutlined from '@ant-design/icons/MessageOutlined';
import SafetyCertificateOutlined from '@ant-design/icons/SafetyCertificateOutlined';
import SettingOutlined from '@ant-design/icons/SettingOutlined';
import TeamOutlined from '@ant-design/icons/TeamOutlined';
import type { ReactNode } from 'react';
import { ADMIN_ROLES, type Role } from 'shared-api';

export interface NavItem {
  path: string;
  label: string;
  icon: ReactNode;
  roles?: readonly Role[];
}

/** The sidebar's entries, in this order; Admin Panel only for the admin roles. */
export const NAV_ITEMS: readonly NavItem[] = [
  { path: '/dashboard', label: 'Dashboard', icon: <DashboardOutlined /> },
  { path: '/catalogs', label: 'Catalogs', icon: <AppstoreOutlined /> },
  { path: '/messages', label: 'Messages', icon: <MessageOutlined /> },
  { path: '/customers', label: 'Customers', icon: <TeamOutlined /> },
  { path: '/admin', label: 'Admin Panel', icon: <SafetyCertificateOutlined />, roles: ADMIN_ROLES },
  { path: '/user-settings', label: 'User Settings', icon: <SettingOutlined /> },
];

export function navItemsFor(role: Role | undefined): NavItem[] {
  return NAV_ITEMS.filter((item) => !item.roles || (role !== undefined && item.roles.includes(role)));
}
