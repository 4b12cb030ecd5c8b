import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { pagePopupTriggerDataSchema, type PageItem } from '@casino/contracts';

import { useUiStore } from '../../lib/ui-store';
import { usePagePopupStore } from '../page-popup-store';
import { lookupDesignComponent } from '../registry';
import { RenderPage } from '../render-page';
import { PagePopup, resetPagePopupTriggers } from './page-popup';

const HELP = 'https://help.example.test/rules';

/** The block as the server serves it: its data filled with the schema's defaults. */
const trigger = (data: Record<string, unknown>, limitPathList: PageItem['limitPathList'] = []): PageItem => ({
  comId: 'C000106',
  data: pagePopupTriggerDataSchema.parse({ title: 'HELP_TITLE', url: HELP, ...data }),
  limitPathList,
});

function Page({ items, pathname }: { items: PageItem[]; pathname: string }) {
  return (
    <>
      <RenderPage items={items} pathname={pathname} lookup={lookupDesignComponent} slot="overlay" />
      <PagePopup />
    </>
  );
}

beforeEach(() => {
  vi.useFakeTimers();
  resetPagePopupTriggers();
  sessionStorage.clear();
  useUiStore.setState({ globalPopupData: null });
  usePagePopupStore.setState({ data: null, open: false });
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe('globalPopupData and the page popup block', () => {
  it('opens the page popup from globalPopupData, an iframe allowed to read and write the clipboard', () => {
    render(<PagePopup />);
    act(() => useUiStore.getState().setUi({ globalPopupData: { title: 'T', url: '' } }));
    expect(screen.queryByTestId('page-popup')).toBeNull();
    act(() => useUiStore.getState().setUi({ globalPopupData: { title: 'Rules', url: HELP } }));
    const frame = screen.getByTitle('Rules');
    expect(frame.getAttribute('src')).toBe(HELP);
    expect(frame.getAttribute('allow')).toBe('clipboard-read; clipboard-write');

    act(() => fireEvent.click(screen.getByRole('button', { name: 'CLOSE' })));
    expect(useUiStore.getState().globalPopupData).toBeNull();
    expect(screen.getByTestId('page-popup').hidden).toBe(true);
    act(() => vi.advanceTimersByTime(3_000));
    expect(screen.queryByTestId('page-popup')).toBeNull();
  });

  it('opens on the paths its limitPathList allows, after its delay, once per page load by default', () => {
    const items = [trigger({ delaySeconds: 2 }, [{ operator: '^', value: '/promo' }])];
    const { rerender } = render(<Page items={items} pathname="/" />);
    act(() => vi.advanceTimersByTime(5_000));
    expect(screen.queryByTestId('page-popup')).toBeNull();

    rerender(<Page items={items} pathname="/promo/week" />);
    act(() => vi.advanceTimersByTime(1_999));
    expect(screen.queryByTestId('page-popup')).toBeNull();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.getByRole('dialog', { name: 'HELP_TITLE' })).toBeTruthy();
    expect(useUiStore.getState().globalPopupData).toEqual({ title: 'HELP_TITLE', url: HELP });

    act(() => fireEvent.click(screen.getByRole('button', { name: 'CLOSE' })));
    rerender(<Page items={items} pathname="/" />);
    rerender(<Page items={items} pathname="/promo/other" />);
    act(() => vi.advanceTimersByTime(5_000));
    expect(usePagePopupStore.getState().open).toBe(false);
  });

  it('opens again on every arrival with frequency always, and once per session with session', () => {
    const always = [trigger({ frequency: 'always' }, [{ operator: '', value: '/a' }])];
    const { rerender } = render(<Page items={always} pathname="/a" />);
    act(() => vi.advanceTimersByTime(0));
    expect(usePagePopupStore.getState().open).toBe(true);
    act(() => fireEvent.click(screen.getByRole('button', { name: 'CLOSE' })));
    rerender(<Page items={always} pathname="/b" />);
    rerender(<Page items={always} pathname="/a" />);
    act(() => vi.advanceTimersByTime(0));
    expect(usePagePopupStore.getState().open).toBe(true);
    act(() => fireEvent.click(screen.getByRole('button', { name: 'CLOSE' })));

    const session = [trigger({ frequency: 'session', url: `${HELP}?s` })];
    rerender(<Page items={session} pathname="/" />);
    act(() => vi.advanceTimersByTime(0));
    expect(usePagePopupStore.getState().data?.url).toBe(`${HELP}?s`);
    act(() => fireEvent.click(screen.getByRole('button', { name: 'CLOSE' })));
    resetPagePopupTriggers();
    cleanup();
    render(<Page items={session} pathname="/" />);
    act(() => vi.advanceTimersByTime(0));
    expect(usePagePopupStore.getState().open).toBe(false);
  });
});
