import 'leaflet/dist/leaflet.css';
import { OVERDUE_MAP_MAX_ZOOM, type OverdueMapAreasResponse } from '@lendline/core';
import { Anchor, Box, Button, Center, Loader, Stack, Text } from '@mantine/core';
import {
  latLngBounds,
  type CircleMarker as LeafletCircleMarker,
  type LeafletEvent,
  type Map as LeafletMap,
} from 'leaflet';
import { useState } from 'react';
import {
  CircleMarker,
  MapContainer,
  Popup,
  TileLayer,
  Tooltip,
  useMap,
  useMapEvents,
} from 'react-leaflet';
import { Link } from 'react-router';
import { useT } from '@/i18n/use-t';
import { formatMoney } from '@/lib/format-money';
import { formatNumber } from '@/lib/format-number';
import { loansListPath } from '@/lib/loan-list-links';
import { useOverdueMapAreas } from '../api/get-overdue-map-areas';
import { areaText, mapView, WORLD_VIEW } from '../lib/map-view';

// Spec part 2 §7: OpenStreetMap tiles, as the location input's map (docs/decisions/0015).
const TILE_URL = 'https://{s}.tile.openstreetmap.org/{z}/{x}/{y}.png';
const TILE_ATTRIBUTION = '© OpenStreetMap contributors';

/**
 * Focuses the first link of the marker's popup content (not Leaflet's close button, also a link)
 * once React has drawn it, a few frames after the popup opens.
 */
function focusPopupLink(marker: LeafletCircleMarker, frames = 10) {
  const link = marker
    .getPopup()
    ?.getElement()
    ?.querySelector<HTMLElement>('.leaflet-popup-content a[href]');
  if (link) link.focus();
  else if (frames > 0) requestAnimationFrame(() => focusPopupLink(marker, frames - 1));
}

/**
 * Makes a marker's drawing a button in the tab order, named `label`: Enter or Space opens its
 * popup and moves the focus to the popup's link. Leaflet's paths are only clickable.
 */
function makeFocusable(event: LeafletEvent, label: string) {
  const marker = event.target as LeafletCircleMarker;
  const element = marker.getElement();
  if (!element) return;
  element.setAttribute('tabindex', '0');
  element.setAttribute('role', 'button');
  element.setAttribute('aria-label', label);
  element.addEventListener('keydown', (key) => {
    if (key instanceof KeyboardEvent && (key.key === 'Enter' || key.key === ' ')) {
      key.preventDefault();
      marker.openPopup();
      focusPopupLink(marker);
    }
  });
}

type Area = OverdueMapAreasResponse['areas'][number];

/** The map's current view as a rectangle in degrees. */
function viewOf(map: LeafletMap) {
  const bounds = map.getBounds();
  return mapView(
    {
      west: bounds.getWest(),
      south: bounds.getSouth(),
      east: bounds.getEast(),
      north: bounds.getNorth(),
    },
    map.getZoom(),
  );
}

function AreaMarker({ area }: { area: Area }) {
  const t = useT();
  const map = useMap();
  const single = area.customer;
  const radius = Math.min(30, 8 + Math.sqrt(area.customers) * 3);
  const label = single
    ? t('reports.bi.map.customer', {
        name: single.name,
        code: single.customer_code,
        amount: formatMoney(area.overdue_balance),
        days: formatNumber(area.max_days_overdue),
      })
    : t('reports.bi.map.cluster', {
        count: area.customers,
        amount: formatMoney(area.overdue_balance),
      });
  return (
    <CircleMarker
      center={[area.latitude, area.longitude]}
      radius={radius}
      pathOptions={{ color: '#c92a2a', fillOpacity: 0.5 }}
      eventHandlers={{ add: (event) => makeFocusable(event, label) }}
    >
      {!single && <Tooltip>{label}</Tooltip>}
      <Popup>
        <Stack gap={6} align="flex-start">
          <Text size="sm">{label}</Text>
          {single ? (
            <Anchor
              component={Link}
              to={loansListPath({ customerId: single.customer_id, overdueMoreThan: 0 })}
              size="sm"
            >
              {t('reports.bi.map.loans_of', { name: single.name })}
            </Anchor>
          ) : (
            <>
              {/* The loans of every customer located in the area's span (decision 0088). */}
              <Anchor
                component={Link}
                to={loansListPath({ area: areaText(area), overdueMoreThan: 0 })}
                size="sm"
              >
                {t('reports.bi.map.cluster_loans', { count: area.overdue_loans })}
              </Anchor>
              <Button
                variant="subtle"
                size="compact-xs"
                onClick={() => {
                  map.closePopup();
                  map.fitBounds(
                    [
                      [area.south, area.west],
                      [area.north, area.east],
                    ],
                    { padding: [24, 24] },
                  );
                }}
              >
                {t('reports.bi.map.zoom')}
              </Button>
            </>
          )}
        </Stack>
      </Popup>
    </CircleMarker>
  );
}

/** The areas of the map's current view, asked again each time the view stops moving. */
function Areas() {
  const map = useMap();
  const [view, setView] = useState(() => viewOf(map));
  useMapEvents({ moveend: () => setView(viewOf(map)) });
  const { data } = useOverdueMapAreas(view);
  return (data?.areas ?? []).map((area) => (
    <AreaMarker
      key={`${area.latitude}:${area.longitude}:${area.customers}:${area.overdue_balance}`}
      area={area}
    />
  ));
}

/**
 * Every customer with an overdue balance at their stored location, grouped by the server into
 * the areas of the view's zoom level (GET /analytics/overdue-map/areas), opening on all of them.
 * Each marker is a button: a customer's popup links to their overdue loans, an area's to the
 * overdue loans of its span and zooms to it. Lazily loaded: Leaflet stays out of the first load.
 */
export default function OverdueMap({ height }: { height: number }) {
  const t = useT();
  const world = useOverdueMapAreas(WORLD_VIEW);
  if (!world.data) {
    return (
      <Center h={height}>
        <Loader size="sm" aria-label={t('reports.bi.map.region')} />
      </Center>
    );
  }
  const extent = world.data.extent ?? { west: -180, south: -60, east: 180, north: 75 };
  return (
    <Box h={height} style={{ borderRadius: 'var(--mantine-radius-sm)', overflow: 'hidden' }}>
      <MapContainer
        bounds={latLngBounds([extent.south, extent.west], [extent.north, extent.east]).pad(0.1)}
        maxZoom={OVERDUE_MAP_MAX_ZOOM}
        scrollWheelZoom={false}
        style={{ height: '100%', width: '100%' }}
      >
        <TileLayer url={TILE_URL} attribution={TILE_ATTRIBUTION} />
        <Areas />
      </MapContainer>
    </Box>
  );
}
