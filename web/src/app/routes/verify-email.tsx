import { Alert, Anchor, Box, Button, Center, Paper, Stack, Text, Title } from '@mantine/core';
import { MESSAGES } from '@lendline/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { BrandLogo } from '@/components/ui/brand-logo';
import { useVerifyEmail } from '@/features/auth/api/verify-email';
import { useT } from '@/i18n/use-t';
import { isApiError } from '@/lib/api-error';
import type { LoginNotice } from './login';

/**
 * /auth/verify-email?token=… (public): the page a sign-up's verification e-mail links to. The
 * link is spent by a click, not on opening: mail scanners open links and would use it up.
 * Verified, the owner goes to the login page and signs in with the password chosen at sign-up.
 */
export default function VerifyEmailRoute() {
  const t = useT();
  const [searchParams] = useSearchParams();
  const navigate = useNavigate();
  const verify = useVerifyEmail();
  const token = searchParams.get('token') ?? '';

  async function handleVerify() {
    try {
      const answer = await verify.mutateAsync({ token });
      const notice: LoginNotice = { notice: answer.message };
      await navigate('/login', { replace: true, state: notice });
    } catch {
      // Shown below from the mutation's error.
    }
  }

  const failure =
    token === ''
      ? t(MESSAGES.verificationInvalid)
      : verify.error &&
        (isApiError(verify.error) && verify.error.status < 500
          ? verify.error.message
          : t(MESSAGES.unexpected));

  return (
    <Center component="main" mih="100dvh" p="md" bg="gray.0">
      <Paper w="100%" maw={460} p={{ base: 'lg', sm: 36 }} radius="lg" withBorder shadow="sm">
        <Stack gap="lg">
          <BrandLogo size="md" tagline={t('public.brand_tagline')} />
          <Box>
            <Title order={1} size="h2">
              {t('public.verify_email.title')}
            </Title>
            <Text c="dimmed" size="sm">
              {t('public.verify_email.subtitle')}
            </Text>
          </Box>
          {failure && (
            <Alert color="red" variant="light" icon={<IconAlertCircle aria-hidden />} role="alert">
              {failure}
            </Alert>
          )}
          {token !== '' && (
            <Button onClick={() => void handleVerify()} loading={verify.isPending} fullWidth>
              {t('public.verify_email.submit')}
            </Button>
          )}
          <Anchor component={Link} to="/" size="sm" ta="center">
            {t('public.back_to_home')}
          </Anchor>
        </Stack>
      </Paper>
    </Center>
  );
}
