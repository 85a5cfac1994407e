import {
  ActionIcon,
  Button,
  Group,
  NumberInput,
  Paper,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
} from '@mantine/core';
import { RISK_PROFILE_LIST_MAX } from '@lendline/core';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { PhoneInput } from '@/components/inputs/phone-input';
import { useT } from '@/i18n/use-t';
import type { ListField, ListRow, NumberValue } from '../lib/risk-form-values';
import { emptyRowOf, LIST_SECTIONS } from '../lib/risk-form-values';
import { FormSection } from './form-section';

interface RiskListSectionProps {
  field: ListField;
  rows: readonly ListRow[];
  onChange: (rows: ListRow[]) => void;
  readOnly: boolean;
  defaultPhoneCountry: string;
  /** A schema or server error about the list (a row's field, or too many rows). */
  error?: ReactNode;
}

/** One repeatable section of the profile (income sources, loans …): rows added and removed. */
export function RiskListSection({
  field,
  rows,
  onChange,
  readOnly,
  defaultPhoneCountry,
  error,
}: RiskListSectionProps) {
  const t = useT();
  const section = LIST_SECTIONS[field];
  const setCell = (index: number, name: string, value: NumberValue) =>
    onChange(rows.map((row, at) => (at === index ? { ...row, [name]: value } : row)));

  return (
    <FormSection title={t(section.title)}>
      <Stack gap="sm">
        {rows.length === 0 && (
          <Text size="sm" c="dimmed">
            {t('risk.lists.none')}
          </Text>
        )}
        {rows.map((row, index) => {
          const rowLabel = t(section.row, { number: index + 1 });
          return (
            <Paper key={index} withBorder p="sm" radius="sm" role="group" aria-label={rowLabel}>
              <Group align="flex-start" wrap="nowrap" gap="xs">
                <SimpleGrid
                  cols={{ base: 1, sm: section.fields.length > 3 ? 2 : 3 }}
                  spacing="xs"
                  style={{ flex: 1 }}
                >
                  {section.fields.map(({ name, kind, label }) => {
                    const value = row[name] ?? '';
                    if (kind === 'phone') {
                      return (
                        <PhoneInput
                          key={name}
                          label={t(label)}
                          defaultCountry={defaultPhoneCountry}
                          value={String(value)}
                          onChange={(next) => setCell(index, name, next)}
                        />
                      );
                    }
                    if (kind === 'money') {
                      return (
                        <NumberInput
                          key={name}
                          label={t(label)}
                          min={0}
                          decimalScale={2}
                          hideControls
                          value={value}
                          onChange={(next) => setCell(index, name, next)}
                        />
                      );
                    }
                    return (
                      <TextInput
                        key={name}
                        label={t(label)}
                        autoComplete="off"
                        value={String(value)}
                        onChange={(event) => setCell(index, name, event.currentTarget.value)}
                      />
                    );
                  })}
                </SimpleGrid>
                {!readOnly && (
                  <ActionIcon
                    variant="subtle"
                    color="red"
                    mt={24}
                    aria-label={t('risk.lists.remove', { item: rowLabel })}
                    onClick={() => onChange(rows.filter((_, at) => at !== index))}
                  >
                    <IconTrash size={16} aria-hidden />
                  </ActionIcon>
                )}
              </Group>
            </Paper>
          );
        })}
        {error && (
          <Text size="sm" c="red" role="alert">
            {error}
          </Text>
        )}
        {!readOnly && rows.length < RISK_PROFILE_LIST_MAX && (
          <Group>
            <Button
              variant="light"
              size="xs"
              leftSection={<IconPlus size={14} aria-hidden />}
              onClick={() => onChange([...rows, emptyRowOf(field)])}
            >
              {t(section.add)}
            </Button>
          </Group>
        )}
      </Stack>
    </FormSection>
  );
}
