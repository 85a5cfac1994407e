/**
 * Saves docs/screenshot.png (the README's picture): starts the built server on a fresh demo
 * database, signs in as admin@acme.test and photographs the dashboard.
 * Run from the repo root after `npm run build`: `npm run screenshot --workspace e2e`.
 */
import { mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import { expectVisible, mainNavigation, signIn } from './app.ts';
import { launchBrowser, STEP_TIMEOUT_MS } from './browser.ts';
import { REPO_ROOT } from './paths.ts';
import { startServer } from './server.ts';

const OUTPUT = join(REPO_ROOT, 'docs', 'screenshot.png');

const server = await startServer('screenshot');
try {
  const browser = await launchBrowser();
  try {
    const context = await browser.newContext({
      baseURL: server.baseUrl,
      viewport: { width: 1440, height: 900 },
      deviceScaleFactor: 1,
    });
    context.setDefaultTimeout(STEP_TIMEOUT_MS);
    const page = await context.newPage();
    await signIn(page, 'admin@acme.test');
    await expectVisible(mainNavigation(page));
    await expectVisible(page.getByText('Acme Microfinance'));
    // Let data-driven cards finish loading before the picture.
    await page.waitForLoadState('networkidle');
    await mkdir(join(REPO_ROOT, 'docs'), { recursive: true });
    await page.screenshot({ path: OUTPUT });
    console.info(`Saved ${OUTPUT}`);
  } finally {
    await browser.close();
  }
} finally {
  await server.stop();
}
