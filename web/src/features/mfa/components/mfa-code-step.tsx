import { Anchor, Button, Group, Stack, Text, TextInput, Title } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { useT } from '@/i18n/use-t';
import { isApiError } from '@/lib/api-error';
import { notifyError } from '@/lib/notify';
import { useVerifyMfa } from '../api/verify-mfa';

interface MfaCodeStepProps {
  /** The token sign-in answered with `mfa_required`. */
  mfaToken: string;
  /** The session is set: go where the user was going. */
  onVerified: () => void | Promise<void>;
  /** Back to the password (also when the token has expired). */
  onBack: () => void;
}

/**
 * The sign-in's second step (issue 13): a code from the authenticator app, or a recovery code.
 * On the login page, so it loads with the public messages ('mfa.verify.').
 */
export function MfaCodeStep({ mfaToken, onVerified, onBack }: MfaCodeStepProps) {
  const t = useT();
  const verify = useVerifyMfa();
  const [useRecovery, setUseRecovery] = useState(false);
  const [code, setCode] = useState('');
  const [missing, setMissing] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const value = code.trim();
    if (value === '') {
      setMissing(true);
      return;
    }
    try {
      await verify.mutateAsync({ mfa_token: mfaToken, code: value });
      await onVerified();
    } catch (error) {
      setCode('');
      if (isApiError(error) && error.status < 500) {
        notifyError(t('mfa.verify.failed'), error.message);
        if (error.code === 'MFA_TOKEN_INVALID') onBack();
      } else {
        notifyError(t('mfa.verify.failed'), t('public.login.unexpected_error'));
      }
    }
  };

  return (
    <form onSubmit={(event) => void submit(event)} noValidate aria-label={t('mfa.verify.form')}>
      <Stack gap="md">
        <div>
          <Title order={2} size="h3">
            {t('mfa.verify.title')}
          </Title>
          <Text c="dimmed" size="sm">
            {useRecovery ? t('mfa.verify.recovery_intro') : t('mfa.verify.intro')}
          </Text>
        </div>
        <TextInput
          key={useRecovery ? 'recovery' : 'totp'}
          label={useRecovery ? t('mfa.verify.recovery_label') : t('mfa.verify.code_label')}
          value={code}
          onChange={(event) => {
            setCode(event.currentTarget.value);
            setMissing(false);
          }}
          error={missing ? t('mfa.verify.missing') : undefined}
          autoComplete="one-time-code"
          inputMode={useRecovery ? 'text' : 'numeric'}
          maxLength={useRecovery ? 32 : 6}
          autoFocus
          data-autofocus
        />
        <Button type="submit" size="md" fullWidth loading={verify.isPending}>
          {t('mfa.verify.submit')}
        </Button>
        <Group justify="space-between">
          <Anchor
            component="button"
            type="button"
            size="sm"
            onClick={() => {
              setUseRecovery((current) => !current);
              setCode('');
              setMissing(false);
            }}
          >
            {useRecovery ? t('mfa.verify.use_app') : t('mfa.verify.use_recovery')}
          </Anchor>
          <Anchor component="button" type="button" size="sm" onClick={onBack}>
            {t('mfa.verify.back')}
          </Anchor>
        </Group>
      </Stack>
    </form>
  );
}
