import { Alert, Button, Center, Group, Paper, Stack, Title } from '@mantine/core';
import { IconShieldLock } from '@tabler/icons-react';
import { useT } from '@/i18n/use-t';
import { useRefreshSession } from '../api/enrollment';
import { MfaEnrollment } from './mfa-enrollment';

interface MfaEnrollmentScreenProps {
  email: string;
  onSignOut: () => void;
  signingOut?: boolean;
}

/**
 * What a user whose organization requires MFA sees until they enrol (issue 13): the server
 * refuses everything else, so the layout shows this instead of any screen.
 */
export function MfaEnrollmentScreen({ email, onSignOut, signingOut }: MfaEnrollmentScreenProps) {
  const t = useT();
  const refreshSession = useRefreshSession();
  return (
    <Center component="main" mih="100dvh" p="md">
      <Paper w="100%" maw={480} p={{ base: 'lg', sm: 32 }} radius="lg" withBorder shadow="sm">
        <Stack gap="md">
          <Group gap="sm">
            <IconShieldLock aria-hidden />
            <Title order={1} size="h3">
              {t('mfa.enroll.title')}
            </Title>
          </Group>
          <Alert color="indigo" variant="light" role="status">
            {t('mfa.enroll.required')}
          </Alert>
          <MfaEnrollment email={email} onDone={refreshSession} />
          <Button variant="subtle" size="xs" onClick={onSignOut} loading={signingOut}>
            {t('mfa.enroll.sign_out')}
          </Button>
        </Stack>
      </Paper>
    </Center>
  );
}
