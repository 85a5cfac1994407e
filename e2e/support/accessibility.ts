/// <reference lib="dom" />
// The functions given to page.evaluate run in the browser, against its DOM.
import axe, { type AxeResults } from 'axe-core';
import type { Page } from 'playwright-core';

/** Animation frames in a row without a running animation, counted in the page. */
interface QuietFrames {
  quietFrames: number;
}

/** What a person would notice: minor and moderate findings are reported by Lighthouse, not here. */
const FAILING_IMPACTS = new Set(['serious', 'critical']);

/**
 * Lets fades and slides (modals, menus, popovers) finish, since axe reads half-faded text as faint:
 * waits for ten animation frames in a row (about 170 ms) with no animation running, because
 * Mantine starts its transitions a frame or a timer after the click.
 */
async function waitForAnimations(page: Page): Promise<void> {
  // Inline arrows only: a named function inside would reach the page wrapped in tsx's helpers.
  await page.evaluate(() => {
    (window as unknown as QuietFrames).quietFrames = 0;
  });
  await page.waitForFunction(
    () => {
      const state = window as unknown as QuietFrames;
      const busy = document.getAnimations().some((animation) => animation.playState === 'running');
      state.quietFrames = busy ? 0 : state.quietFrames + 1;
      return state.quietFrames >= 10;
    },
    undefined,
    { polling: 'raf' },
  );
}

/**
 * The serious and critical violations axe-core finds in what the page shows now, colour contrast
 * included (a real browser lays the page out, which jsdom cannot), one 'rule (impact): target'
 * entry per element, followed by axe's summary of the failure.
 */
export async function seriousViolations(page: Page): Promise<string[]> {
  await waitForAnimations(page);
  const loaded = await page.evaluate(() => 'axe' in window);
  if (!loaded) await page.evaluate(axe.source);
  const results = await page.evaluate(
    // Runs in the page: `axe` is the global the injected source defines.
    () =>
      (window as unknown as { axe: typeof axe }).axe.run(document, {
        resultTypes: ['violations'],
      }) as Promise<AxeResults>,
  );
  return results.violations
    .filter((violation) => FAILING_IMPACTS.has(violation.impact ?? ''))
    .flatMap((violation) =>
      violation.nodes.map(
        (node) =>
          `${violation.id} (${violation.impact}): ${node.target.join(' ')}` +
          (node.failureSummary ? `\n    ${node.failureSummary.replace(/\n/g, '\n    ')}` : ''),
      ),
    );
}

/**
 * Fails naming each serious or critical violation on the page. Call it after every navigation
 * and every dialog, menu or popover a journey opens; `screen` names the place in the error.
 */
export async function expectAccessible(page: Page, screen: string): Promise<void> {
  const problems = await seriousViolations(page);
  if (problems.length > 0) {
    throw new Error(
      `${problems.length} serious or critical accessibility violation(s) on ${screen} ` +
        `(${page.url()}):\n  ${problems.join('\n  ')}`,
    );
  }
}
