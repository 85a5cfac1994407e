import {
  ActionIcon,
  Button,
  Fieldset,
  Group,
  NumberInput,
  Radio,
  Select,
  Stack,
  Switch,
  Text,
  TextInput,
} from '@mantine/core';
import { LOAN_LIMITS, LOAN_REPAYMENT_DAY_OPTIONS } from '@lendline/core';
import { IconPlus, IconX } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useState } from 'react';
import { useT } from '@/i18n/use-t';
import { formatDate } from '@/lib/format-date';
import type { CollectionDays, LendingField, LendingFormValues } from '../lib/lending-settings';

/** A holiday ('YYYY-MM-DD') shown as that day wherever the reader is. */
const holidayText = (day: string) => formatDate(`${day}T12:00:00Z`);

/** Issue 10: the organization's collection calendar, the loan form's defaults and its policy. */
export function LendingSettingsSection({
  values,
  errors,
  onChange,
}: {
  values: LendingFormValues;
  errors: Partial<Record<LendingField, ReactNode>>;
  onChange: <Field extends LendingField>(field: Field, value: LendingFormValues[Field]) => void;
}) {
  const t = useT();
  const [holiday, setHoliday] = useState('');
  const addHoliday = () => {
    if (!/^\d{4}-\d{2}-\d{2}$/.test(holiday)) return;
    onChange('holidays', [...new Set([...values.holidays, holiday])].sort());
    setHoliday('');
  };

  return (
    <Fieldset legend={t('organizations.lending.title')} variant="filled">
      <Stack gap="sm">
        <Radio.Group
          label={t('organizations.lending.collection_days')}
          value={values.collection_days}
          onChange={(value) => onChange('collection_days', value as CollectionDays)}
        >
          <Group gap="lg" mt={4}>
            <Radio value="weekdays" label={t('organizations.lending.weekdays_only')} />
            <Radio value="every_day" label={t('organizations.lending.every_day')} />
          </Group>
        </Radio.Group>

        <Stack gap={4}>
          <Group align="flex-end" gap="xs">
            <TextInput
              type="date"
              label={t('organizations.lending.holidays')}
              description={t('organizations.lending.holidays_description')}
              value={holiday}
              onChange={(event) => setHoliday(event.currentTarget.value)}
              style={{ flex: 1 }}
            />
            <Button
              variant="light"
              leftSection={<IconPlus size={14} aria-hidden />}
              onClick={addHoliday}
              disabled={holiday === ''}
            >
              {t('organizations.lending.add_holiday')}
            </Button>
          </Group>
          {values.holidays.length === 0 ? (
            <Text size="sm" c="dimmed">
              {t('organizations.lending.no_holidays')}
            </Text>
          ) : (
            <Group gap="xs" component="ul" m={0} p={0} style={{ listStyle: 'none' }}>
              {values.holidays.map((day) => (
                <Group key={day} component="li" gap={2} wrap="nowrap">
                  <Text size="sm">{holidayText(day)}</Text>
                  <ActionIcon
                    variant="subtle"
                    color="gray"
                    size="sm"
                    aria-label={t('organizations.lending.remove_holiday', {
                      date: holidayText(day),
                    })}
                    onClick={() =>
                      onChange(
                        'holidays',
                        values.holidays.filter((other) => other !== day),
                      )
                    }
                  >
                    <IconX size={12} aria-hidden />
                  </ActionIcon>
                </Group>
              ))}
            </Group>
          )}
        </Stack>

        <Group grow align="flex-start">
          <NumberInput
            label={t('organizations.lending.daily_interest_rate')}
            min={LOAN_LIMITS.dailyInterestRate.min}
            max={LOAN_LIMITS.dailyInterestRate.max}
            step={LOAN_LIMITS.dailyInterestRate.step}
            decimalScale={2}
            value={values.default_daily_interest_rate}
            error={errors.default_daily_interest_rate}
            onChange={(value) => onChange('default_daily_interest_rate', value)}
          />
          <NumberInput
            label={t('organizations.lending.upfront_interest')}
            min={LOAN_LIMITS.upfrontInterest.min}
            max={LOAN_LIMITS.upfrontInterest.max}
            step={LOAN_LIMITS.upfrontInterest.step}
            decimalScale={1}
            value={values.default_upfront_interest}
            error={errors.default_upfront_interest}
            onChange={(value) => onChange('default_upfront_interest', value)}
          />
        </Group>
        <Select
          label={t('organizations.lending.repayment_days')}
          data={LOAN_REPAYMENT_DAY_OPTIONS.map((days) => ({
            value: String(days),
            label: t('organizations.lending.days', { days }),
          }))}
          value={values.default_max_repayment_days}
          error={errors.default_max_repayment_days}
          allowDeselect={false}
          onChange={(value) => value && onChange('default_max_repayment_days', value)}
        />
        <Switch
          label={t('organizations.lending.second_approver')}
          checked={values.second_loan_approver}
          onChange={(event) => onChange('second_loan_approver', event.currentTarget.checked)}
        />
      </Stack>
    </Fieldset>
  );
}
