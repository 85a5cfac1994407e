import { GEOLOCATION_MAX_AGE_MS, GEOLOCATION_TIMEOUT_MS } from '@lendline/core';
import { useCallback, useState } from 'react';
import { t } from '@/i18n/i18n';
import { notifyError } from '@/lib/notify';

/** Spec part 2 §7 and §9: high accuracy, 10 s timeout, positions up to 60 s old accepted. */
export const GEOLOCATION_OPTIONS: PositionOptions = {
  enableHighAccuracy: true,
  timeout: GEOLOCATION_TIMEOUT_MS,
  maximumAge: GEOLOCATION_MAX_AGE_MS,
};

/** Spec part 2 §8 text for a GeolocationPositionError code. */
function geolocationErrorText(code: number): string {
  if (code === 1) return t('common.location.denied');
  if (code === 3) return t('common.location.timed_out');
  return t('common.location.unavailable');
}

/**
 * Asks the device for its position (with its accuracy in metres, as the device reports it). Failures are toasts with spec part 2 §8's texts; a browser
 * without geolocation gets 'Geolocation not supported'.
 */
export function useCurrentLocation(
  onLocated: (latitude: number, longitude: number, accuracyMetres: number) => void,
) {
  const [locating, setLocating] = useState(false);

  const locate = useCallback(() => {
    if (!('geolocation' in navigator) || !navigator.geolocation) {
      notifyError(t('common.location.unsupported_title'), t('common.location.unsupported'));
      return;
    }
    setLocating(true);
    navigator.geolocation.getCurrentPosition(
      (position) => {
        setLocating(false);
        const { latitude, longitude, accuracy } = position.coords;
        onLocated(latitude, longitude, accuracy);
      },
      (error) => {
        setLocating(false);
        notifyError(t('common.location.error_title'), geolocationErrorText(error.code));
      },
      GEOLOCATION_OPTIONS,
    );
  }, [onLocated]);

  return { locate, locating };
}
