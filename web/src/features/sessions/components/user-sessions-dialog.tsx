import { Button, Group, Modal, Stack } from '@mantine/core';
import { useT } from '@/i18n/use-t';
import { ActiveSessionsPanel } from './active-sessions-panel';

interface UserSessionsDialogProps {
  /** The user whose sessions to show; null closes the dialog. */
  user: { id: string; name: string } | null;
  onClose: () => void;
}

/** An administrator's view of a user's live sessions, from User Management's row menu. */
export function UserSessionsDialog({ user, onClose }: UserSessionsDialogProps) {
  const t = useT();
  const title = user ? t('sessions.panel.admin_title', { name: user.name }) : '';
  return (
    <Modal opened={user !== null} onClose={onClose} title={title} size="xl" centered>
      {user && (
        <Stack>
          <ActiveSessionsPanel userId={user.id} title={title} />
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              {t('sessions.close')}
            </Button>
          </Group>
        </Stack>
      )}
    </Modal>
  );
}
