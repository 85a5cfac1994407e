import { Button } from '@mantine/core';
import type { ButtonProps } from '@mantine/core';
import type { Loan } from '@lendline/core';
import { IconReceipt } from '@tabler/icons-react';
import { useT } from '@/i18n/use-t';

export type RecordPaymentLoan = Pick<
  Loan,
  'id' | 'loan_number' | 'customer_name' | 'remaining_amount' | 'organization_id'
>;

/**
 * A Record Payment button for a loan (spec part 2 §2 "/payments"), opening the Record Payment
 * dialog. The dialog is the loans work's (record-payment-dialog.tsx, branch loans-web); until it
 * is merged the button shows, disabled.
 */
export function RecordPaymentButton({
  loan,
  label,
  size,
  variant,
}: {
  /** Null: no loan to record for; the button is disabled. */
  loan: RecordPaymentLoan | null;
  /** The accessible name where the visible text alone is ambiguous (one button per row). */
  label?: string;
  size?: ButtonProps['size'];
  variant?: ButtonProps['variant'];
}) {
  const t = useT();
  // Nothing to open until the dialog is merged (see above).
  const dialogAvailable = false;
  return (
    <Button
      leftSection={<IconReceipt size={16} aria-hidden />}
      size={size}
      variant={variant}
      aria-label={label}
      disabled={!dialogAvailable || !loan}
    >
      {t('payments.record_payment')}
    </Button>
  );
}
