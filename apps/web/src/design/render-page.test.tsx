import { DESIGN_BLOCK_SCHEMAS } from '@casino/contracts';
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { defineDesignComponent, isLazyEntry, lazyBlock, type DesignRegistryEntry } from './registry-types';
import { RenderPage } from './render-page';
import { registeredComponentIds, lookupDesignComponent } from './registry';

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

const greeting = defineDesignComponent<{ text?: string }>({
  name: 'Greeting',
  slot: 'main',
  Component: ({ data }) => <p>{data.text ?? 'hello'}</p>,
});
const broken = defineDesignComponent({
  name: 'Broken',
  slot: 'main',
  Component: () => {
    throw new Error('boom');
  },
});
const footer = defineDesignComponent({
  name: 'Footer',
  slot: 'bottom',
  Component: () => <p>footer</p>,
});
const entries: Record<string, DesignRegistryEntry> = { C000001: greeting, C000002: broken, C000003: footer };
const lookup = (id: string) => entries[id];
const item = (comId: string, data: Record<string, unknown> = {}, limitPathList: never[] = []) => ({
  comId,
  data,
  limitPathList,
});

describe('RenderPage', () => {
  it('renders items in order with their data', () => {
    render(
      <RenderPage
        items={[item('C000001', { text: 'first' }), item('C000001')]}
        pathname="/"
        lookup={lookup}
      />,
    );
    expect(screen.getAllByText(/first|hello/).map((node) => node.textContent)).toEqual(['first', 'hello']);
  });

  it('renders nothing for an unknown component and logs it', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    render(<RenderPage items={[item('C999999'), item('C000001')]} pathname="/" lookup={lookup} />);
    expect(screen.getByText('hello')).toBeTruthy();
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('C999999'));
  });

  it('keeps the page when a block throws', () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    render(
      <RenderPage
        items={[item('C000002'), item('C000001', { text: 'still here' })]}
        pathname="/"
        lookup={lookup}
      />,
    );
    expect(screen.getByText('still here')).toBeTruthy();
  });

  it('applies limitPathList and the slot filter', () => {
    const items = [
      {
        comId: 'C000001',
        data: { text: 'home only' },
        limitPathList: [{ operator: '' as const, value: '/' }],
      },
      item('C000003'),
    ];
    const { rerender } = render(<RenderPage items={items} pathname="/chatbet" lookup={lookup} />);
    expect(screen.queryByText('home only')).toBeNull();
    rerender(<RenderPage items={items} pathname="/" lookup={lookup} slot="bottom" />);
    expect(screen.queryByText('home only')).toBeNull();
    expect(screen.getByText('footer')).toBeTruthy();
  });
});

describe('registry', () => {
  it('knows the global settings component and at least 15 components, each with a name', () => {
    const ids = registeredComponentIds();
    expect(ids.length).toBeGreaterThanOrEqual(15);
    expect(lookupDesignComponent('C000045')?.name).toBe('GlobalSettings');
    for (const id of ids) expect(lookupDesignComponent(id)?.name).toMatch(/^[A-Z][A-Za-z]+$/);
    expect(lookupDesignComponent('toString')).toBeUndefined();
  });

  it('draws exactly the components whose data the server checks and fills (the contracts’ block schemas)', () => {
    expect(registeredComponentIds().sort()).toEqual(Object.keys(DESIGN_BLOCK_SCHEMAS).sort());
  });

  it('loads the code of lazy entries (the content blocks) to components of the same name and slot', async () => {
    const lazyIds = registeredComponentIds().filter((id) => {
      const entry = lookupDesignComponent(id);
      return entry !== undefined && isLazyEntry(entry);
    });
    expect(lazyIds.length).toBeGreaterThanOrEqual(5);
    for (const id of lazyIds) {
      const entry = lookupDesignComponent(id);
      if (!entry || !isLazyEntry(entry)) continue;
      const loaded = await entry.load();
      expect([loaded.name, loaded.slot]).toEqual([entry.name, entry.slot]);
    }
  });
});

describe('lazy blocks', () => {
  it('render once their code has loaded, with their data; the code loads once', async () => {
    const load = vi.fn(async () => greeting);
    const lazyEntries: Record<string, DesignRegistryEntry> = {
      C000009: lazyBlock('Greeting', 'main', load),
    };
    const lookup = (comId: string) => lazyEntries[comId];
    render(
      <RenderPage
        items={[
          { comId: 'C000009', data: { text: 'later' }, limitPathList: [] },
          { comId: 'C000009', data: { text: 'and later' }, limitPathList: [] },
        ]}
        pathname="/"
        lookup={lookup}
      />,
    );
    expect(screen.queryByText('later')).toBeNull();
    expect(await screen.findByText('later')).toBeTruthy();
    expect(screen.getAllByRole('paragraph')).toHaveLength(2);
    expect(load).toHaveBeenCalledTimes(1);
  });
});
