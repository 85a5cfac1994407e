import { describe, expect, it } from 'vitest';
import { areaText, mapView } from './map-view';

describe('mapView', () => {
  it('keeps a view past the 180th meridian or the poles within the world', () => {
    expect(mapView({ west: -250.5, south: -95, east: 260, north: 91 }, 0)).toEqual({
      bbox: '-180.000000,-90.000000,180.000000,90.000000',
      zoom: 0,
    });
  });

  it('moves edges outward to six decimals, and the zoom to a whole level within the map’s', () => {
    expect(
      areaText({ west: 77.1234567, south: 12.9716, east: 77.7654321, north: 13.0000004 }),
    ).toBe('77.123456,12.971600,77.765433,13.000001');
    expect(mapView({ west: 0, south: 0, east: 1, north: 1 }, 12.6).zoom).toBe(13);
    expect(mapView({ west: 0, south: 0, east: 1, north: 1 }, 21).zoom).toBe(18);
  });
});
