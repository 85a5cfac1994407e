import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { notifyError } from '@/lib/notify';
import { AppProvider } from './provider';

describe('AppProvider', () => {
  it('shows a toast raised before its lazily loaded container arrived', async () => {
    notifyError('Login Failed', 'Invalid email or password');
    render(
      <AppProvider>
        <p>Screen</p>
      </AppProvider>,
    );

    expect(screen.getByText('Screen')).toBeInTheDocument();
    expect(await screen.findByText('Invalid email or password')).toBeInTheDocument();
  });
});
