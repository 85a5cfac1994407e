import { Badge, Button, Group, Paper, Stack, Text, TextInput, Title } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { useT } from '@/i18n/use-t';
import { isApiError } from '@/lib/api-error';
import { notifyError, notifySuccess } from '@/lib/notify';
import { useDisableMfa, useRefreshSession } from '../api/enrollment';
import { MfaEnrollment } from './mfa-enrollment';

interface MfaSectionProps {
  /** The signed-in user's e-mail and MFA state, from the session. */
  email: string;
  mfaEnabled: boolean;
}

/** The profile's two-step verification section (issue 13): status, turn on, turn off with a code. */
export function MfaSection({ email, mfaEnabled }: MfaSectionProps) {
  const t = useT();
  const refreshSession = useRefreshSession();
  const [mode, setMode] = useState<'idle' | 'enabling' | 'disabling'>('idle');

  return (
    <Paper withBorder p="md" radius="md" component="section" aria-labelledby="mfa-section-title">
      <Stack gap="md">
        <Group justify="space-between">
          <Title order={2} size="h4" id="mfa-section-title">
            {t('mfa.section.title')}
          </Title>
          <Badge color={mfaEnabled ? 'teal' : 'gray'} variant="light">
            {mfaEnabled ? t('mfa.section.status_on') : t('mfa.section.status_off')}
          </Badge>
        </Group>
        <Text size="sm">{mfaEnabled ? t('mfa.section.on') : t('mfa.section.off')}</Text>
        {mode === 'enabling' && !mfaEnabled && (
          <MfaEnrollment
            email={email}
            onDone={async () => {
              setMode('idle');
              notifySuccess(t('mfa.section.enabled_toast'));
              await refreshSession();
            }}
          />
        )}
        {mode === 'disabling' && mfaEnabled && <DisableForm onDone={() => setMode('idle')} />}
        {mode === 'idle' && (
          <Group>
            {mfaEnabled ? (
              <Button color="red" variant="light" onClick={() => setMode('disabling')}>
                {t('mfa.section.disable')}
              </Button>
            ) : (
              <Button onClick={() => setMode('enabling')}>{t('mfa.section.enable')}</Button>
            )}
          </Group>
        )}
        {mode === 'enabling' && !mfaEnabled && (
          <Button variant="subtle" size="xs" onClick={() => setMode('idle')}>
            {t('mfa.section.cancel')}
          </Button>
        )}
      </Stack>
    </Paper>
  );
}

function DisableForm({ onDone }: { onDone: () => void }) {
  const t = useT();
  const disable = useDisableMfa();
  const [code, setCode] = useState('');

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (code.trim() === '') return;
    try {
      await disable.mutateAsync(code.trim());
      notifySuccess(t('mfa.section.disabled_toast'));
      onDone();
    } catch (error) {
      setCode('');
      notifyError(
        t('mfa.verify.failed'),
        isApiError(error) ? error.message : t('public.login.unexpected_error'),
      );
    }
  };

  return (
    <form onSubmit={(event) => void submit(event)} noValidate aria-label={t('mfa.section.disable')}>
      <Stack gap="sm">
        <Text size="sm">{t('mfa.section.disable_intro')}</Text>
        <TextInput
          label={t('mfa.verify.code_label')}
          value={code}
          onChange={(event) => setCode(event.currentTarget.value)}
          autoComplete="one-time-code"
          maxLength={32}
        />
        <Group>
          <Button
            type="submit"
            color="red"
            loading={disable.isPending}
            disabled={code.trim() === ''}
          >
            {t('mfa.section.disable')}
          </Button>
          <Button variant="default" onClick={onDone}>
            {t('mfa.section.cancel')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
