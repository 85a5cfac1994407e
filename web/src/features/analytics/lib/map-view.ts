import { mapAreaText, OVERDUE_MAP_MAX_ZOOM, type MapArea } from '@lendline/core';

/** The whole world at the farthest zoom: the first view, which answers the points' extent. */
export const WORLD_VIEW = { bbox: '-180,-90,180,90', zoom: 0 };

/**
 * The `bbox` text of a rectangle of the map: its edges moved outward to the 6 decimals of the
 * stored locations and kept within the world (Leaflet's view runs past ±180° when zoomed out).
 */
export function areaText(area: MapArea): string {
  return mapAreaText([
    { latitude: area.south, longitude: area.west },
    { latitude: area.north, longitude: area.east },
  ]);
}

/** A view of the map as the areas endpoint takes it. */
export function mapView(area: MapArea, zoom: number) {
  return {
    bbox: areaText(area),
    zoom: Math.min(OVERDUE_MAP_MAX_ZOOM, Math.max(0, Math.round(zoom))),
  };
}
