import { NumberInput } from '@mantine/core';
import type { NumberInputProps } from '@mantine/core';

/**
 * The form's numbers (spec part 2 §5): "age, dependents, years and employee counts are integers;
 * money and rates are decimals" — money with 2 decimals, a yearly rate with up to 3.
 */
export function WholeNumberInput(props: NumberInputProps) {
  return <NumberInput allowDecimal={false} allowNegative={false} min={0} hideControls {...props} />;
}

export function MoneyInput({
  allowNegative = false,
  ...props
}: NumberInputProps & { allowNegative?: boolean }) {
  return (
    <NumberInput
      decimalScale={2}
      allowNegative={allowNegative}
      min={allowNegative ? undefined : 0}
      thousandSeparator=","
      hideControls
      {...props}
    />
  );
}

export function RateInput(props: NumberInputProps) {
  return <NumberInput decimalScale={3} allowNegative={false} min={0} hideControls {...props} />;
}
