/**
 * How fast /customers answers a sort click and a search keystroke on a mid-range phone's CPU
 * (Chromium slowed 4× through the DevTools protocol), signed in as the Acme admin on demo data.
 *
 *   npm run build && npx tsx bench/customers-interaction.ts [--root DIR]
 *
 * For each input: `feedback` is the Event Timing duration (input → the next frame painted, the
 * INP measure; under 16 ms Chromium reports nothing and 16 is counted), `request` when the list
 * request left after the input, and `rows` when the table showed the new rows.
 *
 * A header is clicked as a hand does: the pointer moves onto it, rests, and presses, through the
 * browser's own input events. Playwright's `locator.click()` would also check the target inside
 * the page around the press (its actionability checks and hit-target interception, at the slowed
 * CPU), which added 20-40 ms to each click's figure that no user's click pays.
 */
import type { Page } from 'playwright-core';
import { launchBrowser } from '../e2e/support/browser.ts';
import { maximum, median, sessionCookie, startBuiltApp } from './support/built-app.ts';
import {
  installProbes,
  readProbes,
  requestStart,
  waitForQuiet,
  watchRows,
  type ProbeEntry,
} from './support/page-probes.ts';

const CPU_SLOWDOWN = 4;
const TABLE = 'Customers';
/** Each header clicked twice (ascending, then descending): every click asks for a new order. */
const SORTS = [
  ['Full Name', 'full_name'],
  ['Phone', 'phone'],
  ['Business', 'business_name'],
  ['Customer ID', 'customer_id'],
  ['Status', 'status'],
  ['Risk Level', 'risk_level'],
] as const;
const SEARCHES = ['sharma', 'patel', 'reddy', 'khan', 'singh'];
/** A brisk typist: faster than the 300 ms search pause, so only the last key searches. */
const KEY_GAP_MS = 120;
/** How long the pointer rests on a header before pressing it. */
const HOVER_MS = 300;
const SETTLE_MS = 700;

interface Sample {
  feedback: number;
  request: number | null;
  rows: number;
}

/** The longest Event Timing entry of each interaction (keydown and keyup share one id). */
function interactionLatencies(events: readonly ProbeEntry[]): Map<number, number> {
  const latencies = new Map<number, number>();
  for (const event of events) {
    if (event.interactionId === 0) continue;
    latencies.set(
      event.interactionId,
      Math.max(latencies.get(event.interactionId) ?? 0, event.duration),
    );
  }
  return latencies;
}

async function measure(page: Page, act: () => Promise<void>, requestFragment: string) {
  await page.evaluate(watchRows, TABLE);
  await act();
  await page.waitForFunction(() => window.lendlineProbes.rowsChangedAt !== null, undefined, {
    timeout: 20_000,
  });
  await page.evaluate(waitForQuiet, SETTLE_MS);
  const probes = await page.evaluate(readProbes);
  const sentAt = await page.evaluate(requestStart, requestFragment);
  const lastInput = probes.inputs.at(-1)!;
  const latencies = [...interactionLatencies(probes.events).values()];
  const keystrokes = Math.max(probes.inputs.length, 1);
  // Interactions faster than 16 ms leave no entry: count them as 16.
  const feedback = [...latencies, ...Array(keystrokes - latencies.length).fill(16)];
  return {
    feedback,
    lastInputToRequest: sentAt === null ? null : sentAt - lastInput,
    lastInputToRows: probes.rowsChangedAt! - lastInput,
  };
}

const server = await startBuiltApp('customers-interaction');
const browser = await launchBrowser();
try {
  const context = await browser.newContext({
    baseURL: server.baseUrl,
    viewport: { width: 1366, height: 768 },
  });
  const [name, value] = (await sessionCookie(server.baseUrl, 'admin@acme.test')).split('=');
  await context.addCookies([{ name: name!, value: value!, url: server.baseUrl }]);
  // tsx keeps function names through a `__name` helper, which the page does not have.
  await context.addInitScript('window.__name = (fn) => fn');
  await context.addInitScript(installProbes);
  const page = await context.newPage();
  await page.goto('/customers');
  const table = page.getByRole('table', { name: TABLE });
  await table.getByRole('row').nth(1).waitFor({ timeout: 30_000 });
  await page.evaluate(waitForQuiet, 1_000);
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });

  const sorts: Sample[] = [];
  for (const [header, column] of SORTS) {
    for (const order of ['asc', 'desc']) {
      const button = table.getByRole('columnheader', { name: header }).getByRole('button');
      const box = await button.boundingBox();
      if (box === null) throw new Error(`The ${header} header is not on screen`);
      await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
      await page.waitForTimeout(HOVER_MS);
      const press = async () => {
        await page.mouse.down();
        await page.mouse.up();
      };
      const result = await measure(page, press, `sort=${column}&order=${order}`);
      sorts.push({
        feedback: maximum(result.feedback),
        request: result.lastInputToRequest,
        rows: result.lastInputToRows,
      });
    }
  }

  const search = page.getByRole('textbox', { name: 'Search customers' });
  const keystrokes: number[] = [];
  const lastKeystrokes: number[] = [];
  const searchRows: number[] = [];
  for (const term of SEARCHES) {
    const result = await measure(
      page,
      () => search.pressSequentially(term, { delay: KEY_GAP_MS }),
      `search=${term}`,
    );
    keystrokes.push(...result.feedback);
    lastKeystrokes.push(result.feedback.at(-1)!);
    searchRows.push(result.lastInputToRows);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
    await search.fill('');
    await page.evaluate(waitForQuiet, SETTLE_MS);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
  }

  const ms = (value: number | null) => (value === null ? '—' : `${Math.round(value)}`);
  const requests = sorts.flatMap((sample) => (sample.request === null ? [] : [sample.request]));
  console.info(
    `CPU ${CPU_SLOWDOWN}× slower, ${sorts.length} sort clicks, ${SEARCHES.length} searches`,
  );
  console.info('| input | feedback p50 ms | feedback max ms | request left ms | rows shown ms |');
  console.info('|---|---|---|---|---|');
  console.info(
    `| sort click | ${ms(median(sorts.map((s) => s.feedback)))} | ${ms(maximum(sorts.map((s) => s.feedback)))} | ${ms(median(requests))} | ${ms(median(sorts.map((s) => s.rows)))} |`,
  );
  console.info(
    `| keystroke (any) | ${ms(median(keystrokes))} | ${ms(maximum(keystrokes))} | — | — |`,
  );
  console.info(
    `| last keystroke | ${ms(median(lastKeystrokes))} | ${ms(maximum(lastKeystrokes))} | — | ${ms(median(searchRows))} |`,
  );
  console.info(
    `each sort click's feedback, in order (ms): ${sorts.map((s) => ms(s.feedback)).join(', ')}`,
  );
} finally {
  await browser.close();
  await server.stop();
}
