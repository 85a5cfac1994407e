import type { DemoDataProgress } from '@lendline/core';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DEMO_DATA_PROGRESS_INTERVAL_MS, throttleProgress } from './publish-demo-data-progress.ts';

const RUN_ID = 'e0000000-0000-4000-8000-000000000001';
const running = (percent: number): DemoDataProgress => ({
  id: RUN_ID,
  status: 'running',
  step: 'loans',
  percent,
});

function throttled() {
  const sent: DemoDataProgress[] = [];
  const progress = throttleProgress(async (state) => {
    sent.push(state);
  });
  return { sent, progress };
}

describe('throttleProgress', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('sends at most one report per interval, the latest of those held back', async () => {
    const { sent, progress } = throttled();
    for (let percent = 10; percent <= 50; percent += 10) void progress.report(running(percent));
    await vi.advanceTimersByTimeAsync(0);
    expect(sent.map((state) => state.percent)).toEqual([10]);

    await vi.advanceTimersByTimeAsync(DEMO_DATA_PROGRESS_INTERVAL_MS);
    expect(sent.map((state) => state.percent)).toEqual([10, 50]);
    // A second of reports every 10 ms goes out as about four events, not a hundred.
    for (let tick = 0; tick < 100; tick += 1) {
      void progress.report(running(50 + Math.floor(tick / 3)));
      await vi.advanceTimersByTimeAsync(10);
    }
    await vi.advanceTimersByTimeAsync(DEMO_DATA_PROGRESS_INTERVAL_MS);
    expect(sent.length - 2).toBeLessThanOrEqual(5);
    expect(sent.at(-1)?.percent).toBe(83);
  });

  it('sends the final state at once and drops the report that waited', async () => {
    const { sent, progress } = throttled();
    void progress.report(running(10));
    void progress.report(running(70));
    await progress.report(
      { id: RUN_ID, status: 'done', step: null, percent: 100 },
      { final: true },
    );
    await vi.advanceTimersByTimeAsync(DEMO_DATA_PROGRESS_INTERVAL_MS * 4);
    expect(sent.map((state) => state.status)).toEqual(['running', 'done']);
  });

  it('keeps the order of its sends, and a failed send fails nothing', async () => {
    const sent: number[] = [];
    const progress = throttleProgress(
      async (state) => {
        // The first send is the slowest, and the second fails.
        await new Promise((resolve) => setTimeout(resolve, state.percent === 10 ? 100 : 1));
        if (state.percent === 20) throw new Error('connection lost');
        sent.push(state.percent);
      },
      { intervalMs: 0 },
    );
    void progress.report(running(10));
    void progress.report(running(20));
    const last = progress.report(running(30), { final: true });
    await vi.advanceTimersByTimeAsync(200);
    await expect(last).resolves.toBeUndefined();
    expect(sent).toEqual([10, 30]);
  });
});
