import { ErrorResponseSchema as ErrorResponse } from '../../../http/error-response.ts';

export const riskProfileReadErrors = {
  400: ErrorResponse,
  401: ErrorResponse,
  403: ErrorResponse,
  404: ErrorResponse,
};
export const riskProfileWriteErrors = {
  ...riskProfileReadErrors,
  409: ErrorResponse,
  422: ErrorResponse,
};
