import type { MockResponse } from './mock-fetch';

/** A 400 VALIDATION_FAILED answer carrying one field's message in `details.fieldErrors`. */
export function fieldRefusal(field: string, message: string): MockResponse {
  return {
    status: 400,
    body: {
      error: {
        code: 'VALIDATION_FAILED',
        message,
        details: { fieldErrors: { [field]: [message] } },
      },
    },
  };
}
