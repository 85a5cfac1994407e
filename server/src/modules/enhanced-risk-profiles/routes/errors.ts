import { ErrorResponseSchema as ErrorResponse } from '../../../http/error-response.ts';

export const enhancedRiskReadErrors = {
  400: ErrorResponse,
  401: ErrorResponse,
  403: ErrorResponse,
  404: ErrorResponse,
};
export const enhancedRiskWriteErrors = { ...enhancedRiskReadErrors, 422: ErrorResponse };
