import { Button, Divider, Modal, Tabs } from '@mantine/core';
import { IconRefresh } from '@tabler/icons-react';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { useT } from '@/i18n/use-t';
import { useAuthOptions } from '../api/get-auth-options';
import { clearSessionAndReload } from '../lib/clear-session';
import { useReturnPath } from '../lib/use-return-path';
import { SignInPanel } from './sign-in-panel';
import { SignUpPanel } from './sign-up-panel';

interface AuthDialogProps {
  opened: boolean;
  onClose: () => void;
}

/** The landing page's Sign In / Sign Up dialog (spec part 2 §2). */
export function AuthDialog({ opened, onClose }: AuthDialogProps) {
  const t = useT();
  const navigate = useNavigate();
  const returnPath = useReturnPath();
  const [clearing, setClearing] = useState(false);
  // Hidden until the server says sign-up is open, so it never shows and then vanishes.
  const signUpOpen = useAuthOptions().data?.sign_up === 'open';

  const enterApp = () => {
    onClose();
    void navigate(returnPath, { replace: true });
  };

  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={t('public.auth_dialog.title')}
      centered
      size="md"
    >
      <Tabs defaultValue="sign-in">
        <Tabs.List grow mb="md">
          <Tabs.Tab value="sign-in">{t('public.sign_in')}</Tabs.Tab>
          {signUpOpen && <Tabs.Tab value="sign-up">{t('public.sign_up')}</Tabs.Tab>}
        </Tabs.List>
        <Tabs.Panel value="sign-in">
          <SignInPanel onSignedIn={enterApp} />
        </Tabs.Panel>
        {signUpOpen && (
          <Tabs.Panel value="sign-up">
            <SignUpPanel onSignedUp={onClose} />
          </Tabs.Panel>
        )}
      </Tabs>
      <Divider my="md" />
      <Button
        variant="subtle"
        color="gray"
        fullWidth
        leftSection={<IconRefresh size={16} aria-hidden />}
        loading={clearing}
        onClick={() => {
          setClearing(true);
          void clearSessionAndReload();
        }}
      >
        {t('public.clear_session')}
      </Button>
    </Modal>
  );
}
