/** A located figure to cluster: its coordinates and the amount it carries. */
export interface MapPoint {
  latitude: number;
  longitude: number;
  amount: number;
}

export interface MapCluster<Point extends MapPoint> {
  latitude: number;
  longitude: number;
  /** The sum of the points' amounts. */
  amount: number;
  points: Point[];
}

/** How many grid cells cover the world's width at zoom 0; each zoom level doubles it. */
const CELLS_AT_ZOOM_0 = 4;

/**
 * Groups points that fall in the same cell of a grid whose cells halve with each zoom level
 * (about 60 pixels on screen), placing each group at its points' mean position. Recomputed on
 * zoom: a few thousand points take well under a millisecond a level (docs/decisions/0072).
 */
export function clusterPoints<Point extends MapPoint>(
  points: readonly Point[],
  zoom: number,
): MapCluster<Point>[] {
  const cells = CELLS_AT_ZOOM_0 * 2 ** Math.max(0, Math.round(zoom));
  const size = 360 / cells;
  const groups = new Map<string, MapCluster<Point>>();
  for (const point of points) {
    const key = `${Math.floor((point.latitude + 90) / size)}:${Math.floor((point.longitude + 180) / size)}`;
    const group = groups.get(key) ?? { latitude: 0, longitude: 0, amount: 0, points: [] };
    group.points.push(point);
    group.amount += point.amount;
    groups.set(key, group);
  }
  return [...groups.values()].map((group) => ({
    ...group,
    latitude: group.points.reduce((sum, point) => sum + point.latitude, 0) / group.points.length,
    longitude: group.points.reduce((sum, point) => sum + point.longitude, 0) / group.points.length,
    // Rounded to the paisa: a sum of amounts in rupees.
    amount: Math.round(group.amount * 100) / 100,
  }));
}
