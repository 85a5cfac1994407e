import { useHotkeys, useLocalStorage } from '@mantine/hooks';
import { useCallback } from 'react';
import { useServerDrawing } from '@/lib/server-drawing';

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
  // The server has no local storage: it draws (and the browser hydrates) its cookie's choice.
  const drawing = useServerDrawing();
  return [drawing ? drawing.sidebarCollapsed : collapsed, toggle];
}
