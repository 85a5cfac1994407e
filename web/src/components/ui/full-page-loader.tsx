import { Center, Loader, Stack, Text } from '@mantine/core';
import { useT } from '@/i18n/use-t';

interface FullPageLoaderProps {
  /** Read by screen readers and shown under the spinner, e.g. 'Loading dashboard...'. */
  label?: string;
}

export function FullPageLoader({ label }: FullPageLoaderProps) {
  const t = useT();
  return (
    <Center mih="100dvh" role="status" aria-live="polite">
      <Stack align="center" gap="sm">
        <Loader aria-hidden />
        <Text c="dimmed" size="sm">
          {label ?? t('common.loading')}
        </Text>
      </Stack>
    </Center>
  );
}
