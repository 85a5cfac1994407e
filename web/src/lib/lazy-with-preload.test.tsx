import { render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { lazyWithPreload } from './lazy-with-preload';

const Screen = () => <p>Loaded screen</p>;

describe('lazyWithPreload', () => {
  it('loads the chunk once, whether preloaded, rendered or both', async () => {
    const load = vi.fn(async () => ({ default: Screen }));
    const LazyScreen = lazyWithPreload(load);
    LazyScreen.preload();
    LazyScreen.preload();
    render(
      <Suspense fallback="Loading">
        <LazyScreen />
      </Suspense>,
    );
    expect(await screen.findByText('Loaded screen')).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('tries again after a failed preload instead of keeping the failure', async () => {
    const load = vi
      .fn<() => Promise<{ default: typeof Screen }>>()
      .mockRejectedValueOnce(new Error('offline'))
      .mockResolvedValue({ default: Screen });
    const LazyScreen = lazyWithPreload(load);
    LazyScreen.preload();
    await vi.waitFor(() => expect(load).toHaveBeenCalledTimes(1));
    await new Promise((resolve) => setTimeout(resolve, 0));
    render(
      <Suspense fallback="Loading">
        <LazyScreen />
      </Suspense>,
    );
    expect(await screen.findByText('Loaded screen')).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(2);
  });
});
