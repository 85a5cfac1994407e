import assert from 'node:assert/strict';
import { describe } from 'node:test';
import type { Page } from 'playwright-core';
import { expectVisible } from '../support/app.ts';
import { useJourneys } from '../support/suite.ts';

interface ManifestIcon {
  src: string;
  sizes: string;
  type: string;
  purpose?: string;
}

/** A PNG's width and height, from its header (IHDR comes first, after the 8-byte signature). */
function pngSize(png: Buffer): string {
  assert.equal(png.subarray(1, 4).toString('latin1'), 'PNG', 'the icon is a PNG');
  return `${png.readUInt32BE(16)}x${png.readUInt32BE(20)}`;
}

/** Waits until a service worker controls the page (it claims the page once it activates). */
async function waitForServiceWorker(page: Page): Promise<void> {
  await page.waitForFunction(() => navigator.serviceWorker.controller?.state === 'activated');
}

/** Collects the app's own files that could not be loaded (the shell or a chunk, offline). */
function failedAppFiles(page: Page): string[] {
  const failed: string[] = [];
  const appOrigin = new URL(page.url()).origin;
  page.on('requestfailed', (request) => {
    const url = new URL(request.url());
    if (url.origin === appOrigin && !url.pathname.startsWith('/api/')) failed.push(url.pathname);
  });
  return failed;
}

describe('The installable app (issue 15)', () => {
  const journey = useJourneys('pwa');

  journey('links a valid web app manifest with icons that load', async (page) => {
    await page.goto('/');
    const href = await page.locator('link[rel="manifest"]').getAttribute('href');
    assert.ok(href, 'index.html links a manifest');
    const response = await page.request.get(href);
    assert.equal(response.status(), 200);
    assert.match(response.headers()['content-type'] ?? '', /^application\/manifest\+json/);
    const manifest = (await response.json()) as Record<string, unknown> & {
      icons: ManifestIcon[];
    };
    assert.equal(manifest.name, 'Lendline');
    assert.equal(manifest.short_name, 'Lendline');
    assert.equal(manifest.start_url, '/field');
    assert.equal(manifest.scope, '/');
    assert.equal(manifest.display, 'standalone');
    const themeColor = await page.locator('meta[name="theme-color"]').getAttribute('content');
    assert.equal(manifest.theme_color, themeColor);

    const icons = manifest.icons.map((icon) => `${icon.sizes} ${icon.purpose ?? 'any'}`);
    assert.deepEqual(icons.sort(), ['192x192 any', '512x512 any', '512x512 maskable']);
    const appleTouchIcon = await page.locator('link[rel="apple-touch-icon"]').getAttribute('href');
    assert.ok(appleTouchIcon, 'index.html links an apple-touch-icon');
    for (const icon of [...manifest.icons, { src: appleTouchIcon, sizes: '180x180' }]) {
      const image = await page.request.get(icon.src);
      assert.equal(image.status(), 200, icon.src);
      assert.equal(image.headers()['content-type'], 'image/png', icon.src);
      assert.equal(pngSize(await image.body()), icon.sizes, icon.src);
    }

    // Chromium's own installability check (what Lighthouse's installable-manifest audit reads);
    // a test browser's context is incognito, which Chromium names as the one reason it is not.
    const devtools = await page.context().newCDPSession(page);
    const { installabilityErrors } = await devtools.send('Page.getInstallabilityErrors');
    assert.deepEqual(
      installabilityErrors.map((error) => error.errorId),
      ['in-incognito'],
    );
  });

  journey('opens with no network once its service worker is active', async (page) => {
    await page.goto('/');
    await expectVisible(page.getByRole('button', { name: 'Get Started' }));
    await waitForServiceWorker(page);

    const failed = failedAppFiles(page);
    await page.context().setOffline(true);
    try {
      const reloaded = await page.reload();
      assert.ok(reloaded?.fromServiceWorker(), 'the service worker answers the page load');
      assert.equal(await page.title(), 'Lendline');
      // The landing screen's chunks and messages come from the stored copies; it shows as soon
      // as the session's first ask fails, not after its retries (about 7 s with no network).
      const reloadedAt = Date.now();
      await page
        .getByRole('button', { name: 'Get Started' })
        .first()
        .waitFor({ state: 'visible', timeout: 30_000 });
      const shownAfterMs = Date.now() - reloadedAt;
      assert.ok(shownAfterMs < 5_000, `the landing page showed offline after ${shownAfterMs} ms`);
      // The agents' start page: the shell and the field screen's files are all stored.
      await page.goto('/field');
      await page.waitForLoadState('networkidle');
      assert.ok(await page.locator('#root > *').count(), 'the field app renders into the shell');
      assert.equal(await page.getByText('Unexpected Application Error!').count(), 0);
      assert.deepEqual(failed, [], 'every app file loads offline');
      // API answers are never stored: with no network, they fail.
      const apiAnswered = await page.evaluate(() =>
        fetch('/api/v1/health').then(
          () => true,
          () => false,
        ),
      );
      assert.equal(apiAnswered, false, 'an API request fails offline, not answered from a cache');
    } finally {
      await page.context().setOffline(false);
    }
  });
});
