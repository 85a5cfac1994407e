import type { FallbackProps } from 'react-error-boundary';
import { AppErrorPage } from '@/components/errors/app-error-page';

/** The error boundary's fallback: an error thrown while rendering or loading a route's screen. */
export function RouteError({ error }: FallbackProps) {
  return <AppErrorPage detail={error instanceof Error ? error.message : undefined} />;
}
