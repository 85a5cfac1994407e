import { describe, expect, it } from 'vitest';
import { seriousViolationsIn } from './axe';

describe('seriousViolationsIn', () => {
  it('reports an icon button without a name and passes a named one', async () => {
    const container = document.createElement('div');
    container.innerHTML = '<button type="button"><svg aria-hidden="true"></svg></button>';
    document.body.append(container);
    expect(await seriousViolationsIn(container)).toEqual(['button-name: button']);
    container.querySelector('button')!.setAttribute('aria-label', 'Actions');
    expect(await seriousViolationsIn(container)).toEqual([]);
    container.remove();
  });
});
