import { describe, expect, it } from 'vitest';
import { MAP_AREA_MESSAGES, mapAreaText, parseMapArea } from '../rules/map-area.ts';
import { MAPS_LINK_MESSAGES } from './maps-link.ts';
import { MapAreaSchema } from './map-area.ts';

describe('parseMapArea', () => {
  it("says a degree out of range in the maps link's own words", () => {
    expect(MAP_AREA_MESSAGES.range).toBe(MAPS_LINK_MESSAGES.coordinates);
  });

  it('reads west, south, east and north in decimal degrees', () => {
    expect(parseMapArea('77.5,12.9,77.7,13')).toEqual({
      ok: true,
      area: { west: 77.5, south: 12.9, east: 77.7, north: 13 },
    });
    expect(parseMapArea('-180,-90,180,90')).toMatchObject({ ok: true });
    expect(parseMapArea('77.5946,12.9716,77.5946,12.9716')).toMatchObject({ ok: true });
  });

  it.each([
    ['77.5,12.9,77.7', MAP_AREA_MESSAGES.format],
    ['77.5, 12.9, 77.7, 13', MAP_AREA_MESSAGES.format],
    ['1e2,0,1,1', MAP_AREA_MESSAGES.format],
    ['+77.5,12.9,77.7,13', MAP_AREA_MESSAGES.format],
    ['180.000001,0,180.5,1', MAP_AREA_MESSAGES.range],
    ['0,-90.5,1,1', MAP_AREA_MESSAGES.range],
    ['0,0,1,91', MAP_AREA_MESSAGES.range],
    ['2,0,1,1', MAP_AREA_MESSAGES.order],
    ['0,2,1,1', MAP_AREA_MESSAGES.order],
  ])('refuses %j', (text, message) => {
    expect(parseMapArea(text)).toEqual({ ok: false, message });
  });

  it('is the query schema’s check, with the message as the issue', () => {
    expect(MapAreaSchema.parse('1,2,3,4')).toEqual({ west: 1, south: 2, east: 3, north: 4 });
    const refused = MapAreaSchema.safeParse('3,2,1,4');
    expect(refused.error?.issues[0]?.message).toBe(MAP_AREA_MESSAGES.order);
  });
});

describe('mapAreaText', () => {
  it('holds stored locations exactly, edges included', () => {
    const points = [
      { latitude: 12.9716, longitude: 77.5946 },
      { latitude: -1.2921, longitude: 36.8219 },
    ];
    expect(mapAreaText(points)).toBe('36.821900,-1.292100,77.594600,12.971600');
    expect(mapAreaText([points[0]!])).toBe('77.594600,12.971600,77.594600,12.971600');
  });

  it('widens a finer value outward to the millionth, within the world', () => {
    expect(mapAreaText([{ latitude: 10.00000049, longitude: 20.00000051 }])).toBe(
      '20.000000,10.000000,20.000001,10.000001',
    );
    expect(mapAreaText([{ latitude: -89.9999999, longitude: 179.9999999 }])).toBe(
      '179.999999,-90.000000,180.000000,-89.999999',
    );
    const text = mapAreaText([{ latitude: 90, longitude: -180 }]);
    expect(parseMapArea(text)).toMatchObject({ ok: true });
  });
});
