import { Button, Group } from '@mantine/core';
import { useT } from '@/i18n/use-t';

/**
 * A row's Edit and Delete buttons; the labels name the row for screen readers
 * ('Edit rule Overdue 3 days'), since every row's buttons read the same on screen.
 */
export function EditDeleteActions({
  editLabel,
  deleteLabel,
  onEdit,
  onDelete,
}: {
  editLabel: string;
  deleteLabel: string;
  onEdit: () => void;
  onDelete: () => void;
}) {
  const t = useT();
  return (
    <Group gap={4} wrap="nowrap">
      <Button size="xs" variant="subtle" onClick={onEdit} aria-label={editLabel}>
        {t('common.edit')}
      </Button>
      <Button size="xs" variant="subtle" color="red" onClick={onDelete} aria-label={deleteLabel}>
        {t('common.delete')}
      </Button>
    </Group>
  );
}
