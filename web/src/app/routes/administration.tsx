import { useLocation } from 'react-router';
import { lazyWithPreload } from '@/lib/lazy-with-preload';
import UserManagementRoute from './user-management';

// The platform owner's demo data screen loads only on its own address.
const DemoDataRoute = lazyWithPreload(() => import('./demo-data'));

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
