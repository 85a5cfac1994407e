import { Button, Divider, Group, Modal, Stack, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { useT } from '@/i18n/use-t';
import { formatMoney } from '@/lib/format-money';
import { notifyError, notifySuccess } from '@/lib/notify';
import { bulkRowErrorsOf, useRecordBulkPayments } from '../api/record-bulk-payments';
import {
  emptyBulkRow,
  isBlankRow,
  missingFields,
  parseAmount,
  toEntry,
  withImportedRows,
} from '../lib/bulk-entry';
import type { BulkField, BulkRow } from '../lib/bulk-entry';
import { BulkPaymentImport } from './bulk-payment-import';
import { BulkPaymentRows } from './bulk-payment-rows';
import type { BulkRowProblems } from './bulk-payment-rows';

/** Bulk Entry (spec part 2 "Bulk payment entry"): many payments recorded in one go, all or none. */
export function BulkPaymentDialog({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const t = useT();
  const phone = useMediaQuery('(max-width: 48em)');
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={t('payments.bulk.title')}
      size="80rem"
      fullScreen={phone}
      centered
    >
      {/* Mounted while open: each opening starts a new sheet with a new idempotency key. */}
      {opened && <BulkPaymentSheet onDone={onClose} />}
    </Modal>
  );
}

const newIdempotencyKey = () => crypto.randomUUID();

function BulkPaymentSheet({ onDone }: { onDone: () => void }) {
  const t = useT();
  const record = useRecordBulkPayments();
  const [rows, setRows] = useState<BulkRow[]>(() => [emptyBulkRow()]);
  const [problems, setProblems] = useState<ReadonlyMap<string, BulkRowProblems>>(new Map());
  // One key per version of the sheet: resubmitting it unchanged (after a lost answer) reuses the
  // key, so the server records it once; any change makes it a new request.
  const [idempotencyKey, setIdempotencyKey] = useState(newIdempotencyKey);

  const changeRows = (next: BulkRow[]) => {
    setRows(next);
    setIdempotencyKey(newIdempotencyKey());
  };
  const forget = (key: string) =>
    setProblems((current) => {
      if (!current.has(key)) return current;
      const next = new Map(current);
      next.delete(key);
      return next;
    });

  const changeField = (key: string, field: BulkField, value: string) => {
    changeRows(rows.map((row) => (row.key === key ? { ...row, [field]: value } : row)));
    forget(key);
  };
  const removeRow = (key: string) => {
    const remaining = rows.filter((row) => row.key !== key);
    changeRows(remaining.length > 0 ? remaining : [emptyBulkRow()]);
    forget(key);
  };

  const filled = rows.filter((row) => !isBlankRow(row));
  const total = filled.reduce((sum, row) => sum + parseAmount(row.amount), 0);

  const submit = () => {
    if (filled.length === 0) {
      notifyError(t('payments.bulk.no_payments'), t('messages.payments.bulk_no_entries'));
      return;
    }
    const incomplete = new Map<string, BulkRowProblems>();
    for (const row of filled) {
      const missing = missingFields(row);
      if (missing.length > 0) incomplete.set(row.key, { missing });
    }
    setProblems(incomplete);
    if (incomplete.size > 0) {
      notifyError(t('messages.payments.bulk_invalid'), t('payments.bulk.fill_required'));
      return;
    }
    record.mutate(
      { entries: filled.map(toEntry), idempotencyKey },
      {
        onSuccess: (answer) => {
          notifySuccess(answer.message, t('common.success'));
          onDone();
        },
        onError: (error) => {
          const refused = bulkRowErrorsOf(error);
          if (refused.length === 0) {
            notifyError(t('common.error'), t('payments.bulk.failed'));
            return;
          }
          const byRow = new Map<string, BulkRowProblems>();
          for (const { row, message } of refused) {
            const target = filled[row - 1];
            if (target) byRow.set(target.key, { missing: [], message });
          }
          setProblems(byRow);
          notifyError(
            t('messages.payments.bulk_invalid'),
            t('payments.bulk.rows_refused', { count: refused.length }),
          );
        },
      },
    );
  };

  return (
    <Stack gap="md">
      <BulkPaymentImport onRows={(imported) => changeRows(withImportedRows(rows, imported))} />
      <Divider />
      <BulkPaymentRows
        rows={rows}
        problems={problems}
        onChange={changeField}
        onRemove={removeRow}
      />
      <Group justify="space-between" wrap="wrap">
        <Button
          variant="default"
          size="xs"
          leftSection={<IconPlus size={14} aria-hidden />}
          onClick={() => changeRows([...rows, emptyBulkRow()])}
        >
          {t('payments.bulk.add_row')}
        </Button>
        <Text size="sm" c="dimmed" aria-live="polite">
          {t('payments.bulk.totals', { count: filled.length, amount: formatMoney(total) })}
        </Text>
      </Group>
      <Group justify="flex-end">
        <Button variant="default" onClick={onDone} disabled={record.isPending}>
          {t('common.cancel')}
        </Button>
        <Button onClick={submit} loading={record.isPending}>
          {t('payments.bulk.submit')}
        </Button>
      </Group>
    </Stack>
  );
}
