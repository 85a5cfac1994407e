import { Button } from '@mantine/core';
import type { ButtonProps } from '@mantine/core';
import type { Loan } from '@lendline/core';
import { IconReceipt } from '@tabler/icons-react';
import { useState } from 'react';
import { useT } from '@/i18n/use-t';
import { RecordPaymentDialog } from './lazy-record-payment-dialog';

export type RecordPaymentLoan = Pick<
  Loan,
  'id' | 'loan_number' | 'customer_name' | 'remaining_amount' | 'organization_id'
>;

/**
 * A Record Payment button for a loan (spec part 2 §2 "/payments") that opens the Record Payment
 * dialog for it; disabled when there is no loan (no overdue loan for the header's button).
 */
export function RecordPaymentButton({
  loan,
  label,
  size,
  variant,
}: {
  loan: RecordPaymentLoan | null;
  /** The accessible name where the visible text alone is ambiguous (one button per row). */
  label?: string;
  size?: ButtonProps['size'];
  variant?: ButtonProps['variant'];
}) {
  const t = useT();
  const [opened, setOpened] = useState(false);
  return (
    <>
      <Button
        leftSection={<IconReceipt size={16} aria-hidden />}
        size={size}
        variant={variant}
        aria-label={label}
        disabled={!loan}
        onClick={() => setOpened(true)}
      >
        {t('payments.record_payment')}
      </Button>
      <RecordPaymentDialog loan={loan} opened={opened} onClose={() => setOpened(false)} />
    </>
  );
}
