import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { clearToasts, notifyError, notifySuccess, SUCCESS_TOAST_MS } from '@/lib/notify';
import { AppProvider } from './provider';

function renderToasts() {
  render(
    <AppProvider>
      <p>Screen</p>
    </AppProvider>,
  );
}

describe('Toasts', () => {
  beforeEach(() => {
    // Fake time still flows, so the lazily loaded container and findBy* work as usual.
    vi.useFakeTimers({ shouldAdvanceTime: true });
  });
  afterEach(() => {
    act(() => clearToasts());
    vi.useRealTimers();
  });

  it('closes a success on its own after a few seconds', async () => {
    notifySuccess('Customer created successfully');
    renderToasts();
    expect(await screen.findByText('Customer created successfully')).toBeInTheDocument();

    await act(() => vi.advanceTimersByTimeAsync(SUCCESS_TOAST_MS + 1_000));
    expect(screen.queryByText('Customer created successfully')).not.toBeInTheDocument();
  });

  it('keeps an error until it is dismissed', async () => {
    notifyError('Error', 'Failed to load collectors');
    renderToasts();
    expect(await screen.findByText('Failed to load collectors')).toBeInTheDocument();

    await act(() => vi.advanceTimersByTimeAsync(10 * 60_000));
    expect(screen.getByText('Failed to load collectors')).toBeInTheDocument();
  });

  it('sits at the bottom right, away from the bell and the user menu', async () => {
    notifyError('Error', 'Failed to load collectors');
    renderToasts();
    const toast = await screen.findByText('Failed to load collectors');
    expect(toast.closest('[data-position]')).toHaveAttribute('data-position', 'bottom-right');
  });
});
