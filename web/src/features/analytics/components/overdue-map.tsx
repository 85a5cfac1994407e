import 'leaflet/dist/leaflet.css';
import { mapAreaText, type OverdueMapResponse } from '@lendline/core';
import { Anchor, Box, Button, Stack, Text } from '@mantine/core';
import { latLngBounds, type CircleMarker as LeafletCircleMarker, type LeafletEvent } from 'leaflet';
import { useMemo, useState } from 'react';
import { CircleMarker, MapContainer, Popup, TileLayer, Tooltip, useMapEvents } from 'react-leaflet';
import { Link } from 'react-router';
import { useT } from '@/i18n/use-t';
import { formatMoney } from '@/lib/format-money';
import { formatNumber } from '@/lib/format-number';
import { loansListPath } from '@/lib/loan-list-links';
import { clusterPoints } from '../lib/cluster-points';

// Spec part 2 §7: OpenStreetMap tiles, as the location input's map (docs/decisions/0015).
const TILE_URL = 'https://{s}.tile.openstreetmap.org/{z}/{x}/{y}.png';
const TILE_ATTRIBUTION = '© OpenStreetMap contributors';

type Customer = OverdueMapResponse['data'][number];

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

function Clusters({ customers }: { customers: Customer[] }) {
  const t = useT();
  const [zoom, setZoom] = useState<number | null>(null);
  const map = useMapEvents({ zoomend: () => setZoom(map.getZoom()) });
  const points = useMemo(
    () => customers.map((customer) => ({ ...customer, amount: customer.overdue_balance })),
    [customers],
  );
  const clusters = clusterPoints(points, zoom ?? map.getZoom());
  return clusters.map((cluster) => {
    const single = cluster.points.length === 1 ? cluster.points[0] : undefined;
    const radius = Math.min(30, 8 + Math.sqrt(cluster.points.length) * 3);
    const label = single
      ? t('reports.bi.map.customer', {
          name: single.name,
          code: single.customer_code,
          amount: formatMoney(single.overdue_balance),
          days: formatNumber(single.max_days_overdue),
        })
      : t('reports.bi.map.cluster', {
          count: cluster.points.length,
          amount: formatMoney(cluster.amount),
        });
    const bounds = latLngBounds(cluster.points.map((point) => [point.latitude, point.longitude]));
    const overdueLoans = cluster.points.reduce((sum, point) => sum + point.overdue_loans, 0);
    return (
      <CircleMarker
        key={`${cluster.latitude}:${cluster.longitude}`}
        center={[cluster.latitude, cluster.longitude]}
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
                {/* The loans of every customer located in the cluster's bounds (decision 0088). */}
                <Anchor
                  component={Link}
                  to={loansListPath({ area: mapAreaText(cluster.points), overdueMoreThan: 0 })}
                  size="sm"
                >
                  {t('reports.bi.map.cluster_loans', { count: overdueLoans })}
                </Anchor>
                <Button
                  variant="subtle"
                  size="compact-xs"
                  onClick={() => {
                    map.closePopup();
                    map.fitBounds(bounds, { padding: [24, 24] });
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
  });
}

/**
 * Customers with an overdue balance at their stored location, clustered on the client (grid
 * clusters recomputed on zoom). Each marker is a button: a customer's popup links to their
 * overdue loans, a cluster's to the overdue loans of its area and zooms to it. Lazily loaded:
 * Leaflet stays out of the first load.
 */
export default function OverdueMap({ customers }: { customers: Customer[] }) {
  const bounds = latLngBounds(customers.map((customer) => [customer.latitude, customer.longitude]));
  return (
    <Box h={360} style={{ borderRadius: 'var(--mantine-radius-sm)', overflow: 'hidden' }}>
      <MapContainer
        bounds={bounds.pad(0.1)}
        maxZoom={18}
        scrollWheelZoom={false}
        style={{ height: '100%', width: '100%' }}
      >
        <TileLayer url={TILE_URL} attribution={TILE_ATTRIBUTION} />
        <Clusters customers={customers} />
      </MapContainer>
    </Box>
  );
}
