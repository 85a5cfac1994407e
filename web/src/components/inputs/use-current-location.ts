import { GEOLOCATION_MAX_AGE_MS, GEOLOCATION_TIMEOUT_MS } from '@lendline/core';
import { useCallback, useState } from 'react';
import { notifyError } from '@/lib/notify';

/** Spec part 2 §7 and §9: high accuracy, 10 s timeout, positions up to 60 s old accepted. */
export const GEOLOCATION_OPTIONS: PositionOptions = {
  enableHighAccuracy: true,
  timeout: GEOLOCATION_TIMEOUT_MS,
  maximumAge: GEOLOCATION_MAX_AGE_MS,
};

/** Spec part 2 §8 text for a GeolocationPositionError code. */
function geolocationErrorText(code: number): string {
  if (code === 1) return 'Location access denied. Please enable location permissions.';
  if (code === 3) return 'Location request timed out.';
  return 'Location information unavailable.';
}

/**
 * Asks the device for its position. Failures are toasts with spec part 2 §8's texts; a browser
 * without geolocation gets 'Geolocation not supported'.
 */
export function useCurrentLocation(onLocated: (latitude: number, longitude: number) => void) {
  const [locating, setLocating] = useState(false);

  const locate = useCallback(() => {
    if (!('geolocation' in navigator) || !navigator.geolocation) {
      notifyError('Geolocation not supported', "Your browser doesn't support location services.");
      return;
    }
    setLocating(true);
    navigator.geolocation.getCurrentPosition(
      (position) => {
        setLocating(false);
        onLocated(position.coords.latitude, position.coords.longitude);
      },
      (error) => {
        setLocating(false);
        notifyError('Location Error', geolocationErrorText(error.code));
      },
      GEOLOCATION_OPTIONS,
    );
  }, [onLocated]);

  return { locate, locating };
}
