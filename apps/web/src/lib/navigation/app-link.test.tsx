import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { AppLink, hrefOfLink } from './app-link';
import { registerLinkAction } from './link-actions';

afterEach(cleanup);

describe('hrefOfLink', () => {
  it('gives every link string a real address', () => {
    expect(hrefOfLink('/fairness')).toBe('/fairness');
    expect(hrefOfLink('fairness')).toBe('/fairness');
    expect(hrefOfLink('#notifications')).toBe('/#notifications');
    expect(hrefOfLink('#gameId=crash')).toBe('/#gameId=crash');
    expect(hrefOfLink('https://example.org/x')).toBe('https://example.org/x');
    expect(hrefOfLink('')).toBe('/');
  });
});

describe('AppLink', () => {
  it('is an <a href> that follows the link in the page on a plain click, and leaves a Ctrl-click to the browser', () => {
    const follow = vi.fn();
    const undo = registerLinkAction('appLinkTest', follow);
    render(
      <MemoryRouter>
        <AppLink link="#appLinkTest=1">go</AppLink>
      </MemoryRouter>,
    );
    const link = screen.getByRole('link', { name: 'go' });
    expect(link.getAttribute('href')).toBe('/#appLinkTest=1');

    const ctrlClick = fireEvent.click(link, { ctrlKey: true });
    expect(ctrlClick).toBe(true);
    expect(follow).not.toHaveBeenCalled();

    const plainClick = fireEvent.click(link);
    expect(plainClick).toBe(false);
    expect(follow).toHaveBeenCalledWith('1', expect.anything());
    undo();
  });
});
