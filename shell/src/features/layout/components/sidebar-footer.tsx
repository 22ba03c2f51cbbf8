import LogoutOutlined from '@ant-design/icons/LogoutOutlined';
import { Avatar, Button, Tooltip, Typography } from 'antd';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { initials } from 'shared-ui';
import { ProductLogo } from '../../../shared/product-logo';

interface Props {
  name?: string;
  email?: string;
  collapsed: boolean;
  onLogout: () => void;
  /** Shown above the user while expanded (the super admin's tenant switcher). */
  extra?: ReactNode;
}

const DEFAULT_NAME = 'User';
const DEFAULT_EMAIL = 'user@example.com';

/** Product logo, the signed-in user (linking to their settings) and log-out. */
export function SidebarFooter({ name, email, collapsed, onLogout, extra }: Props) {
  const displayName = name || DEFAULT_NAME;
  const userLink = (
    <Link
      to="/user-settings"
      aria-label={collapsed ? `${displayName}, user settings` : undefined}
      style={{ display: 'flex', alignItems: 'center', gap: 8, minWidth: 0, flex: 1, color: 'inherit' }}
    >
      <Avatar
        aria-hidden="true"
        style={{
          flex: 'none',
          background: 'var(--qd-primary, #1d4ed8)',
          color: 'var(--qd-primary-foreground, #fff)',
        }}
      >
        {initials(displayName).charAt(0)}
      </Avatar>
      {!collapsed && (
        <span style={{ minWidth: 0 }}>
          <Typography.Text strong ellipsis style={{ display: 'block' }}>
            {displayName}
          </Typography.Text>
          <Typography.Text type="secondary" ellipsis style={{ display: 'block', fontSize: 12 }}>
            {email || DEFAULT_EMAIL}
          </Typography.Text>
        </span>
      )}
    </Link>
  );
  return (
    <div style={{ borderTop: '1px solid var(--ant-color-border-secondary, #eee)', padding: 12 }}>
      {!collapsed && (
        <div style={{ display: 'flex', alignItems: 'center', gap: 8, marginBottom: 12 }}>
          <ProductLogo size={20} />
          <Typography.Text type="secondary">QuoteDesk</Typography.Text>
        </div>
      )}
      {!collapsed && extra}
      <div
        style={{
          display: 'flex',
          flexDirection: collapsed ? 'column' : 'row',
          alignItems: 'center',
          gap: 8,
        }}
      >
        {collapsed ? (
          <Tooltip title={displayName} placement="right" mouseEnterDelay={0}>
            {userLink}
          </Tooltip>
        ) : (
          userLink
        )}
        <Tooltip title="Log out" placement={collapsed ? 'right' : 'top'} mouseEnterDelay={0}>
          <Button type="text" aria-label="Log out" icon={<LogoutOutlined />} onClick={onLogout} />
        </Tooltip>
      </div>
    </div>
  );
}
