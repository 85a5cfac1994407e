import { Divider, Title } from '@mantine/core';
import type { ReactNode } from 'react';

/** A titled part of the profile form, named for assistive technology by its heading. */
export function FormSection({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section aria-label={title}>
      <Title order={2} size="h5" mb={4}>
        {title}
      </Title>
      <Divider mb="sm" />
      {children}
    </section>
  );
}
