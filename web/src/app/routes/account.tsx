import { useLocation } from 'react-router';
import ProfileRoute from './profile';
import SettingsRoute from './settings';

/**
 * /profile and /settings, one lazy chunk (nav-registry.ts): each new chunk raises the share
 * counts the build's chunk groups are tuned to (web/vite.config.ts, the first-load budget).
 */
export default function AccountRoute() {
  const { pathname } = useLocation();
  return pathname === '/settings' ? <SettingsRoute /> : <ProfileRoute />;
}
