import { Stack, TextInput } from '@mantine/core';
import { addDays, MAX_BACKDATE_DAYS } from '@lendline/core';
import type { CollectorCash } from '@lendline/core';
import { useState } from 'react';
import { useT } from '@/i18n/use-t';
import { useCollectorCash } from '../api/get-collector-cash';
import { CashTable } from './cash-table';
import { CashTotals } from './cash-totals';
import { lazyDialog } from '@/components/dialogs/lazy-dialog';

// Each dialog loads when first opened (docs/decisions/0099).
const CloseDayDialog = lazyDialog(
  () => import('./close-day-dialog').then((module) => module.CloseDayDialog),
  (props) => props.cash !== null,
);
const HandoverDialog = lazyDialog(
  () => import('./handover-dialog').then((module) => module.HandoverDialog),
  (props) => props.cash !== null,
);

export interface CashInHandProps {
  today: string;
  date: string;
  onDateChange: (date: string) => void;
  canAssign: boolean;
  withSheets: boolean;
}

/**
 * The 'Cash in Hand' tab (issue 11): a day (today, or up to 7 days back), the totals, and each
 * collector's cash with Record Handover and Close Day for holders of debt_collectors:assign.
 */
export function CashInHand({ today, date, onDateChange, canAssign, withSheets }: CashInHandProps) {
  const t = useT();
  const cash = useCollectorCash(date);
  const [handingOver, setHandingOver] = useState<CollectorCash | null>(null);
  const [closing, setClosing] = useState<CollectorCash | null>(null);
  const earliest = addDays(today, -MAX_BACKDATE_DAYS);
  // What is typed stays in the field; the screen moves only to a day it may show.
  const [typed, setTyped] = useState(date);
  const allowed = (day: string) => day >= earliest && day <= today;
  return (
    <Stack gap="md">
      <TextInput
        type="date"
        label={t('collections.team.date')}
        description={t('collections.team.date_hint')}
        min={earliest}
        max={today}
        value={typed}
        error={typed !== '' && !allowed(typed) && t('messages.collections.cash_date')}
        onChange={(event) => {
          const next = event.currentTarget.value;
          setTyped(next);
          if (allowed(next)) onDateChange(next);
        }}
        w={{ base: '100%', xs: 220 }}
      />
      <CashTotals cash={cash.data} />
      <CashTable
        cash={cash}
        date={date}
        onHandover={canAssign ? setHandingOver : undefined}
        onCloseDay={canAssign ? setClosing : undefined}
        withSheets={withSheets}
      />
      {canAssign && (
        <>
          <HandoverDialog cash={handingOver} date={date} onClose={() => setHandingOver(null)} />
          <CloseDayDialog cash={closing} date={date} onClose={() => setClosing(null)} />
        </>
      )}
    </Stack>
  );
}
