import { Center, Loader } from '@mantine/core';
import { Suspense } from 'react';
import type { ReactNode } from 'react';
import { useT } from '@/i18n/use-t';

/**
 * A section whose code loads when first shown (a tab's content), with a spinner meanwhile, named
 * `label` ('Loading...' unless given).
 */
export function SectionSuspense({ label, children }: { label?: string; children: ReactNode }) {
  const t = useT();
  return (
    <Suspense
      fallback={
        <Center py="md">
          <Loader aria-label={label ?? t('common.loading')} />
        </Center>
      }
    >
      {children}
    </Suspense>
  );
}
