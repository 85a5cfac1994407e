import { Alert, Button, Center, Code, Group, Stack, Text } from '@mantine/core';
import { MESSAGES } from '@lendline/core';
import { IconUserExclamation } from '@tabler/icons-react';
import { useT } from '@/i18n/use-t';
import { SUPPORT_EMAIL } from '@/lib/support';

interface IncompleteProfileProps {
  userId: string;
  onSignOut: () => void;
  onClearSession: () => void;
  signingOut?: boolean;
}

/** Signed in, but the profile or organization is missing (spec part 1 §2 guarded states). */
export function IncompleteProfile({
  userId,
  onSignOut,
  onClearSession,
  signingOut,
}: IncompleteProfileProps) {
  const t = useT();
  return (
    <Center mih="100dvh" p="md">
      <Alert
        color="orange"
        title={t('shell.incomplete_profile.title')}
        icon={<IconUserExclamation aria-hidden />}
        role="alert"
        maw={560}
      >
        <Stack gap="sm">
          <Text size="sm">{t(MESSAGES.profileIncomplete)}</Text>
          <Text size="sm">
            {t('shell.incomplete_profile.user_id')} <Code>{userId}</Code>
          </Text>
          <Text size="sm" c="dimmed">
            {t('shell.incomplete_profile.support', { email: SUPPORT_EMAIL })}
          </Text>
          <Group gap="sm">
            <Button size="xs" onClick={onSignOut} loading={signingOut}>
              {t('shell.user_menu.sign_out_title')}
            </Button>
            <Button size="xs" variant="default" onClick={onClearSession}>
              {t('shell.incomplete_profile.clear_session')}
            </Button>
          </Group>
        </Stack>
      </Alert>
    </Center>
  );
}
