import { ActionIcon, Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { IconPlus, IconX } from '@tabler/icons-react';
import { useState } from 'react';
import type { ReactNode } from 'react';
import { useT } from '@/i18n/use-t';
import { formatDate } from '@/lib/format-date';

/** A holiday ('YYYY-MM-DD') shown as that day wherever the reader is. */
const holidayText = (day: string) => formatDate(`${day}T12:00:00Z`);

/** The organization's holidays: a date to add, and each holiday with its remove button. */
export function HolidaysField({
  value,
  onChange,
  readOnly,
  error,
}: {
  value: string[];
  onChange: (holidays: string[]) => void;
  readOnly: boolean;
  error?: ReactNode;
}) {
  const t = useT();
  const [holiday, setHoliday] = useState('');
  const add = () => {
    if (!/^\d{4}-\d{2}-\d{2}$/.test(holiday)) return;
    onChange([...new Set([...value, holiday])].sort());
    setHoliday('');
  };
  return (
    <Stack gap={4}>
      {readOnly ? (
        <Text size="sm" fw={500}>
          {t('settings.fields.holidays')}
        </Text>
      ) : (
        <Group align="flex-end" gap="xs">
          <TextInput
            type="date"
            label={t('settings.fields.holidays')}
            description={t('settings.holidays.help')}
            value={holiday}
            error={error}
            onChange={(event) => setHoliday(event.currentTarget.value)}
            style={{ flex: 1, minWidth: 180 }}
          />
          <Button
            variant="light"
            leftSection={<IconPlus size={14} aria-hidden />}
            onClick={add}
            disabled={holiday === ''}
          >
            {t('settings.holidays.add')}
          </Button>
        </Group>
      )}
      {value.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t('settings.holidays.none')}
        </Text>
      ) : (
        <Group gap="xs" component="ul" m={0} p={0} style={{ listStyle: 'none' }}>
          {value.map((day) => (
            <Group key={day} component="li" gap={2} wrap="nowrap">
              <Text size="sm">{holidayText(day)}</Text>
              {!readOnly && (
                <ActionIcon
                  variant="subtle"
                  color="gray"
                  size="sm"
                  aria-label={t('settings.holidays.remove', { date: holidayText(day) })}
                  onClick={() => onChange(value.filter((other) => other !== day))}
                >
                  <IconX size={12} aria-hidden />
                </ActionIcon>
              )}
            </Group>
          ))}
        </Group>
      )}
    </Stack>
  );
}
