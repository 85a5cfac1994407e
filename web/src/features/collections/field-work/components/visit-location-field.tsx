import { Button, Group, Text } from '@mantine/core';
import { VISIT_MAX_ACCURACY_METRES } from '@lendline/core';
import { IconCurrentLocation } from '@tabler/icons-react';
import { useCallback, useState } from 'react';
import { useCurrentLocation } from '@/components/inputs/use-current-location';
import { useT } from '@/i18n/use-t';
import { formatDistance } from '@/lib/format-distance';
import type { DevicePosition } from '../lib/visit-form';
import { FieldGroup } from './field-group';

export interface VisitLocationFieldProps {
  value: DevicePosition | null;
  onChange: (position: DevicePosition | null) => void;
}

/**
 * The visit's position, optional: the browser is asked only when 'Use my location' is pressed
 * (its refusals are the spec's location toasts); what it answered shows with its accuracy. A fix
 * too imprecise for the server to take is said so and not kept.
 */
export function VisitLocationField({ value, onChange }: VisitLocationFieldProps) {
  const t = useT();
  const [impreciseBy, setImpreciseBy] = useState<number | null>(null);
  const onLocated = useCallback(
    (latitude: number, longitude: number, accuracy: number) => {
      if (accuracy > VISIT_MAX_ACCURACY_METRES) {
        setImpreciseBy(accuracy);
        return;
      }
      setImpreciseBy(null);
      onChange({ latitude, longitude, accuracy });
    },
    [onChange],
  );
  const { locate, locating } = useCurrentLocation(onLocated);
  return (
    <FieldGroup legend={t('collections.visit.location')}>
      <Text size="xs" c="dimmed" mb="xs">
        {t('collections.visit.location_hint')}
      </Text>
      <Group gap="xs">
        <Button
          size="xs"
          variant="light"
          leftSection={<IconCurrentLocation size={14} aria-hidden />}
          loading={locating}
          onClick={locate}
        >
          {t('collections.visit.use_location')}
        </Button>
        {value && (
          <Button size="xs" variant="subtle" color="gray" onClick={() => onChange(null)}>
            {t('collections.visit.remove_location')}
          </Button>
        )}
      </Group>
      <Text size="sm" mt={value || impreciseBy !== null ? 'xs' : 0} aria-live="polite">
        {value
          ? t('collections.visit.location_captured', { accuracy: formatDistance(value.accuracy) })
          : impreciseBy !== null
            ? t('collections.visit.location_imprecise', { accuracy: formatDistance(impreciseBy) })
            : null}
      </Text>
    </FieldGroup>
  );
}
