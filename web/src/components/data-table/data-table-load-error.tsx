import { Alert, Button } from '@mantine/core';
import type { ReactNode } from 'react';

/** What a list shows in place of its rows when loading them failed, with a way to retry. */
export function DataTableLoadError({
  message,
  onRetry,
}: {
  message: ReactNode;
  onRetry: () => void;
}) {
  return (
    <Alert color="red" variant="light" title="Error" role="alert">
      {message}
      <Button variant="subtle" size="compact-sm" ml="xs" onClick={onRetry}>
        Try again
      </Button>
    </Alert>
  );
}
