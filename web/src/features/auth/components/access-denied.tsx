import { Alert, Button, Center, Stack } from '@mantine/core';
import { MESSAGES } from '@lendline/core';
import { IconLock } from '@tabler/icons-react';
import { Link } from 'react-router';
import { useT } from '@/i18n/use-t';

/** Full guard denial (spec part 1 §6 "Route guards"). */
export function AccessDenied() {
  const t = useT();
  return (
    <Center py="xl">
      <Stack align="center" maw={520}>
        <Alert color="red" icon={<IconLock aria-hidden />} role="alert">
          {t(MESSAGES.accessDenied)}
        </Alert>
        <Button component={Link} to="/dashboard">
          {t('shell.access_denied.to_dashboard')}
        </Button>
      </Stack>
    </Center>
  );
}
