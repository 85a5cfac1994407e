import {
  Alert,
  Button,
  Center,
  Checkbox,
  Code,
  CopyButton,
  Group,
  Image,
  Loader,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { IconAlertCircle, IconDownload } from '@tabler/icons-react';
import { useState, type FormEvent } from 'react';
import { useT } from '@/i18n/use-t';
import { isApiError } from '@/lib/api-error';
import { notifyError } from '@/lib/notify';
import { useConfirmMfa, useMfaEnrollment } from '../api/enrollment';
import { downloadRecoveryCodes } from '../lib/recovery-codes-file';

interface MfaEnrollmentProps {
  /** The account's e-mail: the heading of the downloaded recovery codes. */
  email: string;
  /** The recovery codes are saved: MFA is on. */
  onDone: () => void | Promise<void>;
}

/**
 * Enrolment (issue 13): the QR code and the key to type by hand, a code to confirm, then the
 * recovery codes once, with copy and download, until the user says they have saved them.
 */
export function MfaEnrollment({ email, onDone }: MfaEnrollmentProps) {
  const [recoveryCodes, setRecoveryCodes] = useState<string[] | null>(null);
  return recoveryCodes ? (
    <RecoveryCodes email={email} codes={recoveryCodes} onDone={onDone} />
  ) : (
    <ConfirmAuthenticator onConfirmed={setRecoveryCodes} />
  );
}

function ConfirmAuthenticator({ onConfirmed }: { onConfirmed: (codes: string[]) => void }) {
  const t = useT();
  const enrollment = useMfaEnrollment();
  const confirm = useConfirmMfa();
  const [code, setCode] = useState('');

  if (enrollment.isPending) {
    return (
      <Center py="xl">
        <Loader aria-label={t('mfa.enroll.title')} />
      </Center>
    );
  }
  if (enrollment.isError) {
    return (
      <Alert color="red" role="alert" title={t('mfa.enroll.load_failed')}>
        {enrollment.error.message}
      </Alert>
    );
  }

  const { secret, qr_svg } = enrollment.data;
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (code.trim() === '') return;
    try {
      const { recovery_codes } = await confirm.mutateAsync(code.trim());
      onConfirmed(recovery_codes);
    } catch (error) {
      setCode('');
      notifyError(
        t('mfa.enroll.failed'),
        isApiError(error) ? error.message : t('public.login.unexpected_error'),
      );
    }
  };

  return (
    <form onSubmit={(event) => void submit(event)} noValidate aria-label={t('mfa.enroll.title')}>
      <Stack gap="md">
        <Text size="sm">{t('mfa.enroll.scan')}</Text>
        <Center>
          <Image
            src={`data:image/svg+xml;utf8,${encodeURIComponent(qr_svg)}`}
            alt={t('mfa.enroll.qr_alt')}
            w={200}
            h={200}
            bg="white"
          />
        </Center>
        <div>
          <Text size="sm">{t('mfa.enroll.manual')}</Text>
          <Code block data-testid="mfa-secret" fz="md" style={{ wordBreak: 'break-all' }}>
            {secret}
          </Code>
        </div>
        <TextInput
          label={t('mfa.enroll.code_label')}
          value={code}
          onChange={(event) => setCode(event.currentTarget.value)}
          autoComplete="one-time-code"
          inputMode="numeric"
          maxLength={6}
        />
        <Button type="submit" loading={confirm.isPending} disabled={code.trim() === ''}>
          {t('mfa.enroll.confirm')}
        </Button>
      </Stack>
    </form>
  );
}

function RecoveryCodes({
  email,
  codes,
  onDone,
}: {
  email: string;
  codes: string[];
  onDone: () => void | Promise<void>;
}) {
  const t = useT();
  const [saved, setSaved] = useState(false);
  const text = codes.join('\n');
  return (
    <Stack gap="md">
      <Title order={3} size="h4">
        {t('mfa.recovery.title')}
      </Title>
      <Alert color="yellow" variant="light" icon={<IconAlertCircle aria-hidden />}>
        {t('mfa.recovery.intro')}
      </Alert>
      <SimpleGrid cols={2} spacing="xs" component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
        {codes.map((recoveryCode) => (
          <li key={recoveryCode}>
            <Code fz="md">{recoveryCode}</Code>
          </li>
        ))}
      </SimpleGrid>
      <Group gap="sm">
        <CopyButton value={text}>
          {({ copied, copy }) => (
            <Button variant="default" size="xs" onClick={copy}>
              {copied ? t('mfa.recovery.copied') : t('mfa.recovery.copy')}
            </Button>
          )}
        </CopyButton>
        <Button
          variant="default"
          size="xs"
          leftSection={<IconDownload size={14} aria-hidden />}
          onClick={() => downloadRecoveryCodes(t('mfa.recovery.file_heading', { email }), codes)}
        >
          {t('mfa.recovery.download')}
        </Button>
      </Group>
      <Checkbox
        label={t('mfa.recovery.saved_check')}
        checked={saved}
        onChange={(event) => setSaved(event.currentTarget.checked)}
      />
      <Button disabled={!saved} onClick={() => void onDone()}>
        {t('mfa.recovery.done')}
      </Button>
    </Stack>
  );
}
