import { useLocation } from 'react-router';
import DemoDataRoute from './demo-data';
import UserManagementRoute from './user-management';

/**
 * /user-management (users, organizations, outbox) and the platform owner's /demo-data, which
 * generates an organization's history: one lazy chunk (nav-registry.ts), as each new chunk
 * raises the share counts the build's chunk groups are tuned to (web/vite.config.ts, the
 * first-load budget).
 */
export default function AdministrationRoute() {
  const { pathname } = useLocation();
  return pathname === '/demo-data' ? <DemoDataRoute /> : <UserManagementRoute />;
}
