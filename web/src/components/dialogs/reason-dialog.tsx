import { Button, Group, Modal, Stack, Text, Textarea } from '@mantine/core';
import type { ReactNode } from 'react';
import { useT } from '@/i18n/use-t';
import { useSchemaForm } from '@/lib/form/use-schema-form';
import type { FormSchema } from '@/lib/form/use-schema-form';

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
  /** The core schema of the request's `{ reason }`, checked before sending. */
  schema?: FormSchema<unknown>;
  /**
   * Sends the reason (trimmed, undefined when blank). When it rejects, the server's error on
   * `reason` shows under the comment; any other failure goes to `onError`.
   */
  onSubmit: (reason: string | undefined) => Promise<unknown>;
  /** A failure the comment field cannot show: the caller's toast. */
  onError: (error: unknown) => void;
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

const reasonOf = (text: string) => (text.trim() === '' ? undefined : text.trim());

function ReasonForm({
  description,
  label,
  placeholder,
  required = false,
  maxLength = 500,
  confirmLabel,
  destructive = false,
  loading = false,
  schema,
  onSubmit,
  onError,
  onClose,
}: ReasonDialogProps) {
  const t = useT();
  const form = useSchemaForm({
    initialValues: { reason: '' },
    schema,
    toRequest: ({ reason }) => ({ reason: reasonOf(reason) }),
    check: ({ reason }) => ({
      reason: required && reason.trim() === '' ? t('common.reason.required') : undefined,
    }),
  });
  const reasonInput = form.getInputProps('reason');
  const submit = form.handleSubmit((_, { reason }) => onSubmit(reasonOf(reason)), { onError });

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        {description && <Text size="sm">{description}</Text>}
        <Textarea
          label={label ?? t('common.reason.label')}
          placeholder={placeholder}
          withAsterisk={required}
          rows={3}
          maxLength={maxLength}
          {...reasonInput}
          data-autofocus
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose} disabled={loading}>
            {t('common.cancel')}
          </Button>
          <Button type="submit" color={destructive ? 'red' : undefined} loading={loading}>
            {confirmLabel}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
