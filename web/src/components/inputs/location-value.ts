/** Spec part 2 §3 "Location value". Coordinates are null until known. */
export interface LocationValue {
  address: string;
  latitude: number | null;
  longitude: number | null;
  googleMapsLink: string;
}

export const EMPTY_LOCATION: LocationValue = {
  address: '',
  latitude: null,
  longitude: null,
  googleMapsLink: '',
};

/** True when both coordinates are known. */
export function hasCoordinates(
  location: LocationValue | null,
): location is LocationValue & { latitude: number; longitude: number } {
  return location !== null && location.latitude !== null && location.longitude !== null;
}
