import { NumberInput } from '@mantine/core';
import type { NumberInputProps } from '@mantine/core';

/**
 * An amount of money as a payment, a promise or a handover takes it: more than zero, to the
 * paisa, and never clamped on leaving the field (the form's error says what is wrong; a silent
 * clamp would not). A `max` still shows in the stepper and is checked by the form.
 */
export function MoneyInput(props: NumberInputProps) {
  return (
    <NumberInput
      min={0.01}
      step={0.01}
      decimalScale={2}
      allowNegative={false}
      clampBehavior="none"
      {...props}
    />
  );
}
