import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Suspense, useState } from 'react';
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

  it('draws a chunk loaded ahead in its first render, without the fallback', async () => {
    const LazyScreen = lazyWithPreload(async () => ({ default: Screen }));
    LazyScreen.preload();
    await new Promise((resolve) => setTimeout(resolve, 0));
    render(
      <Suspense fallback="Loading">
        <LazyScreen />
      </Suspense>,
    );
    expect(screen.getByText('Loaded screen')).toBeInTheDocument();
    expect(screen.queryByText('Loading')).toBeNull();
  });

  it('keeps a screen drawn through the lazy path, and its state, once its chunk has loaded', async () => {
    function Counter() {
      const [count, setCount] = useState(0);
      return (
        <button type="button" onClick={() => setCount(count + 1)}>
          Clicked {count}
        </button>
      );
    }
    const LazyCounter = lazyWithPreload(async () => ({ default: Counter }));
    const view = render(
      <Suspense fallback="Loading">
        <LazyCounter />
      </Suspense>,
    );
    await userEvent.click(await screen.findByRole('button', { name: 'Clicked 0' }));
    view.rerender(
      <Suspense fallback="Loading">
        <LazyCounter />
      </Suspense>,
    );
    expect(screen.getByRole('button', { name: 'Clicked 1' })).toBeInTheDocument();
  });
});
