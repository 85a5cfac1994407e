import 'leaflet/dist/leaflet.css';
import { Box } from '@mantine/core';
import { icon } from 'leaflet';
import markerIconRetinaUrl from 'leaflet/dist/images/marker-icon-2x.png';
import markerIconUrl from 'leaflet/dist/images/marker-icon.png';
import markerShadowUrl from 'leaflet/dist/images/marker-shadow.png';
import { useEffect } from 'react';
import { MapContainer, Marker, TileLayer, useMap } from 'react-leaflet';
import { useT } from '@/i18n/use-t';

export interface MapPreviewProps {
  latitude: number;
  longitude: number;
  /** Pixels; 200 unless told. */
  height?: number;
  /** The region's accessible name, unique on its page; 'Map preview' unless told. */
  label?: string;
}

// Spec part 2 §7: OpenStreetMap tiles. The server's Content-Security-Policy must allow them in
// img-src (https://*.tile.openstreetmap.org).
const TILE_URL = 'https://{s}.tile.openstreetmap.org/{z}/{x}/{y}.png';
const TILE_ATTRIBUTION = '© OpenStreetMap contributors';
const ZOOM = 15;

// Leaflet's default icon finds its images by a CSS path a bundler rewrites; name them instead.
const markerIcon = icon({
  iconUrl: markerIconUrl,
  iconRetinaUrl: markerIconRetinaUrl,
  shadowUrl: markerShadowUrl,
  iconSize: [25, 41],
  iconAnchor: [12, 41],
  popupAnchor: [1, -34],
  shadowSize: [41, 41],
});

/** Keeps the view on the point when the coordinates change after the map was created. */
function FollowPoint({ latitude, longitude }: { latitude: number; longitude: number }) {
  const map = useMap();
  useEffect(() => {
    map.setView([latitude, longitude], map.getZoom());
  }, [map, latitude, longitude]);
  return null;
}

/**
 * A small OpenStreetMap map with a marker at the point. Loaded lazily (React.lazy in
 * LocationInput) so Leaflet and its CSS are only in the chunks of screens that show a map.
 */
export function MapPreview({ latitude, longitude, height = 200, label }: MapPreviewProps) {
  const t = useT();
  return (
    <Box
      role="region"
      aria-label={label ?? t('common.map.preview')}
      h={height}
      style={{ borderRadius: 'var(--mantine-radius-sm)', overflow: 'hidden' }}
    >
      <MapContainer
        center={[latitude, longitude]}
        zoom={ZOOM}
        scrollWheelZoom={false}
        style={{ height: '100%', width: '100%' }}
      >
        <TileLayer url={TILE_URL} attribution={TILE_ATTRIBUTION} />
        <Marker
          position={[latitude, longitude]}
          icon={markerIcon}
          alt={t('common.map.marker', { latitude, longitude })}
        />
        <FollowPoint latitude={latitude} longitude={longitude} />
      </MapContainer>
    </Box>
  );
}
