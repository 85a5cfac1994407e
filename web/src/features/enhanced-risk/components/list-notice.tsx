import { Alert, Button, Checkbox, Group } from '@mantine/core';
import { IconInfoCircle, IconPlus } from '@tabler/icons-react';
import type { ReactNode } from 'react';

/**
 * The head of the Loan History and Assets tabs: the spec's notice to list ALL of them, the
 * explicit "none" (docs/decisions/0063: an empty list cannot tell "none" from "not asked"), and
 * Add. "None" cannot be ticked beside listed rows, and rows cannot be added while it is ticked.
 */
export function ListNotice({
  notice,
  noneLabel,
  noneProps,
  rowCount,
  addLabel,
  onAdd,
  addDisabled,
}: {
  notice: string;
  noneLabel: string;
  noneProps: { checked?: boolean; onChange: (event: never) => void; error?: ReactNode };
  rowCount: number;
  addLabel: string;
  onAdd: () => void;
  addDisabled: boolean;
}) {
  return (
    <>
      <Alert color="blue" variant="light" icon={<IconInfoCircle size={18} aria-hidden />}>
        {notice}
      </Alert>
      <Group justify="space-between" gap="sm">
        <Checkbox label={noneLabel} disabled={rowCount > 0} {...noneProps} />
        <Button
          variant="light"
          leftSection={<IconPlus size={16} aria-hidden />}
          onClick={onAdd}
          disabled={addDisabled || noneProps.checked === true}
        >
          {addLabel}
        </Button>
      </Group>
    </>
  );
}
