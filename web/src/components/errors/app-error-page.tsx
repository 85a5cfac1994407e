import { Button, Center, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { useT } from '@/i18n/use-t';

interface AppErrorPageProps {
  detail?: string;
}

/** Router fallback (spec part 1 §2): unknown routes and errors thrown while rendering a route. */
export function AppErrorPage({ detail }: AppErrorPageProps) {
  const t = useT();
  return (
    <Center mih="100dvh" p="md">
      <Stack align="center" gap="md" maw={480}>
        <Title order={1} size="h2" ta="center">
          {t('common.error_page.title')}
        </Title>
        {detail && (
          <Text c="dimmed" ta="center">
            {detail}
          </Text>
        )}
        <Button component={Link} to="/">
          {t('common.error_page.go_home')}
        </Button>
      </Stack>
    </Center>
  );
}
