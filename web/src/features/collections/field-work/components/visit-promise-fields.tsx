import { NumberInput, SimpleGrid, TextInput } from '@mantine/core';
import type { CreateVisitRequest } from '@lendline/core';
import { useT } from '@/i18n/use-t';
import type { SchemaForm } from '@/lib/form/use-schema-form';
import { promiseDateBounds } from '../lib/field-work-target';
import type { VisitFormValues } from '../lib/visit-form';
import { FieldGroup } from './field-group';

/** The promise made at a visit: an amount and a day from today to 30 days ahead. */
export function VisitPromiseFields({
  form,
  today,
}: {
  form: SchemaForm<VisitFormValues, CreateVisitRequest>;
  today: string;
}) {
  const t = useT();
  const bounds = promiseDateBounds(today);
  return (
    <FieldGroup legend={t('collections.visit.promise')}>
      <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
        <NumberInput
          label={t('collections.promise.amount')}
          withAsterisk
          min={0.01}
          step={0.01}
          decimalScale={2}
          allowNegative={false}
          clampBehavior="none"
          {...form.getInputProps('promised_amount')}
        />
        <TextInput
          type="date"
          label={t('collections.promise.date')}
          description={t('collections.promise.date_hint')}
          withAsterisk
          min={bounds.min}
          max={bounds.max}
          {...form.getInputProps('promised_date')}
        />
      </SimpleGrid>
    </FieldGroup>
  );
}
