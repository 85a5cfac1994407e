import { QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createTestQueryClient } from '@/testing/render';
import { EVENTS_URL, useRealtimeEvents } from './use-realtime-events';

/** Stands in for the browser's EventSource: the test plays the server's part. */
class FakeEventSource {
  static readonly CONNECTING = 0;
  static readonly OPEN = 1;
  static readonly CLOSED = 2;
  static instances: FakeEventSource[] = [];
  readonly url: string;
  readyState = FakeEventSource.CONNECTING;
  onopen: (() => void) | null = null;
  onerror: (() => void) | null = null;
  private listeners = new Map<string, (() => void)[]>();

  constructor(url: string) {
    this.url = url;
    FakeEventSource.instances.push(this);
  }
  addEventListener(type: string, listener: () => void) {
    this.listeners.set(type, [...(this.listeners.get(type) ?? []), listener]);
  }
  close() {
    this.readyState = FakeEventSource.CLOSED;
  }
  emit(type: string) {
    for (const listener of this.listeners.get(type) ?? []) listener();
  }
  open() {
    this.readyState = FakeEventSource.OPEN;
    this.onopen?.();
  }
  fail(closed: boolean) {
    if (closed) this.readyState = FakeEventSource.CLOSED;
    this.onerror?.();
  }
}

function renderRealtime() {
  const queryClient = createTestQueryClient();
  const invalidate = vi.spyOn(queryClient, 'invalidateQueries');
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
  );
  const hook = renderHook(() => useRealtimeEvents(), { wrapper });
  const keys = () => invalidate.mock.calls.map(([filters]) => filters?.queryKey);
  return { ...hook, invalidate, keys };
}

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

  it('reopens a stream the server closed, and refetches what it may have missed', () => {
    vi.useFakeTimers();
    const { keys } = renderRealtime();
    act(() => FakeEventSource.instances[0]!.fail(true));
    expect(FakeEventSource.instances).toHaveLength(1);

    act(() => vi.advanceTimersByTime(2_000));
    expect(FakeEventSource.instances).toHaveLength(2);
    act(() => FakeEventSource.instances[1]!.open());
    expect(keys()).toEqual(expect.arrayContaining([['approvals'], ['navigation', 'counts']]));
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
