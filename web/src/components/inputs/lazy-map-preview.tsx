import { Skeleton } from '@mantine/core';
import { lazy, Suspense } from 'react';
import { useT } from '@/i18n/use-t';
import type { MapPreviewProps } from './map-preview';

// Leaflet (JavaScript and CSS) loads only when a map is about to show, never in the first load.
const MapPreview = lazy(() =>
  import('./map-preview').then((module) => ({ default: module.MapPreview })),
);

/** The map preview, loaded on first use, with a placeholder of its size meanwhile. */
export function LazyMapPreview(props: MapPreviewProps) {
  const t = useT();
  return (
    <Suspense fallback={<Skeleton h={props.height ?? 200} aria-label={t('common.map.loading')} />}>
      <MapPreview {...props} />
    </Suspense>
  );
}
