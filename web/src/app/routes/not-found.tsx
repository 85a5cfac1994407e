import { Trans } from '@lingui/react';
import { Button, Center, Container, Stack, Text, Title } from '@mantine/core';
import { Link, useLocation } from 'react-router';
import { FullPageLoader } from '@/components/ui/full-page-loader';
import { useSession } from '@/features/auth/api/get-session';
import { PublicHeader } from '@/features/marketing/components/public-header';
import { useT } from '@/i18n/use-t';
import { AppLayout } from '../route-preload';

function NotFound({ homePath, homeLabel }: { homePath: string; homeLabel: string }) {
  const t = useT();
  const { pathname } = useLocation();
  return (
    <Center py={64}>
      <Stack align="center" gap="md" maw={520}>
        <Title order={1} size="h2" ta="center">
          {t('public.not_found.title')}
        </Title>
        <Text ta="center">
          {/* The path sits inside the sentence, where each language puts it. */}
          <Trans
            id="public.not_found.message"
            values={{ path: pathname }}
            components={{ 0: <Text span ff="monospace" /> }}
          />
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
  const t = useT();
  const session = useSession();
  if (session.isPending) return <FullPageLoader />;
  if (session.data) {
    return (
      <AppLayout>
        <NotFound homePath="/dashboard" homeLabel={t('public.not_found.to_dashboard')} />
      </AppLayout>
    );
  }
  return (
    <>
      <PublicHeader />
      <Container component="main" size="md">
        <NotFound homePath="/" homeLabel={t('public.not_found.to_home')} />
      </Container>
    </>
  );
}
