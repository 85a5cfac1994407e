import { Card, Group, Skeleton, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconChevronRight } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import classes from './dashboard.module.css';

export interface FigureCardProps {
  label: string;
  /** The figure as shown; undefined while it loads. */
  value: string | undefined;
  /** A line under the figure (an amount beside a count, a share). */
  detail?: string;
  icon?: ReactNode;
  color?: string;
  /** The list behind the figure; null when the user may not open it (the figure alone). */
  to: string | null;
}

/**
 * One dashboard figure: its label, its value and a line of detail. With a list to open, the
 * whole card is the link to it (issue 14: every figure links to its list), named by its text.
 */
export function FigureCard({ label, value, detail, icon, color, to }: FigureCardProps) {
  const body = (
    <Group justify="space-between" wrap="nowrap" align="flex-start">
      <Stack gap={4} miw={0} className={classes.figureBox}>
        <Text size="sm" c="dimmed" fw={600}>
          {label}
        </Text>
        {value === undefined ? (
          <Skeleton height={28} width={96} />
        ) : (
          <Text fw={700} lh={1.1} className={classes.figure}>
            {value}
          </Text>
        )}
        {detail && (
          <Text size="sm" c="dimmed">
            {detail}
          </Text>
        )}
      </Stack>
      <Stack gap={4} align="flex-end">
        {icon && (
          <ThemeIcon size={40} radius="md" variant="light" color={color}>
            {icon}
          </ThemeIcon>
        )}
        {to && <IconChevronRight size={18} aria-hidden className={classes.chevron} />}
      </Stack>
    </Group>
  );
  if (to === null) {
    return (
      <Card withBorder radius="md" padding="md" role="group" aria-label={label}>
        {body}
      </Card>
    );
  }
  return (
    <Card withBorder radius="md" padding="md" component={Link} to={to} className={classes.link}>
      {body}
    </Card>
  );
}
