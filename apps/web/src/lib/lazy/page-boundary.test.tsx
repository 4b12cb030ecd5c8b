import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { lazy } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { pageNavigator } from '../navigation';
import { ChunkLoadError, asChunkLoadError, loadChunk } from './chunk-load';
import { PageBoundary } from './page-boundary';

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe('a lazy page that fails to load', () => {
  it('is replaced by a reload offer while the rest of the app stays', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const reload = vi.spyOn(pageNavigator, 'reload').mockImplementation(() => undefined);
    const Broken = lazy(() =>
      loadChunk<{ default: () => null }>(() =>
        Promise.reject(
          new TypeError(
            'Failed to fetch dynamically imported module: https://x.test/assets/game-page-1a2b.js',
          ),
        ),
      ),
    );
    render(
      <div>
        <header data-testid="shell">shell</header>
        <PageBoundary>
          <Broken />
        </PageBoundary>
      </div>,
    );
    expect(await screen.findByTestId('page-failed')).toBeTruthy();
    expect(screen.getByText('PAGE_LOAD_FAILED')).toBeTruthy();
    expect(screen.getByTestId('shell').textContent).toBe('shell');
    fireEvent.click(screen.getByRole('button', { name: 'PAGE_RELOAD' }));
    expect(reload).toHaveBeenCalledOnce();
  });
});

describe('chunk load errors (spec §8)', () => {
  it('name the chunk type and address; a style chunk has CSS_CHUNK_LOAD_FAILED', () => {
    const script = asChunkLoadError(
      new TypeError('Failed to fetch dynamically imported module: https://x.test/a.js'),
    );
    expect(script).toMatchObject({
      name: 'ChunkLoadError',
      type: 'script',
      url: 'https://x.test/a.js',
      code: undefined,
    });
    expect(script.message).toContain('https://x.test/a.js');
    const css = asChunkLoadError(new Error('Unable to preload CSS for /assets/crash-page-9f.css'));
    expect(css).toMatchObject({
      type: 'css',
      url: '/assets/crash-page-9f.css',
      code: 'CSS_CHUNK_LOAD_FAILED',
    });
  });

  it('fail a load that takes longer than the limit', async () => {
    vi.useFakeTimers();
    try {
      const pending = loadChunk(() => new Promise(() => undefined), 120_000);
      vi.advanceTimersByTime(120_000);
      await expect(pending).rejects.toBeInstanceOf(ChunkLoadError);
    } finally {
      vi.useRealTimers();
    }
  });
});
