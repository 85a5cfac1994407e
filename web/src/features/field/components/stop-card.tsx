import { Button, Divider, Group, Paper, Stack, Text, Title } from '@mantine/core';
import type { FieldRouteStop, GeoPoint } from '@lendline/core';
import { IconArrowLeft, IconMapPin, IconPhone } from '@tabler/icons-react';
import { CollectionStatusBadge } from '@/components/ui/collection-status-badge';
import { PROMISE_STATUS_LABELS } from '@/lib/field-work-labels';
import { COLLECTION_METHOD_LABELS } from '@/lib/collection-labels';
import { useT } from '@/i18n/use-t';
import { formatCalendarDate } from '@/lib/format-date';
import { formatDistance } from '@/lib/format-distance';
import { formatMoney } from '@/lib/format-money';
import type { FieldApp } from '../hooks/use-field-app';
import type { FieldAction } from '../lib/field-actions';
import { distanceTo } from './route-list';
import { StopActions } from './stop-actions';

/** A map of the customer's place, opened in the phone's maps app (needs a network there). */
function mapLink(stop: FieldRouteStop): string | null {
  const { latitude, longitude, address } = stop.customer;
  if (latitude !== null && longitude !== null) {
    return `https://www.openstreetmap.org/?mlat=${latitude}&mlon=${longitude}#map=17/${latitude}/${longitude}`;
  }
  return address
    ? `https://www.openstreetmap.org/search?query=${encodeURIComponent(address)}`
    : null;
}

/**
 * The customer card (issue 15): name, a phone to call, the address and a map, what is due today
 * and what the loan still owes, its last payments and promises, and the one-tap actions.
 */
export function StopCard({
  stop,
  position,
  app,
  onBack,
  onCollected,
  onRecorded,
}: {
  stop: FieldRouteStop;
  position: GeoPoint | null;
  app: FieldApp;
  onBack(): void;
  onCollected(action: FieldAction): void;
  onRecorded(message: string): void;
}) {
  const t = useT();
  const distance = distanceTo(stop, position);
  const map = mapLink(stop);
  return (
    <Stack gap="sm">
      <Group>
        <Button variant="subtle" leftSection={<IconArrowLeft size={16} />} onClick={onBack} px={0}>
          {t('collections.field.back')}
        </Button>
      </Group>
      <Paper withBorder p="md" radius="md">
        <Stack gap="xs">
          <Group justify="space-between" wrap="nowrap" align="flex-start">
            <Title order={2} size="h3">
              {stop.customer.name}
            </Title>
            <CollectionStatusBadge status={stop.entry.payment_status} />
          </Group>
          <Text size="sm" c="dimmed">
            {stop.loan.loan_number}
            {stop.loan.days_overdue > 0 &&
              ` · ${t('collections.field.days_overdue', { days: stop.loan.days_overdue })}`}
          </Text>
          {stop.customer.address && <Text size="sm">{stop.customer.address}</Text>}
          {distance !== null && (
            <Text size="sm" c="dimmed">
              {t('collections.field.distance', { distance: formatDistance(distance) })}
            </Text>
          )}
          <Group gap="xs">
            {stop.customer.phone && (
              <Button
                component="a"
                href={`tel:${stop.customer.phone}`}
                variant="light"
                leftSection={<IconPhone size={16} />}
              >
                {t('collections.field.call')}
              </Button>
            )}
            {map && (
              <Button
                component="a"
                href={map}
                target="_blank"
                rel="noreferrer"
                variant="light"
                leftSection={<IconMapPin size={16} />}
              >
                {t('collections.field.open_map')}
              </Button>
            )}
          </Group>
          <Divider />
          <Group grow>
            <Stack gap={0}>
              <Text size="xs" c="dimmed">
                {t('collections.field.due')}
              </Text>
              <Text fw={700}>{formatMoney(stop.entry.calculated_due)}</Text>
            </Stack>
            <Stack gap={0}>
              <Text size="xs" c="dimmed">
                {t('collections.field.balance')}
              </Text>
              <Text fw={700}>{formatMoney(stop.loan.remaining_amount)}</Text>
            </Stack>
          </Group>
        </Stack>
      </Paper>
      <Paper withBorder p="md" radius="md">
        <StopActions stop={stop} app={app} onCollected={onCollected} onRecorded={onRecorded} />
      </Paper>
      <Paper withBorder p="md" radius="md">
        <Stack gap="xs">
          <Text fw={600} size="sm">
            {t('collections.field.last_payments')}
          </Text>
          {stop.last_payments.length === 0 ? (
            <Text size="sm" c="dimmed">
              {t('collections.field.no_payments')}
            </Text>
          ) : (
            stop.last_payments.map((payment) => (
              <Group key={payment.id} justify="space-between" wrap="nowrap">
                <Text size="sm">
                  {formatCalendarDate(payment.payment_date)} ·{' '}
                  {t(COLLECTION_METHOD_LABELS[payment.payment_method])}
                </Text>
                <Text size="sm" fw={500}>
                  {formatMoney(payment.amount)}
                </Text>
              </Group>
            ))
          )}
          {stop.promises.length > 0 && (
            <>
              <Text fw={600} size="sm" mt="xs">
                {t('collections.field.promises')}
              </Text>
              {stop.promises.map((promise) => (
                <Group key={promise.id} justify="space-between" wrap="nowrap">
                  <Text size="sm">
                    {formatCalendarDate(promise.promised_date)} ·{' '}
                    {t(PROMISE_STATUS_LABELS[promise.status])}
                  </Text>
                  <Text size="sm" fw={500}>
                    {formatMoney(promise.amount)}
                  </Text>
                </Group>
              ))}
            </>
          )}
        </Stack>
      </Paper>
    </Stack>
  );
}
