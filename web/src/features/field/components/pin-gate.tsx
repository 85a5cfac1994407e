import {
  Alert,
  Button,
  Paper,
  PasswordInput,
  Stack,
  Text,
  Title,
  type PasswordInputProps,
} from '@mantine/core';
import { IconLock } from '@tabler/icons-react';
import { useEffect, useState, type FormEvent, type ReactNode } from 'react';
import { useT } from '@/i18n/use-t';
import {
  checkDevicePin,
  DEVICE_PIN_PATTERN,
  hasDevicePin,
  idleTooLong,
  markActive,
  setDevicePin,
} from '../lib/device-pin';

const ACTIVITY = ['pointerdown', 'keydown', 'touchstart'] as const;
/** How often activity is written down, and the lock looked at. */
const TICK_MS = 15_000;

/**
 * Locks the field app on an idle phone (issue 15): the route shows only once a device PIN is set,
 * and after 15 minutes without a touch or a key (also across a reload, or a phone asleep) the PIN
 * is asked for again. Five wrong PINs call `onTooManyAttempts` (the phone's data is deleted and
 * the agent signed out). `required`: a day is on the phone, so there is something to protect.
 */
export function PinGate({
  required,
  onTooManyAttempts,
  children,
}: {
  required: boolean;
  onTooManyAttempts(): void;
  children: ReactNode;
}) {
  const [pinSet, setPinSet] = useState(() => hasDevicePin());
  const [locked, setLocked] = useState(() => hasDevicePin() && idleTooLong(Date.now()));

  useEffect(() => {
    let last = 0;
    const active = () => {
      const now = Date.now();
      if (now - last < TICK_MS) return;
      last = now;
      markActive(now);
    };
    const look = () => {
      if (hasDevicePin() && idleTooLong(Date.now())) setLocked(true);
    };
    if (!locked) active();
    for (const type of ACTIVITY) window.addEventListener(type, active, { passive: true });
    document.addEventListener('visibilitychange', look);
    const timer = window.setInterval(look, TICK_MS);
    return () => {
      for (const type of ACTIVITY) window.removeEventListener(type, active);
      document.removeEventListener('visibilitychange', look);
      window.clearInterval(timer);
    };
  }, [locked]);

  if (required && !pinSet) return <SetPin onSet={() => setPinSet(true)} />;
  if (locked) {
    return (
      <Unlock
        onUnlocked={() => {
          markActive(Date.now());
          setLocked(false);
        }}
        onTooManyAttempts={onTooManyAttempts}
      />
    );
  }
  return <>{children}</>;
}

/** A PIN's field: digits, never remembered by the browser. */
function PinField({
  onChange,
  ...props
}: Omit<PasswordInputProps, 'onChange'> & { onChange(value: string): void }) {
  return (
    <PasswordInput
      inputMode="numeric"
      autoComplete="off"
      maxLength={6}
      onChange={(event) => onChange(event.currentTarget.value)}
      {...props}
    />
  );
}

function GateFrame({
  title,
  hint,
  children,
}: {
  title: string;
  hint: string;
  children: ReactNode;
}) {
  return (
    <Paper withBorder p="md" radius="md">
      <Stack gap="sm">
        <IconLock size={28} aria-hidden />
        <Title order={2} size="h3">
          {title}
        </Title>
        <Text size="sm" c="dimmed">
          {hint}
        </Text>
        {children}
      </Stack>
    </Paper>
  );
}

function SetPin({ onSet }: { onSet(): void }) {
  const t = useT();
  const [pin, setPin] = useState('');
  const [confirm, setConfirm] = useState('');
  const [errors, setErrors] = useState<{ pin?: string; confirm?: string }>({});
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!DEVICE_PIN_PATTERN.test(pin)) {
      setErrors({ pin: t('collections.field.pin_invalid') });
      return;
    }
    if (pin !== confirm) {
      setErrors({ confirm: t('collections.field.pin_mismatch') });
      return;
    }
    await setDevicePin(pin);
    onSet();
  };
  return (
    <GateFrame
      title={t('collections.field.pin_set_title')}
      hint={t('collections.field.pin_set_hint')}
    >
      <form onSubmit={(event) => void submit(event)} noValidate>
        <Stack gap="sm">
          <PinField
            label={t('collections.field.pin')}
            value={pin}
            onChange={setPin}
            error={errors.pin}
            withAsterisk
          />
          <PinField
            label={t('collections.field.pin_confirm')}
            value={confirm}
            onChange={setConfirm}
            error={errors.confirm}
            withAsterisk
          />
          <Button type="submit">{t('collections.field.pin_save')}</Button>
        </Stack>
      </form>
    </GateFrame>
  );
}

function Unlock({
  onUnlocked,
  onTooManyAttempts,
}: {
  onUnlocked(): void;
  onTooManyAttempts(): void;
}) {
  const t = useT();
  const [pin, setPin] = useState('');
  const [attemptsLeft, setAttemptsLeft] = useState<number | null>(null);
  const [busy, setBusy] = useState(false);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    const check = await checkDevicePin(pin);
    setBusy(false);
    if (check.ok) {
      onUnlocked();
      return;
    }
    setPin('');
    setAttemptsLeft(check.attemptsLeft);
    if (check.attemptsLeft === 0) onTooManyAttempts();
  };
  return (
    <GateFrame
      title={t('collections.field.pin_locked_title')}
      hint={t('collections.field.pin_locked_hint')}
    >
      <form onSubmit={(event) => void submit(event)} noValidate>
        <Stack gap="sm">
          <PinField
            label={t('collections.field.pin')}
            value={pin}
            onChange={setPin}
            data-autofocus
          />
          {attemptsLeft !== null && (
            <Alert color="red" role="alert">
              {t('collections.field.pin_wrong', { count: attemptsLeft })}
            </Alert>
          )}
          <Button type="submit" loading={busy}>
            {t('collections.field.pin_unlock')}
          </Button>
        </Stack>
      </form>
    </GateFrame>
  );
}
