import { useCallback, useState } from 'react';

const KEY = 'sidebar-collapsed';

/** The sidebar remembers whether it was collapsed across reloads. */
export function useSidebarCollapsed(): [boolean, () => void] {
  const [collapsed, setCollapsed] = useState(() => localStorage.getItem(KEY) === 'true');
  const toggle = useCallback(() => {
    setCollapsed((previous) => {
      localStorage.setItem(KEY, String(!previous));
      return !previous;
    });
  }, []);
  return [collapsed, toggle];
}
