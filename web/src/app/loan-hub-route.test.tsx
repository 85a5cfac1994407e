import { render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { NAV_REGISTRY } from './layout/nav-registry';
import { routes } from './router';

describe('the Loan Hub', () => {
  it('is one sidebar entry, Loans, behind loans:read', () => {
    const entries = NAV_REGISTRY.filter((entry) => entry.path.startsWith('/loans'));
    expect(entries.map(({ path, permission }) => ({ path, permission }))).toEqual([
      { path: '/loans', permission: 'loans:read' },
    ]);
  });

  it('opens the Loans screen at /loans-hub', async () => {
    const hub = routes[0]!.children!.find((route) => route.path === '/loans-hub')!;
    const router = createMemoryRouter(
      [
        { path: '/loans-hub', element: hub.element },
        { path: '/loans', element: <p>Loans screen</p> },
      ],
      { initialEntries: ['/loans-hub'] },
    );
    render(<RouterProvider router={router} />);

    expect(await screen.findByText('Loans screen')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/loans');
  });
});
