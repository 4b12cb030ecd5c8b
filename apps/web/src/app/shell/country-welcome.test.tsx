import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';

import { useCountryStore } from '../../lib/country/country-store';
import { useLanguageStore } from '../../lib/i18n/language-store';
import { useUiStore } from '../../lib/ui-store';
import { CountryWelcome } from './country-welcome';

const countries = [
  { id: 'BR', name: 'Brasil', currencyId: 'BRL', languageId: 'pt', phoneCode: '55' },
  { id: 'ID', name: 'Indonesia', currencyId: 'IDR', languageId: 'id', phoneCode: '62' },
];

beforeEach(() => {
  localStorage.clear();
  useCountryStore.setState({ countryId: null });
  useLanguageStore.setState({ chosen: null });
  useUiStore.setState({ loginModal: null });
});
afterEach(cleanup);

describe('country welcome popup', () => {
  it('asks for a country while none is stored; the choice sets country, currency and language', () => {
    render(<CountryWelcome countries={countries} fallbackId="BR" />);
    expect(screen.getByTestId('country-popup')).toBeTruthy();
    act(() => fireEvent.click(screen.getByTestId('country-option-ID')));
    expect(localStorage.getItem('currentCountry')).toBe('ID');
    expect(localStorage.getItem('countryId')).toBe('ID');
    expect(localStorage.getItem('currencyId')).toBe('IDR');
    expect(useLanguageStore.getState().chosen).toBe('id');
    expect(screen.queryByTestId('country-popup')).toBeNull();
  });

  it('keeps the startup country when closed, and steps aside while the login modal is open', () => {
    render(<CountryWelcome countries={countries} fallbackId="BR" />);
    act(() => useUiStore.setState({ loginModal: 'login' }));
    expect(screen.queryByTestId('country-popup')).toBeNull();
    act(() => useUiStore.setState({ loginModal: null }));
    act(() => fireEvent.click(screen.getByRole('button', { name: 'CLOSE' })));
    expect(localStorage.getItem('currentCountry')).toBe('BR');
    expect(screen.queryByTestId('country-popup')).toBeNull();
  });

  it('does not show once a country is stored', () => {
    useCountryStore.setState({ countryId: 'BR' });
    render(<CountryWelcome countries={countries} fallbackId="BR" />);
    expect(screen.queryByTestId('country-popup')).toBeNull();
  });
});
