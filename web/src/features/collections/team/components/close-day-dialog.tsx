import { Button, Group, Modal, SimpleGrid, Stack, Text, Textarea } from '@mantine/core';
import { CloseCollectorDayRequestSchema } from '@lendline/core';
import type { CloseCollectorDayRequest, CollectorCash } from '@lendline/core';
import { useT } from '@/i18n/use-t';
import { isApiError } from '@/lib/api-error';
import { useSchemaForm } from '@/lib/form/use-schema-form';
import { formatCalendarDate } from '@/lib/format-date';
import { formatMoney } from '@/lib/format-money';
import { notifyError, notifySuccess } from '@/lib/notify';
import { useCloseCollectorDay } from '../api/close-collector-day';
import { DialogFigure, VarianceText } from './cash-figures';

export interface CloseDayDialogProps {
  cash: CollectorCash | null;
  date: string;
  onClose(): void;
}

/** Close Day: asks with the day's figures and the variance, then keeps them (once). */
export function CloseDayDialog({ cash, date, onClose }: CloseDayDialogProps) {
  const t = useT();
  return (
    <Modal
      opened={cash !== null}
      onClose={onClose}
      title={t('collections.team.close.title', { collector: cash?.collector_name ?? '' })}
      centered
    >
      {cash && <CloseDayForm cash={cash} date={date} onDone={onClose} />}
    </Modal>
  );
}

function CloseDayForm({
  cash,
  date,
  onDone,
}: {
  cash: CollectorCash;
  date: string;
  onDone: () => void;
}) {
  const t = useT();
  const close = useCloseCollectorDay();
  const form = useSchemaForm<{ note: string }, CloseCollectorDayRequest>({
    initialValues: { note: '' },
    schema: CloseCollectorDayRequestSchema,
    toRequest: (values) => ({
      collector_id: cash.collector_id,
      date,
      note: values.note.trim() === '' ? undefined : values.note.trim(),
    }),
  });
  const submit = form.handleSubmit(
    async (body) => {
      const answer = await close.mutateAsync(body);
      notifySuccess(answer.message, t('collections.team.close.done_title'));
      onDone();
    },
    {
      onError: (error) =>
        notifyError(
          t('common.error'),
          isApiError(error) ? error.message : t('collections.team.close.failed'),
        ),
    },
  );
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <Text size="sm">
          {t('collections.team.close.message', {
            collector: cash.collector_name,
            date: formatCalendarDate(date),
          })}
        </Text>
        <SimpleGrid cols={3} spacing="xs">
          <DialogFigure label={t('collections.team.cash.columns.collected')}>
            {formatMoney(cash.collected.amount)}
          </DialogFigure>
          <DialogFigure label={t('collections.team.cash.columns.handed_over')}>
            {formatMoney(cash.handed_over.amount)}
          </DialogFigure>
          <DialogFigure label={t('collections.team.cash.columns.variance')}>
            <VarianceText variance={cash.variance} />
          </DialogFigure>
        </SimpleGrid>
        <Textarea
          label={t('collections.team.note')}
          rows={2}
          maxLength={500}
          {...form.getInputProps('note')}
          data-autofocus
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={onDone} disabled={form.submitting}>
            {t('common.cancel')}
          </Button>
          <Button type="submit" loading={form.submitting}>
            {t('collections.team.close.submit')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
