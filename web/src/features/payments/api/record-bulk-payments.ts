import type {
  BulkPaymentEntryInput,
  BulkPaymentResponse,
  BulkPaymentRowError,
} from '@lendline/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { isApiError } from '@/lib/api-error';
import { invalidateLoanFigures } from '@/lib/invalidate-loan-figures';

export interface RecordBulkPaymentsInput {
  entries: BulkPaymentEntryInput[];
  /** One per sheet: a resubmit of the same sheet reuses it, so nothing is recorded twice. */
  idempotencyKey: string;
}

export function recordBulkPayments({
  entries,
  idempotencyKey,
}: RecordBulkPaymentsInput): Promise<BulkPaymentResponse> {
  return apiRequest<BulkPaymentResponse>('/api/v1/payments/bulk', {
    method: 'POST',
    body: { entries },
    headers: { 'Idempotency-Key': idempotencyKey },
  });
}

/**
 * The refused rows of a 422 BULK_INVALID (1-based row numbers of the entries sent); else []. Read
 * by status and shape: core's ErrorCode does not list BULK_INVALID yet.
 */
export function bulkRowErrorsOf(error: unknown): BulkPaymentRowError[] {
  if (!isApiError(error) || error.status !== 422) return [];
  const details = error.details as { rows?: unknown } | null | undefined;
  if (!details || !Array.isArray(details.rows)) return [];
  return details.rows.filter(
    (row): row is BulkPaymentRowError =>
      typeof row === 'object' &&
      row !== null &&
      typeof (row as { row?: unknown }).row === 'number' &&
      typeof (row as { message?: unknown }).message === 'string',
  );
}

/**
 * POST /payments/bulk: all rows or none; refreshes what any payment changes.
 */
export function useRecordBulkPayments() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: recordBulkPayments,
    retry: false,
    onSuccess: () => invalidateLoanFigures(queryClient),
  });
}
