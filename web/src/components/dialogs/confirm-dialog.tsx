import { Modal, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { DialogActions } from './dialog-actions';

interface ConfirmDialogProps {
  opened: boolean;
  title: string;
  /** What will happen, in a sentence. */
  message: ReactNode;
  confirmLabel: string;
  /** Red for something that cannot be undone. */
  destructive?: boolean;
  loading?: boolean;
  onConfirm: () => void;
  onClose: () => void;
}

/** Asks before an action that cannot be taken back (delete, say). */
export function ConfirmDialog({
  opened,
  title,
  message,
  confirmLabel,
  destructive = false,
  loading = false,
  onConfirm,
  onClose,
}: ConfirmDialogProps) {
  return (
    <Modal opened={opened} onClose={onClose} title={title} centered>
      <Stack gap="lg">
        <Text size="sm">{message}</Text>
        <DialogActions
          label={confirmLabel}
          onCancel={onClose}
          pending={loading}
          color={destructive ? 'red' : undefined}
          onAction={onConfirm}
        />
      </Stack>
    </Modal>
  );
}
