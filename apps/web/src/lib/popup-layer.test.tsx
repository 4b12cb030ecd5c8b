import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';

import { nextPopupZIndex, setSinglePointPopups, usePopupSlot } from './popup-layer';

function Popup({ name, active = true }: { name: string; active?: boolean }) {
  const { zIndex, visible } = usePopupSlot(active);
  if (!active || !visible) return null;
  return <div data-testid={name} data-z={zIndex} />;
}

afterEach(() => {
  cleanup();
  setSinglePointPopups(false);
});

describe('popup layer', () => {
  it('stacks each new popup above the last, from 1000', () => {
    const first = nextPopupZIndex();
    expect(first).toBeGreaterThan(1000);
    expect(nextPopupZIndex()).toBe(first + 1);
  });

  it('shows every popup when single-point is off', () => {
    render(
      <>
        <Popup name="a" />
        <Popup name="b" />
      </>,
    );
    expect(screen.getByTestId('a')).toBeTruthy();
    expect(screen.getByTestId('b')).toBeTruthy();
    expect(Number(screen.getByTestId('b').dataset.z)).toBeGreaterThan(
      Number(screen.getByTestId('a').dataset.z),
    );
  });

  it('shows only the first popup with single-point on, and the next when the first closes', () => {
    setSinglePointPopups(true);
    const view = render(
      <>
        <Popup name="a" />
        <Popup name="b" />
      </>,
    );
    expect(screen.queryByTestId('a')).toBeTruthy();
    expect(screen.queryByTestId('b')).toBeNull();
    view.rerender(
      <>
        <Popup name="a" active={false} />
        <Popup name="b" />
      </>,
    );
    expect(screen.queryByTestId('a')).toBeNull();
    expect(screen.queryByTestId('b')).toBeTruthy();
  });

  it('lets the hidden popups show again when the setting is switched off', () => {
    setSinglePointPopups(true);
    render(
      <>
        <Popup name="a" />
        <Popup name="b" />
      </>,
    );
    expect(screen.queryByTestId('b')).toBeNull();
    act(() => setSinglePointPopups(false));
    expect(screen.queryByTestId('b')).toBeTruthy();
  });
});
