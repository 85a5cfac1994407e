import { Alert, Button } from '@mantine/core';
import type { ReactNode } from 'react';
import { useT } from '@/i18n/use-t';

/** What a list shows in place of its rows when loading them failed, with a way to retry. */
export function DataTableLoadError({
  message,
  onRetry,
}: {
  message: ReactNode;
  onRetry: () => void;
}) {
  const t = useT();
  return (
    <Alert color="red" variant="light" title={t('common.error')} role="alert">
      {message}
      <Button variant="subtle" size="compact-sm" ml="xs" onClick={onRetry}>
        {t('common.try_again')}
      </Button>
    </Alert>
  );
}
