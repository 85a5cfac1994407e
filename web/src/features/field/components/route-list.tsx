import { Group, Paper, Stack, Text, UnstyledButton } from '@mantine/core';
import { distanceMetres, type FieldRouteStop, type GeoPoint } from '@lendline/core';
import { useT } from '@/i18n/use-t';
import { formatDistance } from '@/lib/format-distance';
import { formatMoney } from '@/lib/format-money';
import { CollectionStatusBadge } from '@/components/ui/collection-status-badge';
import classes from './field.module.css';

/** How far the customer is from the phone, when both places are known. */
export function distanceTo(stop: FieldRouteStop, position: GeoPoint | null): number | null {
  const { latitude, longitude } = stop.customer;
  if (!position || latitude === null || longitude === null) return null;
  return distanceMetres(position, { latitude, longitude });
}

/**
 * Today's route (issue 15): the agent's customers in visiting order, each with what is due today,
 * its status and, when the phone knows where it is, how far away the customer is. A stop opens
 * its customer card.
 */
export function RouteList({
  stops,
  position,
  onOpen,
}: {
  stops: readonly FieldRouteStop[];
  position: GeoPoint | null;
  onOpen(stop: FieldRouteStop): void;
}) {
  const t = useT();
  if (stops.length === 0) {
    return (
      <Text c="dimmed" size="sm">
        {t('collections.field.no_stops')}
      </Text>
    );
  }
  return (
    <Stack gap="xs" component="ol" className={classes.list}>
      {stops.map((stop, index) => {
        const distance = distanceTo(stop, position);
        return (
          <li key={stop.entry.id}>
            <UnstyledButton className={classes.stop} onClick={() => onOpen(stop)}>
              <Paper withBorder p="sm" radius="md">
                <Group justify="space-between" wrap="nowrap" align="flex-start">
                  <Stack gap={2} miw={0}>
                    <Text fw={600} truncate>
                      {index + 1}. {stop.customer.name}
                    </Text>
                    <Text size="xs" c="dimmed" truncate>
                      {stop.customer.address ?? stop.loan.loan_number}
                    </Text>
                    {distance !== null && (
                      <Text size="xs" c="dimmed">
                        {t('collections.field.distance', { distance: formatDistance(distance) })}
                      </Text>
                    )}
                  </Stack>
                  {/* The amount and the status keep their width; a long name or address gives. */}
                  <Stack gap={4} align="flex-end" flex="none">
                    <Text fw={600} size="sm">
                      {formatMoney(stop.entry.calculated_due)}
                    </Text>
                    <CollectionStatusBadge status={stop.entry.payment_status} />
                  </Stack>
                </Group>
              </Paper>
            </UnstyledButton>
          </li>
        );
      })}
    </Stack>
  );
}
