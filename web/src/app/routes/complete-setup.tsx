import { Alert, Box, Center, Paper, Stack, Text, Title } from '@mantine/core';
import type { SessionResponse } from '@lendline/core';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate, useSearchParams } from 'react-router';
import { BrandLogo } from '@/components/ui/brand-logo';
import { clearToasts, notifySuccess } from '@/lib/notify';
import { useSession } from '@/features/auth/api/get-session';
import { CompleteSetupForm } from '@/features/users/components/complete-setup-form';
import { useT } from '@/i18n/use-t';
import { queryKeys } from '@/lib/query-keys';

/**
 * /auth/complete-setup?token=… (public): the page an invitation e-mail links to. Setting the
 * password signs the invited user in; answers cached for anyone signed in before are dropped.
 */
export default function CompleteSetupRoute() {
  const t = useT();
  const [searchParams] = useSearchParams();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  // An admin opening the link from the outbox would otherwise swap sessions unawares.
  const signedInEmail = useSession().data?.user.email;
  const token = searchParams.get('token') ?? '';

  async function handleCompleted(session: SessionResponse) {
    clearToasts();
    queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== 'auth' });
    queryClient.setQueryData(queryKeys.session.current(), session);
    await queryClient.invalidateQueries({ queryKey: queryKeys.session.current() });
    notifySuccess(t('public.complete_setup.completed'));
    await navigate('/dashboard', { replace: true });
  }

  return (
    <Center component="main" mih="100dvh" p="md" bg="gray.0">
      <Paper w="100%" maw={460} p={{ base: 'lg', sm: 36 }} radius="lg" withBorder shadow="sm">
        <Stack gap="lg">
          <BrandLogo size="md" tagline={t('public.brand_tagline')} />
          <Box>
            <Title order={1} size="h2">
              {t('public.complete_setup.title')}
            </Title>
            <Text c="dimmed" size="sm">
              {t('public.complete_setup.subtitle')}
            </Text>
          </Box>
          {signedInEmail && (
            <Alert color="yellow" variant="light">
              {t('public.complete_setup.signed_in_as', { email: signedInEmail })}
            </Alert>
          )}
          <CompleteSetupForm token={token} onCompleted={handleCompleted} />
        </Stack>
      </Paper>
    </Center>
  );
}
