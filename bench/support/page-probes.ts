/// <reference lib="dom" />
/**
 * Runs inside the page (Playwright serializes these functions): it records every input's
 * timestamp, the Event Timing entries (input → next paint) and when the table's rows change.
 */

export interface ProbeEntry {
  name: string;
  interactionId: number;
  startTime: number;
  duration: number;
}

interface Probes {
  inputs: number[];
  events: ProbeEntry[];
  rowsChangedAt: number | null;
}

declare global {
  interface Window {
    lendlineProbes: Probes;
  }
}

/** Installed before the app's scripts, on every navigation. */
export function installProbes(): void {
  const probes: Probes = { inputs: [], events: [], rowsChangedAt: null };
  window.lendlineProbes = probes;
  for (const type of ['pointerdown', 'keydown']) {
    document.addEventListener(type, (event) => probes.inputs.push(event.timeStamp), {
      capture: true,
    });
  }
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries() as PerformanceEventTiming[]) {
      probes.events.push({
        name: entry.name,
        interactionId: entry.interactionId,
        startTime: entry.startTime,
        duration: entry.duration,
      });
    }
  }).observe({ type: 'event', durationThreshold: 16 } as PerformanceObserverInit);
}

/**
 * Starts a fresh measurement: forgets earlier inputs, and sets `rowsChangedAt` once the table's
 * rows (the first cell of each) differ from what they are now.
 */
export function watchRows(tableLabel: string): void {
  const probes = window.lendlineProbes;
  probes.rowsChangedAt = null;
  probes.inputs = [];
  probes.events = [];
  performance.clearResourceTimings();
  const signature = () => {
    const table = document.querySelector(`table[aria-label="${tableLabel}"]`);
    if (!table || table.getAttribute('aria-busy') === 'true') return '';
    return [...table.querySelectorAll('tbody tr')]
      .map((row) => row.querySelector('td')?.textContent ?? '')
      .join('|');
  };
  const before = signature();
  const observer = new MutationObserver(() => {
    const now = signature();
    if (now !== '' && now !== before) {
      probes.rowsChangedAt = performance.now();
      observer.disconnect();
    }
  });
  observer.observe(document.body, { subtree: true, childList: true, characterData: true });
}

/** Resolves once nothing in the page has changed for `quietMs` (the app has settled). */
export function waitForQuiet(quietMs: number): Promise<void> {
  return new Promise((resolve) => {
    let timer = setTimeout(done, quietMs);
    const observer = new MutationObserver(() => {
      clearTimeout(timer);
      timer = setTimeout(done, quietMs);
    });
    observer.observe(document.body, { subtree: true, childList: true, attributes: true });
    function done() {
      observer.disconnect();
      resolve();
    }
  });
}

/** When the request whose URL contains `fragment` started, or null if none did. */
export function requestStart(fragment: string): number | null {
  const entries = performance
    .getEntriesByType('resource')
    .filter((entry) => entry.name.includes(fragment));
  return entries.at(-1)?.startTime ?? null;
}

export function readProbes(): Probes {
  return window.lendlineProbes;
}
