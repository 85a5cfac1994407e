import { Button, Group, Paper, Title } from '@mantine/core';
import type { ReactNode } from 'react';

/** One repeatable row (a business, a loan, an asset): its title, its fields, and Remove. */
export function RowCard({
  title,
  removeLabel,
  onRemove,
  children,
}: {
  title: string;
  /** Absent: the row cannot be removed (the last business). */
  removeLabel?: string;
  onRemove?: () => void;
  children: ReactNode;
}) {
  return (
    <Paper withBorder p="md" radius="md" component="fieldset" style={{ minWidth: 0 }}>
      <Group justify="space-between" mb="sm" wrap="nowrap">
        <Title order={4} size="h6" component="legend" style={{ float: 'left', padding: 0 }}>
          {title}
        </Title>
        {onRemove && removeLabel && (
          <Button variant="subtle" color="red" size="compact-sm" onClick={onRemove}>
            {removeLabel}
          </Button>
        )}
      </Group>
      <div style={{ clear: 'both' }}>{children}</div>
    </Paper>
  );
}
