import { PasswordInput } from '@mantine/core';
import type { PasswordInputProps } from '@mantine/core';
import { useState } from 'react';
import { useT } from '@/i18n/use-t';

/** A password input whose show/hide toggle is a keyboard-reachable, labelled button. */
export function PasswordField(props: Omit<PasswordInputProps, 'visible' | 'onVisibilityChange'>) {
  const t = useT();
  const [visible, setVisible] = useState(false);
  return (
    <PasswordInput
      label={t('public.password')}
      autoComplete="current-password"
      {...props}
      visible={visible}
      onVisibilityChange={setVisible}
      visibilityToggleFocusable
      visibilityToggleButtonProps={{
        'aria-label': visible ? t('public.hide_password') : t('public.show_password'),
      }}
    />
  );
}
