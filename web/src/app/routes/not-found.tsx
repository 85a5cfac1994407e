import { Button, Center, Container, Stack, Text, Title } from '@mantine/core';
import { Link, useLocation } from 'react-router';
import { FullPageLoader } from '@/components/ui/full-page-loader';
import { useSession } from '@/features/auth/api/get-session';
import { PublicHeader } from '@/features/marketing/components/public-header';
import { AppLayout } from '../route-preload';

function NotFound({ homePath, homeLabel }: { homePath: string; homeLabel: string }) {
  const { pathname } = useLocation();
  return (
    <Center py={64}>
      <Stack align="center" gap="md" maw={520}>
        <Title order={1} size="h2" ta="center">
          Page not found
        </Title>
        <Text ta="center">
          There is no page at{' '}
          <Text span ff="monospace">
            {pathname}
          </Text>
          . It may have moved, or the address may be mistyped.
        </Text>
        <Button component={Link} to={homePath}>
          {homeLabel}
        </Button>
      </Stack>
    </Center>
  );
}

/**
 * A path no route matches (docs/decisions/0044): a signed-in user stays inside the app's shell,
 * with the sidebar and a way back to the dashboard; a signed-out visitor sees the public header
 * and a way to the home page (not the sign-in page: the address would still not exist after it).
 */
export default function NotFoundRoute() {
  const session = useSession();
  if (session.isPending) return <FullPageLoader />;
  if (session.data) {
    return (
      <AppLayout>
        <NotFound homePath="/dashboard" homeLabel="Return to Dashboard" />
      </AppLayout>
    );
  }
  return (
    <>
      <PublicHeader />
      <Container component="main" size="md">
        <NotFound homePath="/" homeLabel="Go to home page" />
      </Container>
    </>
  );
}
