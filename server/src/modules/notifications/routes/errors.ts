import { ErrorResponseSchema as ErrorResponse } from '../../../http/error-response.ts';

export const notificationReadErrors = {
  400: ErrorResponse,
  401: ErrorResponse,
  403: ErrorResponse,
  404: ErrorResponse,
};
export const notificationWriteErrors = {
  ...notificationReadErrors,
  409: ErrorResponse,
  422: ErrorResponse,
};
