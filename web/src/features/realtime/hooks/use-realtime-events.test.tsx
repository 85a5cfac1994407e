import { QueryClientProvider, useQuery } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import type { DemoDataProgress, DemoDataStatusResponse } from '@lendline/core';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FakeEventSource } from '@/testing/fake-event-source';
import { DEMO_DATA_ORGANIZATION_ID, demoDataRun } from '@/testing/fixtures';
import { queryKeys } from '@/lib/query-keys';
import { createTestQueryClient } from '@/testing/render';
import { EVENTS_URL, useRealtimeEvents } from './use-realtime-events';

/** The stream's hook, with a screen's own hook beside it when a test needs one that reads. */
function renderRealtime(useScreen: () => unknown = () => undefined) {
  const queryClient = createTestQueryClient();
  const invalidate = vi.spyOn(queryClient, 'invalidateQueries');
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
  );
  const hook = renderHook(
    () => {
      useRealtimeEvents();
      return useScreen();
    },
    { wrapper },
  );
  const keys = () => invalidate.mock.calls.map(([filters]) => filters?.queryKey);
  return { ...hook, queryClient, invalidate, keys };
}

const BEACON = DEMO_DATA_ORGANIZATION_ID;
const RUN = demoDataRun({ status: 'running', percent: 10, step: 'loans' });
const progressEvent = (progress: Partial<DemoDataProgress>) => ({
  type: 'demo_data.progress',
  organization_id: BEACON,
  demo_data_run: { id: RUN.id, status: 'running', step: 'loans', percent: 10, ...progress },
});

describe('useRealtimeEvents', () => {
  beforeEach(() => {
    FakeEventSource.instances = [];
    vi.stubGlobal('EventSource', FakeEventSource);
  });
  afterEach(() => vi.useRealTimers());

  it('opens one stream and refetches approvals and counts on an approvals event', () => {
    const { keys } = renderRealtime();
    expect(FakeEventSource.instances).toHaveLength(1);
    const source = FakeEventSource.instances[0]!;
    expect(source.url).toBe(EVENTS_URL);

    act(() => source.emit('approvals.changed'));
    expect(keys()).toEqual(
      expect.arrayContaining([
        ['approvals'],
        ['navigation', 'counts'],
        ['collectors'],
        ['dashboard'],
      ]),
    );
  });

  it('refetches only the counts and the dashboard that shows them on a counts event', () => {
    const { keys } = renderRealtime();
    act(() => FakeEventSource.instances[0]!.emit('counts.changed'));
    expect(keys()).toEqual([['navigation', 'counts'], ['dashboard']]);
  });

  it("puts a demo data run's progress into the screen's answer, without a refetch", () => {
    const { queryClient, keys } = renderRealtime();
    const key = queryKeys.demoData.status(BEACON);
    queryClient.setQueryData<DemoDataStatusResponse>(key, { run: RUN });
    const source = FakeEventSource.instances[0]!;

    act(() =>
      source.emit('demo_data.progress', progressEvent({ step: 'field_work', percent: 70 })),
    );
    expect(queryClient.getQueryData(key)).toEqual({
      run: { ...RUN, step: 'field_work', percent: 70 },
    });
    // An event the poll overtook changes nothing.
    act(() => source.emit('demo_data.progress', progressEvent({ percent: 10 })));
    expect(queryClient.getQueryData<DemoDataStatusResponse>(key)?.run?.percent).toBe(70);
    // Nor does one for an organization no screen shows, nor for anyone's counts.
    act(() =>
      source.emit('demo_data.progress', {
        ...progressEvent({}),
        organization_id: 'd0000000-0000-4000-8000-000000000009',
      }),
    );
    expect(keys()).toEqual([]);
  });

  it('refetches a demo data run that ended, or one the screen does not hold yet', () => {
    const { queryClient, keys } = renderRealtime();
    const key = queryKeys.demoData.status(BEACON);
    const source = FakeEventSource.instances[0]!;
    queryClient.setQueryData<DemoDataStatusResponse>(key, { run: null });
    act(() => source.emit('demo_data.progress', progressEvent({})));
    expect(keys()).toEqual([key]);

    queryClient.setQueryData<DemoDataStatusResponse>(key, { run: RUN });
    act(() =>
      source.emit(
        'demo_data.progress',
        progressEvent({ status: 'done', step: null, percent: 100 }),
      ),
    );
    // The counts come with the full answer: the cached one waits for it.
    expect(keys()).toEqual([key, key]);
    expect(queryClient.getQueryData(key)).toEqual({ run: RUN });
  });

  it("reads a new run once however many of its events outrun the start's answer", async () => {
    const key = queryKeys.demoData.status(BEACON);
    const answers: Array<(response: DemoDataStatusResponse) => void> = [];
    const read = vi.fn(
      () => new Promise<DemoDataStatusResponse>((resolve) => answers.push(resolve)),
    );
    const { queryClient } = renderRealtime(() => useQuery({ queryKey: key, queryFn: read }));
    await waitFor(() => expect(read).toHaveBeenCalledTimes(1));
    act(() => answers[0]!({ run: null }));
    await waitFor(() => expect(queryClient.getQueryData(key)).toEqual({ run: null }));

    const source = FakeEventSource.instances[0]!;
    act(() => source.emit('demo_data.progress', progressEvent({ percent: 1 })));
    await waitFor(() => expect(read).toHaveBeenCalledTimes(2));
    act(() => source.emit('demo_data.progress', progressEvent({ percent: 2 })));
    act(() => source.emit('demo_data.progress', progressEvent({ percent: 3 })));
    act(() => answers[1]!({ run: RUN }));
    await waitFor(() => expect(queryClient.getQueryData(key)).toEqual({ run: RUN }));
    expect(read).toHaveBeenCalledTimes(2);
  });

  it('reopens a stream the server closed, and refetches what it may have missed', () => {
    vi.useFakeTimers();
    const { keys } = renderRealtime();
    act(() => FakeEventSource.instances[0]!.fail(true));
    expect(FakeEventSource.instances).toHaveLength(1);

    act(() => vi.advanceTimersByTime(2_000));
    expect(FakeEventSource.instances).toHaveLength(2);
    act(() => FakeEventSource.instances[1]!.open());
    expect(keys()).toEqual(
      expect.arrayContaining([['approvals'], ['navigation', 'counts'], ['demo-data']]),
    );
  });

  it('leaves a dropped connection to the browser to retry', () => {
    vi.useFakeTimers();
    renderRealtime();
    act(() => FakeEventSource.instances[0]!.fail(false));
    act(() => vi.advanceTimersByTime(60_000));
    expect(FakeEventSource.instances).toHaveLength(1);
  });

  it('closes the stream when the signed-in layout goes away', () => {
    const { unmount } = renderRealtime();
    unmount();
    expect(FakeEventSource.instances[0]!.readyState).toBe(FakeEventSource.CLOSED);
  });
});
