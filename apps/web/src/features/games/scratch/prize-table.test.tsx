import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';

import gamesMorePt from '../../../../../server/src/modules/i18n/packs/gamesmore.pt.json';
import { i18n, installLanguagePack } from '../../../lib/i18n/i18n';
import { PrizeTable } from './prize-table';
import { ScratchOptions } from './scratch-options';

afterEach(async () => {
  cleanup();
  await i18n.changeLanguage('en');
});

describe('scratch numbers in Portuguese', () => {
  it('groups thousands with a dot in the prize table and the tier picker', async () => {
    await installLanguagePack('pt', gamesMorePt);
    render(<PrizeTable tier="jackpot" />);
    const table = screen.getByTestId('scratch-prizes-jackpot').textContent ?? '';
    expect(table).toContain('×10.000');
    expect(table).toContain('1 em 100.000');
    expect(table).not.toMatch(/\d,\d{3}/);

    render(<ScratchOptions options={{ tier: 'jackpot' }} disabled={false} onChange={() => undefined} />);
    expect(document.body.textContent).toContain('até ×10.000');
    expect(document.body.textContent).not.toMatch(/×\d+,\d{3}/);
  });
});
