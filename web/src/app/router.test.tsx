import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Link, MemoryRouter, useRoutes } from 'react-router';
import { UiProviders } from '@/testing/render';
import { describe, expect, it, vi } from 'vitest';
import { RootLayout } from './router';

function Broken(): never {
  throw new Error('The customers screen failed to load');
}

function Routes() {
  return useRoutes([
    {
      element: <RootLayout />,
      children: [
        { path: '/broken', element: <Broken /> },
        { path: '/', element: <Link to="/broken">Open</Link> },
      ],
    },
  ]);
}

describe('RootLayout', () => {
  it('shows the error page for a screen that throws, and the app again once the user moves on', async () => {
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    render(
      <UiProviders>
        <MemoryRouter initialEntries={['/broken']}>
          <Routes />
        </MemoryRouter>
      </UiProviders>,
    );

    expect(screen.getByRole('heading', { name: 'Unexpected Application Error!' })).toBeVisible();
    expect(screen.getByText('The customers screen failed to load')).toBeVisible();

    await userEvent.click(screen.getByRole('link', { name: 'Go to home page' }));
    expect(screen.getByRole('link', { name: 'Open' })).toBeVisible();
    expect(screen.queryByText('Unexpected Application Error!')).not.toBeInTheDocument();
    consoleError.mockRestore();
  });
});
