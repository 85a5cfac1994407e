import { Button, Group, Modal, Stack, Text, Textarea } from '@mantine/core';
import { useState } from 'react';
import type { FormEvent, ReactNode } from 'react';

interface ReasonDialogProps {
  opened: boolean;
  title: string;
  /** What the action does, shown above the comment. */
  description?: ReactNode;
  label?: string;
  placeholder?: string;
  /** A required reason cannot be sent blank; an optional one is sent as undefined. */
  required?: boolean;
  maxLength?: number;
  confirmLabel: string;
  destructive?: boolean;
  loading?: boolean;
  /** Inline error from the server, shown under the comment. */
  error?: string;
  onSubmit: (reason: string | undefined) => void;
  onClose: () => void;
}

/**
 * The comment dialog (spec part 1 §2): collects the reason for a block, suspension or status
 * change before the action is sent. The comment is cleared each time the dialog opens.
 */
export function ReasonDialog(props: ReasonDialogProps) {
  // Mounting the form only while open gives every opening a blank comment.
  return (
    <Modal opened={props.opened} onClose={props.onClose} title={props.title} centered>
      {props.opened && <ReasonForm {...props} />}
    </Modal>
  );
}

function ReasonForm({
  description,
  label = 'Reason',
  placeholder,
  required = false,
  maxLength = 500,
  confirmLabel,
  destructive = false,
  loading = false,
  error,
  onSubmit,
  onClose,
}: ReasonDialogProps) {
  const [reason, setReason] = useState('');
  const [missing, setMissing] = useState(false);

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const trimmed = reason.trim();
    if (required && trimmed === '') {
      setMissing(true);
      return;
    }
    onSubmit(trimmed === '' ? undefined : trimmed);
  }

  return (
    <form onSubmit={handleSubmit} noValidate>
      <Stack gap="md">
        {description && <Text size="sm">{description}</Text>}
        <Textarea
          label={label}
          placeholder={placeholder}
          withAsterisk={required}
          rows={3}
          maxLength={maxLength}
          value={reason}
          onChange={(event) => {
            setReason(event.currentTarget.value);
            setMissing(false);
          }}
          error={error ?? (missing ? 'Please enter a reason' : undefined)}
          data-autofocus
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose} disabled={loading}>
            Cancel
          </Button>
          <Button type="submit" color={destructive ? 'red' : undefined} loading={loading}>
            {confirmLabel}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
