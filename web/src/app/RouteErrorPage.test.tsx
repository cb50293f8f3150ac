import { render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { RouteErrorPage } from './RouteErrorPage';

function Boom(): never {
  throw new Error('Le composant a échoué');
}

describe('router error page', () => {
  it("shows 'Unexpected Application Error!' and the error message", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const router = createMemoryRouter([{ path: '/', Component: Boom, errorElement: <RouteErrorPage /> }]);
    render(<RouterProvider router={router} />);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Unexpected Application Error!' }),
    ).toBeInTheDocument();
    expect(screen.getByText('Le composant a échoué')).toBeInTheDocument();
  });

  it('shows the status text of a thrown response', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const router = createMemoryRouter([
      {
        path: '/',
        loader: () => {
          throw new Response(null, { status: 503, statusText: 'Service Unavailable' });
        },
        Component: () => null,
        HydrateFallback: () => null,
        errorElement: <RouteErrorPage />,
      },
    ]);
    render(<RouterProvider router={router} />);
    expect(await screen.findByText('503 Service Unavailable')).toBeInTheDocument();
  });
});
