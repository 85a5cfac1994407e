import { useLocation } from 'react-router';

const DEFAULT_RETURN_PATH = '/dashboard';

/** Where to go after signing in: the page RequireAuth turned the user away from, else /dashboard. */
export function useReturnPath(): string {
  const location = useLocation();
  const from = (location.state as { from?: { pathname?: string; search?: string } } | null)?.from;
  if (!from?.pathname || from.pathname === '/' || from.pathname === '/login') {
    return DEFAULT_RETURN_PATH;
  }
  return `${from.pathname}${from.search ?? ''}`;
}
