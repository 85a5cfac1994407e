import { describe, expect, it } from 'vitest';
import {
  entriesBeyond,
  isServerFailure,
  routeFor,
  shouldActivateWaitingVersion,
} from './routing.ts';

const ORIGIN = 'https://lendline.example';
const page = (path: string) => ({ url: `${ORIGIN}${path}`, method: 'GET', mode: 'navigate' });
const fetched = (path: string, method = 'GET') => ({
  url: `${ORIGIN}${path}`,
  method,
  mode: 'cors',
});

describe('where the service worker sends a request', () => {
  it("sends the app's pages to the network first, the stored shell behind it", () => {
    for (const path of ['/', '/field', '/index.html', '/customers?page=2', '/loans/42#terms']) {
      expect(routeFor(page(path), ORIGIN)).toBe('navigation');
    }
  });

  it('never answers an API request, whatever its kind, so no API answer is stored', () => {
    for (const path of [
      '/api/v1/auth/session',
      '/api/v1/customers?search=asha',
      '/api/v1/reports/exports/7/file',
      '/api/docs',
      '/api',
    ]) {
      expect(routeFor(fetched(path), ORIGIN)).toBe('network');
      // Opened as a page too (a report's download link, the API's documentation).
      expect(routeFor(page(path), ORIGIN)).toBe('network');
      expect(routeFor(fetched(path, 'POST'), ORIGIN)).toBe('network');
    }
  });

  it('takes hashed files from the cache first', () => {
    expect(routeFor(fetched('/assets/0d1e2f3.js'), ORIGIN)).toBe('asset');
    expect(routeFor(fetched('/assets/field-4a5b6c7.css'), ORIGIN)).toBe('asset');
  });

  it('leaves other origins and writes to the browser', () => {
    expect(routeFor(fetched('https://a.tile.openstreetmap.org/3/4/2.png'), ORIGIN)).toBe('network');
    expect(
      routeFor({ url: 'https://elsewhere.example/', method: 'GET', mode: 'navigate' }, ORIGIN),
    ).toBe('network');
    expect(routeFor(fetched('/assets/0d1e2f3.js', 'POST'), ORIGIN)).toBe('network');
  });

  it('leaves unhashed files to the precache or the network', () => {
    expect(routeFor(fetched('/sw.js'), ORIGIN)).toBe('network');
    expect(routeFor(fetched('/manifest.webmanifest'), ORIGIN)).toBe('network');
  });

  it('does not mistake a path that merely starts like the API for it', () => {
    expect(routeFor(page('/apiary'), ORIGIN)).toBe('navigation');
  });
});

describe('a navigation the network answered', () => {
  it('opens the stored shell instead of a server error', () => {
    expect(isServerFailure(502)).toBe(true);
    expect(isServerFailure(500)).toBe(true);
    expect(isServerFailure(200)).toBe(false);
    expect(isServerFailure(404)).toBe(false);
  });
});

describe('a new version of the service worker', () => {
  it('takes over after a page load when that page is the only window', () => {
    expect(shouldActivateWaitingVersion(1)).toBe(true);
  });

  it('waits while another window still runs the old one', () => {
    expect(shouldActivateWaitingVersion(2)).toBe(false);
    expect(shouldActivateWaitingVersion(3)).toBe(false);
  });
});

describe('the cache of hashed files', () => {
  it('deletes the oldest entries beyond its size', () => {
    expect(entriesBeyond(['a', 'b', 'c', 'd'], 2)).toEqual(['a', 'b']);
    expect(entriesBeyond(['a', 'b'], 2)).toEqual([]);
    expect(entriesBeyond([], 2)).toEqual([]);
  });
});
