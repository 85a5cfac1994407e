import { Paper, Text } from '@mantine/core';
import type { ReactNode } from 'react';

/**
 * One labelled figure of a dialog or panel: the label small and dimmed above the value. `fw` is
 * the value's weight (600 unless the screen says otherwise).
 */
export function LabelledFigure({
  label,
  children,
  fw = 600,
}: {
  label: string;
  children: ReactNode;
  fw?: number;
}) {
  return (
    <div>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text size="sm" fw={fw} component="div">
        {children}
      </Text>
    </div>
  );
}

/** One figure card, named by its label for assistive technology; `line` says more below it. */
export function FigureCard({
  label,
  value,
  line,
}: {
  label: string;
  value: string;
  line?: string;
}) {
  return (
    <Paper withBorder p="md" radius="md" role="group" aria-label={label}>
      <Text size="sm" c="dimmed" fw={500}>
        {label}
      </Text>
      <Text fz={24} fw={700} mt={4}>
        {value}
      </Text>
      {line && (
        <Text size="sm" c="dimmed">
          {line}
        </Text>
      )}
    </Paper>
  );
}
