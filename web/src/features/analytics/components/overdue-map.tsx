import 'leaflet/dist/leaflet.css';
import type { OverdueMapResponse } from '@lendline/core';
import { Anchor, Box } from '@mantine/core';
import { latLngBounds } from 'leaflet';
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
    return (
      <CircleMarker
        key={`${cluster.latitude}:${cluster.longitude}`}
        center={[cluster.latitude, cluster.longitude]}
        radius={radius}
        pathOptions={{ color: '#c92a2a', fillOpacity: 0.5 }}
        eventHandlers={
          single
            ? undefined
            : {
                click: () =>
                  map.fitBounds(
                    latLngBounds(cluster.points.map((point) => [point.latitude, point.longitude])),
                    { padding: [24, 24] },
                  ),
              }
        }
      >
        {single ? (
          <Popup>
            {t('reports.bi.map.customer', {
              name: single.name,
              code: single.customer_code,
              amount: formatMoney(single.overdue_balance),
              days: formatNumber(single.max_days_overdue),
            })}
            <br />
            <Anchor
              component={Link}
              to={loansListPath({ customerId: single.customer_id, overdueMoreThan: 0 })}
              size="sm"
            >
              {t('reports.bi.map.loans_of', { name: single.name })}
            </Anchor>
          </Popup>
        ) : (
          <Tooltip>
            {t('reports.bi.map.cluster', {
              count: cluster.points.length,
              amount: formatMoney(cluster.amount),
            })}
          </Tooltip>
        )}
      </CircleMarker>
    );
  });
}

/**
 * Customers with an overdue balance at their stored location, clustered on the client (grid
 * clusters recomputed on zoom; a click on a cluster zooms to it). Lazily loaded: Leaflet stays
 * out of the first load.
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
