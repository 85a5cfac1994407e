import { Stack, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { useId } from 'react';

/** A titled region of the dashboard (a landmark a screen reader can jump to). */
export function DashboardSection({ title, children }: { title: string; children: ReactNode }) {
  const id = useId();
  return (
    <Stack gap="sm" component="section" aria-labelledby={id}>
      <Title id={id} order={2} size="h4">
        {title}
      </Title>
      {children}
    </Stack>
  );
}
