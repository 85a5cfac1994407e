import { english } from '../../testing/english.ts';
import { GEOCODE_MESSAGES, MESSAGES } from '@lendline/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, loginAs, type TestApp } from '../../testing/test-app.ts';
import { startFakeGeocoder } from './fake-geocoder.ts';
import { Geocoder } from './geocoder.ts';

let fake: Awaited<ReturnType<typeof startFakeGeocoder>>;
let testApp: TestApp;
let cookie: string;

beforeAll(async () => {
  fake = await startFakeGeocoder();
  testApp = await buildTestApp({ env: { GEOCODER_URL: fake.url } });
  cookie = await loginAs(testApp.app, 'officer@acme.test');
});
afterAll(async () => {
  await testApp.close();
  await fake.close();
});

const get = (url: string, withCookie = true) =>
  testApp.app.inject({
    method: 'GET',
    url: `/api/v1${url}`,
    headers: withCookie ? { cookie } : {},
  });

describe('GET /api/v1/geocode/search', () => {
  it('answers five normalized results from the configured geocoder, asked as Nominatim wants', async () => {
    const response = await get(`/geocode/search?q=${encodeURIComponent('Andheri East')}`);
    expect(response.statusCode).toBe(200);
    const { results } = response.json();
    expect(results).toHaveLength(5);
    expect(results[0]).toEqual({
      address: 'Andheri East 1, Mumbai, Maharashtra, India',
      latitude: 19.07,
      longitude: 72.87,
    });
    const upstream = fake.requests.at(-1)!;
    expect(upstream.path).toBe('/search');
    expect(Object.fromEntries(upstream.query)).toEqual({
      q: 'Andheri East',
      format: 'json',
      addressdetails: '1',
      limit: '5',
    });
    expect(upstream.userAgent).toMatch(/^Lendline\//);
  });

  it('answers a repeated question from its cache, whatever the case and spacing', async () => {
    const before = fake.requests.length;
    const response = await get(`/geocode/search?q=${encodeURIComponent('  andheri   EAST ')}`);
    expect(response.statusCode).toBe(200);
    expect(response.json().results).toHaveLength(5);
    expect(fake.requests.length).toBe(before);
  });

  it('refuses fewer than 3 characters', async () => {
    const response = await get('/geocode/search?q=ab');
    expect(response.statusCode).toBe(400);
    expect(response.json().error.message).toBe('Enter at least 3 characters to search');
  });

  it('answers an empty list when nothing matches', async () => {
    const response = await get('/geocode/search?q=nothing here');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ results: [] });
  });

  it('answers 502 with a clear message when the geocoder fails, and does not cache the failure', async () => {
    const first = await get('/geocode/search?q=fail please');
    expect(first.statusCode).toBe(502);
    // Only our message: nothing of what the upstream said (its status, its text) is passed on.
    expect(first.json()).toEqual({
      error: { code: 'GEOCODER_UNAVAILABLE', message: english(GEOCODE_MESSAGES.unavailable) },
    });
    const before = fake.requests.length;
    expect((await get('/geocode/search?q=fail please')).statusCode).toBe(502);
    expect(fake.requests.length).toBe(before + 1);
  });

  it('needs a signed-in user', async () => {
    expect((await get('/geocode/search?q=Andheri', false)).statusCode).toBe(401);
  });
});

describe('GET /api/v1/geocode/reverse', () => {
  it('answers the address at a point', async () => {
    const response = await get('/geocode/reverse?lat=19.1136&lon=72.8697');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ address: 'Near 19.1136, 72.8697, India' });
    expect(Object.fromEntries(fake.requests.at(-1)!.query)).toMatchObject({
      lat: '19.113600',
      lon: '72.869700',
      format: 'json',
    });
  });

  it('answers a null address where the geocoder knows no place', async () => {
    const response = await get('/geocode/reverse?lat=0&lon=0');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ address: null });
  });

  it.each([
    ['lat=91&lon=10', english(GEOCODE_MESSAGES.latitudeRange)],
    ['lat=-90.5&lon=10', english(GEOCODE_MESSAGES.latitudeRange)],
    ['lat=10&lon=180.1', english(GEOCODE_MESSAGES.longitudeRange)],
    ['lat=abc&lon=10', english(GEOCODE_MESSAGES.latitudeRange)],
    ['lon=10', english(GEOCODE_MESSAGES.latitudeRange)],
  ])('refuses %s', async (query, message) => {
    const response = await get(`/geocode/reverse?${query}`);
    expect(response.statusCode).toBe(400);
    expect(response.json().error.message).toBe(message);
  });

  it('kept at least one second between all upstream requests of this instance', () => {
    const times = fake.requests.map((request) => request.at);
    expect(times.length).toBeGreaterThan(3);
    for (let index = 1; index < times.length; index += 1) {
      expect(times[index]! - times[index - 1]!).toBeGreaterThanOrEqual(990);
    }
  });
});

const ALICE = { caller: 'alice' };
const BOB = { caller: 'bob' };

describe('GEOCODER_MIN_INTERVAL_MS', () => {
  it('spaces the upstream requests as configured: 0 asks a second address at once', async () => {
    const own = await startFakeGeocoder();
    const unspaced = await buildTestApp({
      env: { GEOCODER_URL: own.url, GEOCODER_MIN_INTERVAL_MS: '0' },
    });
    try {
      const officer = await loginAs(unspaced.app, 'officer@acme.test');
      for (const q of ['first place', 'second place']) {
        const response = await unspaced.app.inject({
          method: 'GET',
          url: `/api/v1/geocode/search?q=${encodeURIComponent(q)}`,
          headers: { cookie: officer },
        });
        expect(response.statusCode).toBe(200);
      }
      const [first, second] = own.requests.map((request) => request.at);
      // The default keeps them at least 990 ms apart (the test above).
      expect(second! - first!).toBeLessThan(500);
    } finally {
      await unspaced.close();
      await own.close();
    }
  });
});

describe('Geocoder', () => {
  it('spaces upstream calls and refuses with 429 a caller that would wait too long', async () => {
    const geocoder = new Geocoder({
      baseUrl: fake.url,
      userAgent: 'test',
      minIntervalMs: 200,
      maxWaitMs: 300,
    });
    const outcomes = await Promise.allSettled(
      ['one place', 'two place', 'three place', 'four place'].map((q) => geocoder.search(q, ALICE)),
    );
    expect(outcomes.map((outcome) => outcome.status)).toEqual([
      'fulfilled',
      'fulfilled',
      'rejected',
      'rejected',
    ]);
    const refused = (outcomes[2] as PromiseRejectedResult).reason;
    expect(refused).toMatchObject({ statusCode: 429, message: english(MESSAGES.apiRateLimited) });
    expect(refused.headers['retry-after']).toBe('1');
  });

  it('shares the upstream turns fairly: one user’s burst does not starve another', async () => {
    const geocoder = new Geocoder({
      baseUrl: fake.url,
      userAgent: 'test',
      minIntervalMs: 20,
      maxWaitMs: 10_000,
    });
    const before = fake.requests.length;
    const burst = ['a1 place', 'a2 place', 'a3 place', 'a4 place'].map((q) =>
      geocoder.search(q, ALICE),
    );
    const other = geocoder.search('b1 place', BOB);
    await Promise.all([...burst, other]);
    const order = fake.requests.slice(before).map((request) => request.query.get('q'));
    // Alice's first was already under way; Bob's waits one turn of Alice's, not all three.
    expect(order).toEqual(['a1 place', 'a2 place', 'b1 place', 'a3 place', 'a4 place']);
  });

  it('refuses with 429 only the user who asks too much, not the others', async () => {
    const geocoder = new Geocoder({
      baseUrl: fake.url,
      userAgent: 'test',
      minIntervalMs: 200,
      maxWaitMs: 300,
    });
    const alice = ['c1 place', 'c2 place', 'c3 place'].map((q) => geocoder.search(q, ALICE));
    const bob = geocoder.search('d1 place', BOB);
    const outcomes = await Promise.allSettled([...alice, bob]);
    expect(outcomes.map((outcome) => outcome.status)).toEqual([
      'fulfilled',
      'fulfilled',
      'rejected',
      'fulfilled',
    ]);
  });

  it('tells the server log why the geocoder failed', async () => {
    const reasons: string[] = [];
    const geocoder = new Geocoder({
      baseUrl: fake.url,
      userAgent: 'test',
      minIntervalMs: 0,
      onUpstreamFailure: (reason) => reasons.push(reason),
    });
    await expect(geocoder.search('fail again', ALICE)).rejects.toMatchObject({ statusCode: 502 });
    expect(reasons).toEqual(['geocoder answered 500']);
  });

  it('shares one upstream call between identical questions in flight', async () => {
    const geocoder = new Geocoder({ baseUrl: fake.url, userAgent: 'test', minIntervalMs: 0 });
    const [a, b] = await Promise.all([
      geocoder.search('same place', ALICE),
      geocoder.search('Same Place', ALICE),
    ]);
    expect(a).toEqual(b);
    expect(geocoder.upstreamCalls).toBe(1);
  });

  it('expires cached answers after their time to live and keeps at most maxEntries', async () => {
    let now = 1_000_000;
    const geocoder = new Geocoder({
      baseUrl: fake.url,
      userAgent: 'test',
      minIntervalMs: 0,
      cacheEntries: 2,
      cacheTtlMs: 1000,
      now: () => now,
    });
    await geocoder.search('alpha street', ALICE);
    await geocoder.search('alpha street', ALICE);
    expect(geocoder.upstreamCalls).toBe(1);
    now += 1001;
    await geocoder.search('alpha street', ALICE);
    expect(geocoder.upstreamCalls).toBe(2);
    await geocoder.search('beta street', ALICE);
    await geocoder.search('gamma street', ALICE);
    await geocoder.search('alpha street', ALICE); // evicted as the least recently used
    expect(geocoder.upstreamCalls).toBe(5);
  });

  it('answers 502 when the geocoder cannot be reached', async () => {
    const geocoder = new Geocoder({ baseUrl: 'http://127.0.0.1:1', userAgent: 'test' });
    await expect(geocoder.search('anywhere', ALICE)).rejects.toMatchObject({
      statusCode: 502,
      code: 'GEOCODER_UNAVAILABLE',
    });
  });
});
