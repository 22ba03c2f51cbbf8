// By path, as the remotes do: the antd facade has the light components only (build-config/facades/antd.js).
import Drawer from 'antd/es/drawer';
import { type ReactNode, useEffect, useRef } from 'react';
import { useGetCurrentSessionQuery } from 'shared-api';
import { useLogout } from '../../../shared/session/use-logout';
import { navItemsFor } from '../nav-items';
import { SidebarFooter } from './sidebar-footer';
import { SidebarNav } from './sidebar-nav';

interface Props {
  open: boolean;
  onClose: () => void;
  /** Above the user in the footer (the super admin's tenant switcher). */
  extra?: ReactNode;
}

/** This page's entry, else the first. */
const entryToFocus = (list: HTMLElement | null) =>
  list?.querySelector<HTMLElement>('[aria-current="page"]') ?? list?.querySelector<HTMLElement>('a');

/** The phone's menu: the sidebar's entries and footer in a drawer from the left (Escape or × closes it). */
export function PhoneMenu({ open, onClose, extra }: Props) {
  const { data: session } = useGetCurrentSessionQuery();
  const logout = useLogout();
  const entries = useRef<HTMLDivElement>(null);

  // Focus goes to this page's entry (else the first): antd would focus the drawer's outer frame, which is not
  // inside the dialog, so a screen reader would not announce it.
  useEffect(() => {
    if (open) entryToFocus(entries.current)?.focus();
  }, [open]);

  return (
    <Drawer
      title="Menu"
      placement="left"
      open={open}
      onClose={onClose}
      destroyOnHidden
      size="min(320px, 85vw)"
      styles={{ body: { padding: 0, display: 'flex', flexDirection: 'column' } }}
    >
      <div ref={entries} style={{ flex: 1, padding: 12 }}>
        <SidebarNav items={navItemsFor(session?.role)} collapsed={false} touch />
      </div>
      <SidebarFooter
        name={session?.userName}
        email={session?.userEmail}
        collapsed={false}
        onLogout={logout}
        extra={extra}
      />
    </Drawer>
  );
}
