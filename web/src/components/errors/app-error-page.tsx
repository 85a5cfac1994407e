import { Button, Center, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';

interface AppErrorPageProps {
  detail?: string;
}

/** Router fallback (spec part 1 §2): unknown routes and errors thrown while rendering a route. */
export function AppErrorPage({ detail }: AppErrorPageProps) {
  return (
    <Center mih="100dvh" p="md">
      <Stack align="center" gap="md" maw={480}>
        <Title order={1} size="h2" ta="center">
          Unexpected Application Error!
        </Title>
        {detail && (
          <Text c="dimmed" ta="center">
            {detail}
          </Text>
        )}
        <Button component={Link} to="/">
          Go to home page
        </Button>
      </Stack>
    </Center>
  );
}
