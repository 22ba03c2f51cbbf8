import { Tooltip } from 'antd';
import { Link, useLocation } from 'react-router';
import type { NavItem } from '../nav-items';

/** At least 44 px high on a touch screen: Apple's and Google's minimum for a target a thumb can hit. */
const TOUCH_TARGET = 44;

interface Props {
  items: NavItem[];
  collapsed: boolean;
  /** Entries sized for a thumb (the phone's menu). */
  touch?: boolean;
}

/** Navigation entries; the active one matches the path exactly, and collapsed entries show their label as a tooltip. */
export function SidebarNav({ items, collapsed, touch = false }: Props) {
  const { pathname } = useLocation();
  return (
    <nav aria-label="Main">
      <ul className="qd-nav-list">
        {items.map((item) => {
          const active = pathname === item.path;
          const link = (
            <Link
              to={item.path}
              aria-current={active ? 'page' : undefined}
              aria-label={collapsed ? item.label : undefined}
              className={`qd-nav-link${active ? ' qd-nav-link-active' : ''}`}
              style={{
                justifyContent: collapsed ? 'center' : 'flex-start',
                minHeight: touch ? TOUCH_TARGET : undefined,
              }}
            >
              <span aria-hidden="true" className="qd-nav-icon">
                {item.icon}
              </span>
              {!collapsed && <span>{item.label}</span>}
            </Link>
          );
          return (
            <li key={item.path}>
              {collapsed ? (
                <Tooltip title={item.label} placement="right" mouseEnterDelay={0}>
                  {link}
                </Tooltip>
              ) : (
                link
              )}
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
