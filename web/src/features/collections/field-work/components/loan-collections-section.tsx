import { Button, Group, Stack, Title } from '@mantine/core';
import { holdsPermission, isLoanInCollection } from '@lendline/core';
import type { Loan, Role } from '@lendline/core';
import { IconCalendarDollar, IconMapPin } from '@tabler/icons-react';
import { useState } from 'react';
import { useT } from '@/i18n/use-t';
import type { FieldWorkTarget } from '../lib/field-work-target';
import { LoanPromisesTable } from './loan-promises-table';
import { LoanVisitsTable } from './loan-visits-table';
import { PromiseDialog } from './promise-dialog';
import { RecordVisitDialog } from './record-visit-dialog';

/** What the loan details hand the Collections tab of a loan. */
export type CollectionsLoan = Pick<
  Loan,
  'id' | 'loan_number' | 'customer_name' | 'remaining_amount' | 'status'
>;

export interface LoanCollectionsSectionProps {
  loan: CollectionsLoan;
  roles: readonly Role[];
  currency: string;
}

/**
 * The loan details' Collections tab (issue 11): the loan's promises to pay (payments:read) and
 * field visits (field_visits:read), and on a loan being collected, Record Visit
 * (field_visits:create) and Promise to Pay (payments:create).
 */
export function LoanCollectionsSection({ loan, roles, currency }: LoanCollectionsSectionProps) {
  const t = useT();
  const [dialog, setDialog] = useState<'visit' | 'promise' | null>(null);
  const inCollection = isLoanInCollection(loan.status);
  const canVisit = inCollection && holdsPermission(roles, 'field_visits', 'create');
  const canPromise = inCollection && holdsPermission(roles, 'payments', 'create');
  const canReadPromises = holdsPermission(roles, 'payments', 'read');
  const canReadVisits = holdsPermission(roles, 'field_visits', 'read');
  const canTakePayment = holdsPermission(roles, 'payments', 'create');
  const target: FieldWorkTarget = {
    loanId: loan.id,
    loanNumber: loan.loan_number,
    customerName: loan.customer_name,
    remaining: loan.remaining_amount,
  };
  return (
    <Stack gap="lg">
      {(canVisit || canPromise) && (
        <Group justify="flex-end" gap="sm">
          {canVisit && (
            <Button
              size="xs"
              variant="light"
              leftSection={<IconMapPin size={14} aria-hidden />}
              onClick={() => setDialog('visit')}
            >
              {t('collections.visit.button')}
            </Button>
          )}
          {canPromise && (
            <Button
              size="xs"
              variant="light"
              leftSection={<IconCalendarDollar size={14} aria-hidden />}
              onClick={() => setDialog('promise')}
            >
              {t('collections.promise.button')}
            </Button>
          )}
        </Group>
      )}
      {canReadPromises && (
        <Stack gap="xs">
          <Title order={3} size="h5">
            {t('collections.promises.title')}
          </Title>
          <LoanPromisesTable loanId={loan.id} currency={currency} />
        </Stack>
      )}
      {canReadVisits && (
        <Stack gap="xs">
          <Title order={3} size="h5">
            {t('collections.visits.title')}
          </Title>
          <LoanVisitsTable loanId={loan.id} currency={currency} />
        </Stack>
      )}
      <RecordVisitDialog
        target={dialog === 'visit' ? target : null}
        canTakePayment={canTakePayment}
        onClose={() => setDialog(null)}
      />
      <PromiseDialog
        target={dialog === 'promise' ? target : null}
        onClose={() => setDialog(null)}
      />
    </Stack>
  );
}
