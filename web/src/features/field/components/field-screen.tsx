import { Alert, Button, Group, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import type { FieldRouteStop, GeoPoint } from '@lendline/core';
import { IconCloudDownload, IconCurrentLocation, IconLogout } from '@tabler/icons-react';
import { useEffect, useMemo, useState } from 'react';
import { useNavigate } from 'react-router';
import { setFormattingOrganization } from '@/i18n/formatting';
import { useT } from '@/i18n/use-t';
import { failureReason } from '@/lib/failure-text';
import { formatCalendarDate } from '@/lib/format-date';
import { formatDateTime } from '@/lib/format-date-time';
import { formatFileSize } from '@/lib/format-number';
import { notifyError, notifySuccess } from '@/lib/notify';
import { currentPosition, useFieldApp } from '../hooks/use-field-app';
import { deleteFieldData } from '@/lib/field-database';
import { fieldFigures } from '../lib/field-figures';
import type { FieldAction } from '../lib/field-actions';
import { ActionQueue } from './action-queue';
import { FieldStatus } from './field-status';
import { PinGate } from './pin-gate';
import { ReceiptDialog, ReceiptList, type ShownReceipt } from './receipt-dialog';
import { RouteList } from './route-list';
import { StopCard } from './stop-card';
import classes from './field.module.css';

/**
 * /field, the agent's field app (issue 15): today's route, stored on the phone, worked with or
 * without a network; what is recorded offline is sent when the network returns. Signed-in users
 * only: the session is checked whenever the network allows, and a session the server has ended
 * deletes the phone's data.
 */
export interface FieldSession {
  /** The signed-in user; null when the server says nobody is (no cookie, a 401); undefined unread. */
  userId: string | null | undefined;
  /** Whether the session is still being read (offline, it stays unread). */
  pending: boolean;
}

export function FieldScreen({
  session,
  onSignOut,
  signingOut,
  signedOutHere,
}: {
  session: FieldSession;
  onSignOut(): void;
  signingOut: boolean;
  /**
   * The user's own sign-out has begun here (running, or ended either way): it clears the session
   * and leaves for the landing page itself, which the ended-session path must not overtake.
   */
  signedOutHere: boolean;
}) {
  const t = useT();
  const navigate = useNavigate();
  const [sessionEnded, setSessionEnded] = useState(false);
  const app = useFieldApp({ onSignedOut: () => setSessionEnded(true) });
  const { state } = app;
  const route = state.day?.route ?? null;
  const [openEntryId, setOpenEntryId] = useState<string | null>(null);
  const [receipt, setReceipt] = useState<ShownReceipt | null>(null);
  const [position, setPosition] = useState<GeoPoint | null>(null);
  const [downloading, setDownloading] = useState(false);
  const [confirmSignOut, setConfirmSignOut] = useState(false);
  const figures = useMemo(() => fieldFigures(state.actions), [state.actions]);

  // The server says nobody is signed in (a 401 or no cookie): the phone keeps nothing. The
  // user's own sign-out clears the session too, and goes to the landing page itself.
  const signedOut = session.userId === null;
  useEffect(() => {
    if (!signedOut || signedOutHere) return;
    void deleteFieldData().then(() =>
      navigate(`/login?next=${encodeURIComponent('/field')}`, { replace: true }),
    );
  }, [signedOut, signedOutHere, navigate]);

  // Offline the session cannot be read: money, dates and numbers follow the stored day's
  // organization instead.
  useEffect(() => {
    if (session.userId || !route) return;
    setFormattingOrganization({
      currency: route.organization.currency,
      timezone: route.organization.timezone,
      default_phone_country: route.organization.country ?? '',
    });
  }, [session.userId, route]);

  // A day stored for someone else (a shared phone whose last user did not sign out) is deleted.
  const otherUser = session.userId && route && session.userId !== route.user.id;
  useEffect(() => {
    if (otherUser) void deleteFieldData().then(() => app.refresh());
  }, [otherUser, app]);

  useEffect(() => {
    void navigator.permissions
      ?.query({ name: 'geolocation' })
      .then((status) => (status.state === 'granted' ? currentPosition() : null))
      .then((found) => found && setPosition(found))
      .catch(() => undefined);
  }, []);

  if (!state.loaded || session.pending) {
    if (state.loaded && !state.online) return body();
    return (
      <Group justify="center" p="xl">
        <Loader aria-label={t('common.loading')} />
      </Group>
    );
  }
  return body();

  // A function the render calls, not a component: the forms inside keep their state.
  function body() {
    const openStop = route?.stops.find((stop) => stop.entry.id === openEntryId) ?? null;
    const done =
      route?.stops.filter((stop) => stop.entry.payment_status === 'completed').length ?? 0;
    const download = async () => {
      setDownloading(true);
      try {
        await app.download();
      } catch (error) {
        notifyError(t('collections.field.download_failed'), failureReason(error));
      } finally {
        setDownloading(false);
      }
    };
    const collected = (action: FieldAction) => {
      if (action.kind === 'collect' && route) setReceipt({ action, route });
      notifySuccess(t('collections.field.collected'));
    };
    return (
      <main className={classes.screen}>
        <Stack gap="md">
          <Group justify="space-between" wrap="nowrap" align="flex-start">
            <Stack gap={0}>
              <Title order={1} size="h2">
                {t('collections.field.title')}
              </Title>
              {route && (
                <Text size="sm" c="dimmed">
                  {t('collections.field.subtitle', {
                    date: formatCalendarDate(route.collection_date),
                    collector: route.collector.name,
                  })}
                </Text>
              )}
            </Stack>
            <Button
              variant="subtle"
              color="gray"
              leftSection={<IconLogout size={16} />}
              onClick={() => (figures.pendingCount > 0 ? setConfirmSignOut(true) : onSignOut())}
              loading={signingOut}
            >
              {t('collections.field.sign_out')}
            </Button>
          </Group>
          {confirmSignOut && (
            <Alert color="red" role="alert">
              <Stack gap="xs">
                <Text size="sm">
                  {t('collections.field.sign_out_unsynced', { count: figures.pendingCount })}
                </Text>
                <Group gap="xs">
                  <Button size="xs" color="red" onClick={onSignOut}>
                    {t('collections.field.sign_out')}
                  </Button>
                  <Button size="xs" variant="default" onClick={() => setConfirmSignOut(false)}>
                    {t('common.cancel')}
                  </Button>
                </Group>
              </Stack>
            </Alert>
          )}
          {sessionEnded && (
            <Alert color="red" role="alert">
              {t('collections.field.session_ended')}
            </Alert>
          )}
          <FieldStatus state={state} figures={figures} onSync={() => void app.sync()} />
          <Paper withBorder p="sm" radius="md">
            <Stack gap="xs">
              {state.day ? (
                <Text size="sm">
                  {t('collections.field.downloaded', {
                    time: formatDateTime(state.day.route.downloaded_at),
                    size: formatFileSize(state.day.size_bytes),
                  })}
                </Text>
              ) : (
                <Text size="sm" c="dimmed">
                  {state.online
                    ? t('collections.field.download_hint')
                    : t('collections.field.no_day_offline')}
                </Text>
              )}
              <Group gap="xs">
                <Button
                  leftSection={<IconCloudDownload size={16} />}
                  onClick={() => void download()}
                  loading={downloading}
                  disabled={!state.online}
                  variant={state.day ? 'default' : 'filled'}
                >
                  {state.day
                    ? t('collections.field.download_again')
                    : t('collections.field.download')}
                </Button>
                {route && position === null && (
                  <Button
                    variant="subtle"
                    leftSection={<IconCurrentLocation size={16} />}
                    onClick={() => void currentPosition().then(setPosition)}
                  >
                    {t('collections.visit.use_location')}
                  </Button>
                )}
              </Group>
            </Stack>
          </Paper>
          <PinGate
            required={state.day !== null}
            onTooManyAttempts={() => void deleteFieldData().then(onSignOut)}
          >
            {route && openStop ? (
              <StopCard
                stop={openStop}
                position={position}
                app={app}
                onBack={() => setOpenEntryId(null)}
                onCollected={collected}
                onRecorded={(message) => notifySuccess(message)}
              />
            ) : (
              route && (
                <Stack gap="xs">
                  <Text size="sm" fw={500}>
                    {t('collections.field.stops_done', { done, total: route.stops.length })}
                  </Text>
                  <RouteList
                    stops={route.stops}
                    position={position}
                    onOpen={(stop: FieldRouteStop) => setOpenEntryId(stop.entry.id)}
                  />
                </Stack>
              )
            )}
            <ActionQueue
              actions={state.actions}
              route={route}
              onDiscard={(id) => void app.discard(id)}
            />
            {route && (
              <ReceiptList
                receipts={state.receipts}
                onOpen={(actionId) => {
                  const action = state.actions.find((candidate) => candidate.id === actionId);
                  if (action?.kind === 'collect') setReceipt({ action, route });
                }}
              />
            )}
          </PinGate>
        </Stack>
        <ReceiptDialog receipt={receipt} onClose={() => setReceipt(null)} />
      </main>
    );
  }
}
