import { Button, Group } from '@mantine/core';
import type { MantineColor } from '@mantine/core';
import { useT } from '@/i18n/use-t';

export interface DialogActionsProps {
  /** The action's words ('Record Payment', 'Close Day', …). */
  label: string;
  onCancel(): void;
  /** While the action runs: it spins, and Cancel waits for it. */
  pending: boolean;
  disabled?: boolean;
  /** Red for something that cannot be undone. */
  color?: MantineColor;
  /** Without it the action submits the dialog's form. */
  onAction?(): void;
}

/** A dialog's Cancel and its action, at the end of the row. */
export function DialogActions({
  label,
  onCancel,
  pending,
  disabled,
  color,
  onAction,
}: DialogActionsProps) {
  const t = useT();
  return (
    <Group justify="flex-end">
      <Button variant="default" onClick={onCancel} disabled={pending}>
        {t('common.cancel')}
      </Button>
      <Button
        type={onAction ? 'button' : 'submit'}
        onClick={onAction}
        color={color}
        loading={pending}
        disabled={disabled}
      >
        {label}
      </Button>
    </Group>
  );
}
