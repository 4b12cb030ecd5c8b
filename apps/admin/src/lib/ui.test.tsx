import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';

import './i18n';
import { ReasonDialog, formatMoney } from './ui';

afterEach(cleanup);

function renderDialog() {
  const onConfirm = vi.fn();
  const onCancel = vi.fn();
  render(<ReasonDialog title="Block alice" onConfirm={onConfirm} onCancel={onCancel} />);
  return { onConfirm, onCancel };
}

describe('ReasonDialog', () => {
  it('is a labelled modal that focuses the reason field', () => {
    renderDialog();
    expect(screen.getByRole('dialog', { name: 'Block alice' })).toBeTruthy();
    expect(document.activeElement).toBe(screen.getByLabelText('Reason'));
  });

  it('refuses a reason shorter than 3 characters and confirms the trimmed reason', () => {
    const { onConfirm } = renderDialog();
    fireEvent.change(screen.getByLabelText('Reason'), { target: { value: ' ok ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(onConfirm).not.toHaveBeenCalled();
    expect(screen.getByText('Please give a reason (at least 3 characters).')).toBeTruthy();

    fireEvent.change(screen.getByLabelText('Reason'), { target: { value: '  chargeback fraud  ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(onConfirm).toHaveBeenCalledWith('chargeback fraud');
  });

  it('closes on Escape', () => {
    const { onCancel } = renderDialog();
    fireEvent.keyDown(screen.getByLabelText('Reason'), { key: 'Escape' });
    expect(onCancel).toHaveBeenCalledOnce();
  });
});

describe('formatMoney', () => {
  it('formats major units in the language of the market, and survives an unknown currency', () => {
    expect(formatMoney(1234.5, 'BRL', 'pt').replace(/\s/g, ' ')).toBe('R$ 1.234,50');
    expect(formatMoney(-5, 'USD', 'en', true)).toBe('-US$5.00');
    expect(formatMoney(2, 'XX1', 'en')).toBe('2 XX1');
  });
});
