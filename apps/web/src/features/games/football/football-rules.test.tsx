import { cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';

import { FootballRules } from './football-rules';

afterEach(cleanup);

describe('football rules', () => {
  it('publishes every difficulty’s multipliers at the declared RTP and links to the fairness page', () => {
    render(
      <MemoryRouter>
        <FootballRules options={{}} terms={undefined} />
      </MemoryRouter>,
    );
    const rows = screen.getAllByRole('row');
    // Header + five goals; easy 0.97·(5/4)^k, medium 0.97·(5/3)^k, hard 0.97·(5/2)^k.
    expect(rows).toHaveLength(6);
    expect(rows[1]?.textContent).toBe('1×1.21×1.61×2.42');
    expect(rows[5]?.textContent).toBe('5×2.96×12.47×94.72');
    expect(screen.getByRole('link').getAttribute('href')).toBe('/fairness');
  });
});
