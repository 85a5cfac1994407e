import { Box, Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { parseGoogleMapsLink } from '@lendline/core';
import { IconCurrentLocation, IconMapPinOff } from '@tabler/icons-react';
import { useCallback, useEffect, useRef } from 'react';
import type { ReactNode } from 'react';
import { useT } from '@/i18n/use-t';
import { reverseGeocode } from '@/lib/geocode';
import type { GeocodeResult } from '@/lib/geocode';
import { notifySuccess } from '@/lib/notify';
import { AddressAutocomplete } from './address-autocomplete';
import { LazyMapPreview } from './lazy-map-preview';
import { EMPTY_LOCATION, hasCoordinates } from './location-value';
import type { LocationValue } from './location-value';
import { useCurrentLocation } from './use-current-location';
import { useFieldValidation } from './use-field-validation';
import type { FieldStatus } from './use-field-validation';

export interface LocationInputProps {
  /** Names the address field and the whole group ('Residential Address'). */
  label: string;
  value: LocationValue | null;
  onChange: (value: LocationValue) => void;
  required?: boolean;
  /** An error from outside (the form or the server), shown on the address field. */
  error?: ReactNode;
  disabled?: boolean;
  /** @mantine/form's field path (from getInputProps): finds the field to show the first error. */
  'data-path'?: string;
}

/** What a link looks like; an address, not text to translate. */
const MAPS_LINK_EXAMPLE = 'https://maps.google.com/...';

function formatCoordinate(degrees: number): string {
  return degrees.toFixed(6);
}

/**
 * A location (spec part 2 §3 "Location value") captured three ways: an address with geocoder
 * suggestions, a pasted Google Maps link, or the device's position; with a map where the
 * coordinates are known.
 */
export function LocationInput({
  label,
  value,
  onChange,
  required,
  error,
  disabled,
  'data-path': dataPath,
}: LocationInputProps) {
  const t = useT();
  const current = value ?? EMPTY_LOCATION;
  // Debounced checks and geocoder answers arrive later; they must build on the newest value.
  const latest = useRef(current);
  const appliedLink = useRef<string | null>(null);
  const geocodedLink = useRef<string | null>(null);
  useEffect(() => {
    latest.current = current;
  });
  const link = useFieldValidation(current.googleMapsLink);

  const update = useCallback(
    (changes: Partial<LocationValue>) => {
      const next = { ...latest.current, ...changes };
      latest.current = next;
      onChange(next);
    },
    [onChange],
  );

  /** Fills an empty address from the point; a failure is only logged (spec part 2 §8). */
  const fillAddressFrom = useCallback(
    (latitude: number, longitude: number) => {
      if (latest.current.address.trim() !== '') return;
      reverseGeocode(latitude, longitude)
        .then((address) => {
          if (address && latest.current.address.trim() === '') update({ address });
        })
        .catch((reason: unknown) => {
          console.warn('Reverse geocoding failed', reason);
        });
    },
    [update],
  );

  /** The link field's verdict; the coordinates it brings were already taken by onLinkChange. */
  const checkLink = (raw: string): FieldStatus => {
    if (raw.trim() === '') return { state: 'default', message: '' };
    const result = parseGoogleMapsLink(raw);
    if (!result.ok) return { state: 'error', message: t(result.message) };
    // Once per link: leaving the field re-checks it, and must not ask the geocoder again.
    if (
      appliedLink.current === result.url &&
      geocodedLink.current !== result.url &&
      hasCoordinates(latest.current)
    ) {
      geocodedLink.current = result.url;
      fillAddressFrom(latest.current.latitude, latest.current.longitude);
    }
    return { state: 'valid', message: '' };
  };

  /**
   * Coordinates taken from a link follow the link at once (not after the debounce, or a quick
   * save would store the old point): a new link with coordinates moves them, and a link
   * replaced by one without, made invalid or cleared takes its coordinates away with it.
   */
  const onLinkChange = (raw: string) => {
    const result = raw.trim() === '' ? null : parseGoogleMapsLink(raw);
    const point =
      result?.ok && result.latitude !== undefined && result.longitude !== undefined
        ? { url: result.url, latitude: result.latitude, longitude: result.longitude }
        : null;
    if (point) {
      if (appliedLink.current === point.url) {
        update({ googleMapsLink: raw });
      } else {
        appliedLink.current = point.url;
        geocodedLink.current = null;
        update({ googleMapsLink: raw, latitude: point.latitude, longitude: point.longitude });
      }
    } else if (appliedLink.current !== null) {
      appliedLink.current = null;
      update({ googleMapsLink: raw, latitude: null, longitude: null });
    } else {
      update({ googleMapsLink: raw });
    }
  };

  /** Removes the pin (and the link it may have come from); the address stays. */
  const clearPin = () => {
    appliedLink.current = null;
    link.ownValue('');
    link.settle({ state: 'default', message: '' });
    update({ googleMapsLink: '', latitude: null, longitude: null });
  };

  const onLocated = useCallback(
    (latitude: number, longitude: number) => {
      appliedLink.current = null;
      update({ latitude, longitude });
      notifySuccess(t('common.location.captured'));
      fillAddressFrom(latitude, longitude);
    },
    [update, fillAddressFrom, t],
  );
  const { locate, locating } = useCurrentLocation(onLocated);

  const onAddressSelected = (result: GeocodeResult) => {
    appliedLink.current = null;
    update({ address: result.address, latitude: result.latitude, longitude: result.longitude });
    notifySuccess(t('common.location.coordinates_updated'), t('common.location.address_selected'));
  };

  return (
    <Box role="group" aria-label={label}>
      <Stack gap="xs">
        <AddressAutocomplete
          label={label}
          value={current.address}
          onChange={(address) => update({ address })}
          onSelect={onAddressSelected}
          required={required}
          error={error}
          disabled={disabled}
          data-path={dataPath}
        />
        <TextInput
          label={t('common.location.maps_link')}
          placeholder={MAPS_LINK_EXAMPLE}
          disabled={disabled}
          type="url"
          autoComplete="off"
          value={current.googleMapsLink}
          onChange={(event) => {
            const raw = event.currentTarget.value;
            link.ownValue(raw);
            onLinkChange(raw);
            link.validateSoon(() => checkLink(raw));
          }}
          onBlur={() => link.validateNow(() => checkLink(current.googleMapsLink))}
          error={link.status.state === 'error' ? link.status.message : undefined}
        />
        <Group justify="space-between" gap="xs">
          <Button
            variant="light"
            size="xs"
            leftSection={<IconCurrentLocation size={16} aria-hidden />}
            loading={locating}
            disabled={disabled}
            onClick={locate}
          >
            {t('common.location.use_current')}
          </Button>
          {hasCoordinates(current) && (
            <Group gap="xs">
              <Text size="sm" c="dimmed">
                {t('common.location.coordinates', {
                  latitude: formatCoordinate(current.latitude),
                  longitude: formatCoordinate(current.longitude),
                })}
              </Text>
              <Button
                variant="subtle"
                size="compact-xs"
                color="gray"
                leftSection={<IconMapPinOff size={14} aria-hidden />}
                disabled={disabled}
                onClick={clearPin}
              >
                {t('common.location.clear_pin')}
              </Button>
            </Group>
          )}
        </Group>
        {hasCoordinates(current) && (
          <LazyMapPreview latitude={current.latitude} longitude={current.longitude} />
        )}
      </Stack>
    </Box>
  );
}
