import { Alert, Button, Center, Code, Group, Stack, Text } from '@mantine/core';
import { MESSAGES } from '@lendline/core';
import { IconUserExclamation } from '@tabler/icons-react';
import { SUPPORT_EMAIL } from '@/lib/support';
import { useT } from '@/i18n/use-t';

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
        title="Profile incomplete"
        icon={<IconUserExclamation aria-hidden />}
        role="alert"
        maw={560}
      >
        <Stack gap="sm">
          <Text size="sm">{t(MESSAGES.profileIncomplete)}</Text>
          <Text size="sm">
            User ID: <Code>{userId}</Code>
          </Text>
          <Text size="sm" c="dimmed">
            Support: {SUPPORT_EMAIL}
          </Text>
          <Group gap="sm">
            <Button size="xs" onClick={onSignOut} loading={signingOut}>
              Sign Out
            </Button>
            <Button size="xs" variant="default" onClick={onClearSession}>
              Clear Session & Refresh
            </Button>
          </Group>
        </Stack>
      </Alert>
    </Center>
  );
}
