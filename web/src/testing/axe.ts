import axe from 'axe-core';

// jsdom has no canvas and logs an error when asked; axe asks only to spot icon-font glyphs.
HTMLCanvasElement.prototype.getContext = () => null;

/**
 * The serious and critical accessibility violations axe finds in `element`, as 'rule: target'
 * lines (an empty list passes).
 */
export async function seriousViolationsIn(element: Element): Promise<string[]> {
  const results = await axe.run(element, {
    resultTypes: ['violations'],
    // Contrast needs layout and a canvas, which jsdom lacks; the browser audits check it.
    rules: { 'color-contrast': { enabled: false } },
  });
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .flatMap((violation) =>
      violation.nodes.map((node) => `${violation.id}: ${node.target.join(' ')}`),
    );
}
