import { useCallback, useState } from 'react';
import { isNarrowScreen } from 'shared-ui';

const KEY = 'sidebar-collapsed';

/**
 * The sidebar remembers whether it was collapsed across reloads; until the user chooses, it starts collapsed on a
 * narrow screen, where the page needs the room.
 */
export function useSidebarCollapsed(): [boolean, () => void] {
  const [collapsed, setCollapsed] = useState(() => {
    const stored = localStorage.getItem(KEY);
    return stored === null ? isNarrowScreen() : stored === 'true';
  });
  const toggle = useCallback(() => {
    setCollapsed((previous) => {
      localStorage.setItem(KEY, String(!previous));
      return !previous;
    });
  }, []);
  return [collapsed, toggle];
}
