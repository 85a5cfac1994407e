import { Button, Group, Modal, Stack, Text, Textarea } from '@mantine/core';
import { BlockCollectorRequestSchema } from '@lendline/core';
import type { Collector } from '@lendline/core';
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
  return (
    <Modal opened={collector !== null} onClose={onClose} title="Block collector" centered>
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
          Block <strong>{collector.name}</strong>? A blocked collector is inactive until unblocked.
        </Text>
        {mode === 'request' && (
          <Text size="sm" c="dimmed">
            Your request goes to an organization admin for approval.
          </Text>
        )}
        <Textarea
          label="Reason"
          required
          {...form.getInputProps('reason')}
          maxLength={500}
          rows={3}
          data-autofocus
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose} disabled={block.isPending}>
            Cancel
          </Button>
          <Button type="submit" color="red" loading={block.isPending}>
            Block collector
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
