import { useHotkeys, useLocalStorage } from '@mantine/hooks';
import { useCallback } from 'react';

const STORAGE_KEY = 'lendline:sidebar-collapsed';

/** Collapsed or expanded sidebar, remembered across visits; Ctrl/Cmd+B toggles it. */
export function useSidebarCollapsed(): [boolean, () => void] {
  const [collapsed, setCollapsed] = useLocalStorage<boolean>({
    key: STORAGE_KEY,
    defaultValue: false,
    getInitialValueInEffect: false,
  });
  const toggle = useCallback(() => setCollapsed((current) => !current), [setCollapsed]);
  useHotkeys([['mod+B', toggle]]);
  return [collapsed, toggle];
}
