import { Alert, Button, Group, Modal, Paper, Stack, Text, UnstyledButton } from '@mantine/core';
import type { FieldRoute } from '@lendline/core';
import { IconPrinter, IconShare } from '@tabler/icons-react';
import { useState } from 'react';
import { COLLECTION_METHOD_LABELS } from '@/lib/collection-labels';
import { useT } from '@/i18n/use-t';
import { formatDateTime } from '@/lib/format-date-time';
import { formatMoney } from '@/lib/format-money';
import type { FieldAction, IssuedReceipt } from '../lib/field-actions';
import classes from './field.module.css';

/** A collection with its receipt: what the receipt says, from the phone's own records. */
export interface ShownReceipt {
  action: Extract<FieldAction, { kind: 'collect' }>;
  route: FieldRoute;
}

/** The receipt's text, as shown, shared and printed. */
export function useReceiptText() {
  const t = useT();
  return ({ action, route }: ShownReceipt) => {
    const stop = route.stops.find((candidate) => candidate.entry.id === action.entry_id);
    return t('collections.field.receipt_text', {
      number: action.body.receipt_number ?? '',
      organization: route.organization.name,
      amount: formatMoney(action.body.amount),
      method: t(COLLECTION_METHOD_LABELS[action.body.payment_method]),
      customer: stop?.customer.name ?? '',
      loan_number: stop?.loan.loan_number ?? '',
      time: formatDateTime(action.device_time),
      collector: route.collector.name,
    });
  };
}

/**
 * The receipt for a collection (issue 15): its number from the agent's receipt book, to show the
 * customer, share as text (the phone's share sheet, else the clipboard) or print. The customer's
 * SMS goes out through the notifications outbox once the collection has synced.
 */
export function ReceiptDialog({
  receipt,
  onClose,
}: {
  receipt: ShownReceipt | null;
  onClose(): void;
}) {
  const t = useT();
  const textOf = useReceiptText();
  const [copied, setCopied] = useState(false);
  const text = receipt ? textOf(receipt) : '';
  const share = async () => {
    if (navigator.share) {
      await navigator.share({ text }).catch(() => undefined);
      return;
    }
    await navigator.clipboard?.writeText(text);
    setCopied(true);
  };
  return (
    <Modal
      opened={receipt !== null}
      onClose={() => {
        setCopied(false);
        onClose();
      }}
      title={t('collections.field.receipt_title', {
        number: receipt?.action.body.receipt_number ?? '',
      })}
      centered
    >
      <Stack gap="md">
        {receipt?.action.waits_for_manager && (
          <Alert color="orange">{t('collections.field.waits_for_manager')}</Alert>
        )}
        <Text className={classes.receiptText} data-testid="receipt-text">
          {text}
        </Text>
        {copied && (
          <Text size="sm" c="teal" role="status">
            {t('collections.field.copied')}
          </Text>
        )}
        <Group grow className={classes.noPrint}>
          <Button leftSection={<IconShare size={16} />} onClick={() => void share()}>
            {t('collections.field.share')}
          </Button>
          <Button
            variant="default"
            leftSection={<IconPrinter size={16} />}
            onClick={() => window.print()}
          >
            {t('collections.field.print')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}

/** The receipts given today from the book, newest first; one opens again to show or share. */
export function ReceiptList({
  receipts,
  onOpen,
}: {
  receipts: readonly IssuedReceipt[];
  onOpen(actionId: string): void;
}) {
  const t = useT();
  const given = receipts.filter((receipt) => receipt.voided_at === null).reverse();
  if (given.length === 0) return null;
  return (
    <Paper withBorder p="sm" radius="md">
      <Stack gap={4}>
        <Text fw={600} size="sm">
          {t('collections.field.receipts')}
        </Text>
        {given.map((receipt) => (
          <UnstyledButton
            key={receipt.receipt_number}
            onClick={() => onOpen(receipt.action_id)}
            className={classes.stop}
          >
            <Group justify="space-between" wrap="nowrap">
              <Text size="sm" ff="monospace">
                {receipt.receipt_number}
              </Text>
              <Text size="sm">{formatMoney(receipt.amount)}</Text>
            </Group>
          </UnstyledButton>
        ))}
      </Stack>
    </Paper>
  );
}
