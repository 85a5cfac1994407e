import { isRouteErrorResponse, useRouteError } from 'react-router';
import { AppErrorPage } from '@/components/errors/app-error-page';

/** Router errorElement: unknown routes (404) and errors thrown while rendering a route. */
export function RouteError() {
  const error = useRouteError();
  const detail = isRouteErrorResponse(error)
    ? error.status === 404
      ? 'This page does not exist.'
      : `${error.status} ${error.statusText}`
    : error instanceof Error
      ? error.message
      : undefined;
  return <AppErrorPage detail={detail} />;
}
