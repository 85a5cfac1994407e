import { Badge, Tooltip } from '@mantine/core';
import { FIELD_CLOCK_TOLERANCE_MINUTES, type LoanPayment } from '@lendline/core';
import { formatDateTime } from '@/lib/format-date-time';
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

/**
 * A collection taken on a phone (issue 15) that synced late, or whose phone's clock was off:
 * flagged for the manager, with the phone's own time on hover or focus.
 */
export function DeviceTimingBadges({
  payment,
}: {
  payment: Pick<LoanPayment, 'synced_late' | 'device_time' | 'device_clock_offset_seconds'>;
}) {
  const t = useT();
  const offset = payment.device_clock_offset_seconds;
  const clockOff = offset !== null && Math.abs(offset) > FIELD_CLOCK_TOLERANCE_MINUTES * 60;
  if (!payment.synced_late && !clockOff) return null;
  const label = t('payments.device_time', { time: formatDateTime(payment.device_time) });
  return (
    <>
      {payment.synced_late && (
        <Tooltip label={label}>
          <Badge color="orange" variant="outline" tabIndex={0}>
            {t('payments.synced_late')}
          </Badge>
        </Tooltip>
      )}
      {clockOff && (
        <Tooltip label={label}>
          <Badge color="gray" variant="outline" tabIndex={0}>
            {t('payments.clock_off')}
          </Badge>
        </Tooltip>
      )}
    </>
  );
}
