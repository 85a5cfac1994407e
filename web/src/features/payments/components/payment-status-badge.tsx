import { Badge } from '@mantine/core';
import type { LoanPayment } from '@lendline/core';
import { useT } from '@/i18n/use-t';
import { PAYMENT_STATUS_COLORS, PAYMENT_STATUS_LABELS } from '../lib/payment-labels';

/** Spec part 2 §4 colours; a reversed payment shows as reversed whatever its status was. */
export function PaymentStatusBadge({
  payment,
}: {
  payment: Pick<LoanPayment, 'status' | 'reversed_at'>;
}) {
  const t = useT();
  const shown = payment.reversed_at ? 'reversed' : payment.status;
  return (
    <Badge color={PAYMENT_STATUS_COLORS[shown]} variant="light">
      {t(PAYMENT_STATUS_LABELS[shown])}
    </Badge>
  );
}
