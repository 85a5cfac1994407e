import { Button, Group, Modal, Stack, Text, Textarea } from '@mantine/core';
import { BlockCollectorRequestSchema } from '@lendline/core';
import type { Collector, MessageKey } from '@lendline/core';
import { Trans } from '@lingui/react';
import { useT } from '@/i18n/use-t';
import { useSchemaForm } from '@/lib/form/use-schema-form';
import { notifyBlockFailure, useCollectorBlock } from '../hooks/use-collector-block';

interface BlockCollectorDialogProps {
  collector: Collector | null;
  /** 'request': the block becomes an approval request for an organization admin. */
  mode: 'direct' | 'request';
  onClose: () => void;
}

/** Asks for the block reason (stored with the block, spec part 1 §4 "Collector"). */
export function BlockCollectorDialog({ collector, mode, onClose }: BlockCollectorDialogProps) {
  const t = useT();
  return (
    <Modal
      opened={collector !== null}
      onClose={onClose}
      title={t('collectors.block.title')}
      centered
    >
      {collector && (
        <BlockForm key={collector.id} collector={collector} mode={mode} onClose={onClose} />
      )}
    </Modal>
  );
}

function BlockForm({
  collector,
  mode,
  onClose,
}: {
  collector: Collector;
  mode: 'direct' | 'request';
  onClose: () => void;
}) {
  const t = useT();
  const block = useCollectorBlock({ onDone: onClose });
  const form = useSchemaForm({
    initialValues: { reason: '' },
    schema: BlockCollectorRequestSchema,
  });
  const submit = form.handleSubmit(
    ({ reason }) => block.runAsync({ id: collector.id, action: 'block', reason }),
    { onError: notifyBlockFailure },
  );

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <Text size="sm">
          <Trans
            id={'collectors.block.confirm' satisfies MessageKey}
            values={{ name: collector.name }}
            components={{ 0: <strong /> }}
          />
        </Text>
        {mode === 'request' && (
          <Text size="sm" c="dimmed">
            {t('collectors.block.request_note')}
          </Text>
        )}
        <Textarea
          label={t('collectors.block.reason')}
          required
          {...form.getInputProps('reason')}
          maxLength={500}
          rows={3}
          data-autofocus
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose} disabled={block.isPending}>
            {t('common.cancel')}
          </Button>
          <Button type="submit" color="red" loading={block.isPending}>
            {t('collectors.block.title')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
