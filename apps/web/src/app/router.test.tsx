import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter, Outlet } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { AppRoutes } from './router';

vi.mock('./shell/app-shell', () => ({ AppShell: () => <Outlet /> }));
vi.mock('../features/home/components/home-page', () => ({ HomePage: () => <p>home page</p> }));

afterEach(cleanup);

describe('overlay pages', () => {
  it('keep home on screen behind a page opened with home as the background location', async () => {
    render(
      <MemoryRouter
        initialEntries={[
          { pathname: '/freeSpin', state: { backgroundLocation: { pathname: '/', search: '', hash: '' } } },
        ]}
      >
        <AppRoutes />
      </MemoryRouter>,
    );
    expect(screen.getByText('home page')).toBeTruthy();
    expect(await screen.findByTestId('wheel-page')).toBeTruthy();
    expect(screen.getByTestId('overlay-page')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'CLOSE' }));
    expect(screen.queryByTestId('overlay-page')).toBeNull();
    expect(screen.getByText('home page')).toBeTruthy();
  });

  it('show the page alone without a background location', async () => {
    render(
      <MemoryRouter initialEntries={['/freeSpin']}>
        <AppRoutes />
      </MemoryRouter>,
    );
    expect(await screen.findByTestId('wheel-page')).toBeTruthy();
    expect(screen.queryByText('home page')).toBeNull();
    expect(screen.queryByTestId('overlay-page')).toBeNull();
  });
});
