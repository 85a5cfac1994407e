import { describe, expect, it } from 'vitest';
import {
  CoordinatesSchema,
  MAPS_LINK_MESSAGES,
  areValidCoordinates,
  parseGoogleMapsLink,
} from './maps-link.ts';

const refused = (message: string) => ({ ok: false, message });

describe('parseGoogleMapsLink', () => {
  it('refuses an empty or blank link with "Please enter a Google Maps link"', () => {
    expect(parseGoogleMapsLink('')).toEqual(refused('messages.maps_link.required'));
    expect(parseGoogleMapsLink('   ')).toEqual(refused(MAPS_LINK_MESSAGES.required));
  });

  it.each(['https://', 'https://exa mple.com/maps', 'http://[bad', 'google .com/maps?q=1,2'])(
    'refuses %j with "Please enter a valid URL format"',
    (value) => {
      expect(parseGoogleMapsLink(value)).toEqual(refused('messages.maps_link.url'));
    },
  );

  it.each([
    'https://example.com/maps?q=12.97,77.59',
    'https://www.google.com/search?q=bangalore',
    'https://google.com.evil.example/maps/@12.97,77.59,15z',
    'https://evil.example/?u=google.com/maps',
    'https://goo.gl/abc123',
    'https://bing.com/maps',
    'hello',
  ])('refuses %s as not a Google Maps link', (value) => {
    expect(parseGoogleMapsLink(value)).toEqual(refused('messages.maps_link.host'));
  });

  it.each([
    'https://maps.google.com',
    'https://maps.google.com/',
    'maps.google.co.in/#',
    'https://www.google.com/maps',
    'https://www.google.com/maps/',
    'https://maps.app.goo.gl/',
    'https://goo.gl/maps',
  ])('refuses the root link %s as incomplete', (value) => {
    expect(parseGoogleMapsLink(value)).toEqual(refused('messages.maps_link.incomplete'));
  });

  it('trims, prepends https:// and drops a trailing slash or hash', () => {
    expect(parseGoogleMapsLink('  www.google.com/maps/@12.9716,77.5946,15z/  ')).toEqual({
      ok: true,
      url: 'https://www.google.com/maps/@12.9716,77.5946,15z',
      latitude: 12.9716,
      longitude: 77.5946,
    });
    expect(parseGoogleMapsLink('maps.app.goo.gl/AbCdEf123#')).toEqual({
      ok: true,
      url: 'https://maps.app.goo.gl/AbCdEf123',
    });
    expect(parseGoogleMapsLink('http://maps.google.com/?q=19.076,72.8777').ok).toBe(true);
  });

  it.each([
    [
      '@ pattern',
      'https://www.google.com/maps/place/MG+Road/@12.9756,77.6066,17z',
      12.9756,
      77.6066,
    ],
    ['negative @', 'https://www.google.com/maps/@-33.8688,151.2093,12z', -33.8688, 151.2093],
    ['q= pattern', 'https://maps.google.com/?q=19.0760,72.8777', 19.076, 72.8777],
    ['q= with a space', 'https://www.google.com/maps?q=28.6139,+77.2090', 28.6139, 77.209],
    ['q=loc:', 'https://maps.google.com/maps?q=loc:13.0827,80.2707', 13.0827, 80.2707],
    ['ll= pattern', 'https://maps.google.com/maps?ll=22.5726,88.3639&z=14', 22.5726, 88.3639],
    [
      'center= pattern',
      'https://www.google.com/maps/@?api=1&map_action=map&center=17.385,78.4867',
      17.385,
      78.4867,
    ],
    [
      'query= pattern',
      'https://www.google.com/maps/search/?api=1&query=18.5204,73.8567',
      18.5204,
      73.8567,
    ],
    [
      'loc: elsewhere',
      'https://www.google.com/maps/dir//loc:23.0225,72.5714?entry=ttu',
      23.0225,
      72.5714,
    ],
    ['encoded q', 'https://www.google.com/maps?q=26.9124%2C75.7873', 26.9124, 75.7873],
    ['integers', 'https://www.google.com/maps?q=12,77', 12, 77],
  ])('extracts coordinates from the %s', (_pattern, link, latitude, longitude) => {
    expect(parseGoogleMapsLink(link)).toEqual({ ok: true, url: link, latitude, longitude });
  });

  it.each([
    ['google.co.in', 'https://www.google.co.in/maps/@12.9716,77.5946,15z'],
    ['google.co.uk', 'https://www.google.co.uk/maps/@51.5074,-0.1278,12z'],
    ['google.ca', 'https://google.ca/maps/@43.6532,-79.3832,12z'],
    ['google.com.au', 'https://www.google.com.au/maps/@-33.8688,151.2093,12z'],
    ['maps.google.co.in', 'https://maps.google.co.in/maps?q=12.9716,77.5946'],
  ])('accepts the regional domain %s', (_domain, link) => {
    const result = parseGoogleMapsLink(link);
    expect(result.ok).toBe(true);
    expect(result).toHaveProperty('latitude');
  });

  it('accepts short links without coordinates', () => {
    expect(parseGoogleMapsLink('https://maps.app.goo.gl/AbCdEf123')).toEqual({
      ok: true,
      url: 'https://maps.app.goo.gl/AbCdEf123',
    });
    expect(parseGoogleMapsLink('https://goo.gl/maps/AbCdEf123')).toEqual({
      ok: true,
      url: 'https://goo.gl/maps/AbCdEf123',
    });
  });

  it('accepts a pasted place name with spaces in the path', () => {
    expect(parseGoogleMapsLink('google.com/maps/place/MG Road/@12.9756,77.6066,17z')).toMatchObject(
      {
        ok: true,
        latitude: 12.9756,
        longitude: 77.6066,
      },
    );
  });

  it('accepts a place link without coordinates', () => {
    expect(parseGoogleMapsLink('https://www.google.com/maps/place/Cubbon+Park')).toEqual({
      ok: true,
      url: 'https://www.google.com/maps/place/Cubbon+Park',
    });
    expect(parseGoogleMapsLink('https://maps.google.com/?cid=1234567890')).toEqual({
      ok: true,
      url: 'https://maps.google.com/?cid=1234567890',
    });
  });

  it.each([
    'https://www.google.com/maps/@91.0,77.5,15z',
    'https://www.google.com/maps/@-90.5,77.5,15z',
    'https://maps.google.com/?q=12.97,180.5',
    'https://maps.google.com/?ll=12.97,-181',
    'https://www.google.com/maps?q=loc:95,10',
  ])('refuses out-of-range coordinates in %s', (link) => {
    expect(parseGoogleMapsLink(link)).toEqual(refused('messages.maps_link.coordinates'));
  });

  it('accepts coordinates on the range limits', () => {
    expect(parseGoogleMapsLink('https://www.google.com/maps/@-90,180,3z')).toMatchObject({
      ok: true,
      latitude: -90,
      longitude: 180,
    });
  });
});

describe('areValidCoordinates', () => {
  it('checks latitude -90..90 and longitude -180..180', () => {
    expect(areValidCoordinates(12.97, 77.59)).toBe(true);
    expect(areValidCoordinates(90, -180)).toBe(true);
    expect(areValidCoordinates(90.0001, 0)).toBe(false);
    expect(areValidCoordinates(0, -180.0001)).toBe(false);
    expect(areValidCoordinates(Number.NaN, 0)).toBe(false);
    expect(areValidCoordinates(0, Number.POSITIVE_INFINITY)).toBe(false);
  });
});

describe('CoordinatesSchema', () => {
  it('accepts both coordinates in range, or neither', () => {
    expect(CoordinatesSchema.parse({ latitude: 12.97, longitude: 77.59 })).toEqual({
      latitude: 12.97,
      longitude: 77.59,
    });
    expect(CoordinatesSchema.parse({})).toEqual({});
    expect(CoordinatesSchema.parse({ latitude: null, longitude: null })).toEqual({
      latitude: null,
      longitude: null,
    });
  });

  it.each([
    [{ latitude: 91, longitude: 0 }],
    [{ latitude: -91, longitude: 0 }],
    [{ latitude: 0, longitude: 181 }],
    [{ latitude: 0, longitude: -181 }],
    [{ latitude: 12.97 }],
    [{ longitude: 77.59, latitude: null }],
    [{ latitude: '12.97', longitude: '77.59' }],
  ])('refuses %j with the coordinates message', (value) => {
    const result = CoordinatesSchema.safeParse(value);
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe(MAPS_LINK_MESSAGES.coordinates);
  });
});
