import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';

import { showAlert, showConfirm, useDialogStore } from '../../lib/dialog/dialog-store';
import { DialogHost } from './dialog-host';

beforeEach(() => useDialogStore.setState({ queue: [] }));
afterEach(cleanup);

describe('DialogHost', () => {
  it('shows an alert with the Notification title and one OK button', async () => {
    render(<DialogHost />);
    let done = false;
    act(() => void showAlert({ message: 'Saved' }).then(() => (done = true)));
    expect(screen.getByRole('alertdialog')).toBeTruthy();
    expect(screen.getByText('NOTIFICATION')).toBeTruthy();
    expect(screen.getByText('Saved')).toBeTruthy();
    expect(screen.queryByTestId('dialog-cancel')).toBeNull();
    expect(document.activeElement).toBe(screen.getByTestId('dialog-confirm'));
    await act(async () => fireEvent.click(screen.getByTestId('dialog-confirm')));
    expect(done).toBe(true);
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });

  it('resolves a confirm true on confirm, false on cancel and on Escape', async () => {
    render(<DialogHost />);
    const answers: boolean[] = [];
    act(() => {
      void showConfirm({ title: 'Sure?', message: 'one' }).then((answer) => answers.push(answer));
      void showConfirm({ message: 'two' }).then((answer) => answers.push(answer));
      void showConfirm({ message: 'three' }).then((answer) => answers.push(answer));
    });
    expect(screen.getByText('Sure?')).toBeTruthy();
    await act(async () => fireEvent.click(screen.getByTestId('dialog-confirm')));
    expect(screen.getByText('two')).toBeTruthy();
    await act(async () => fireEvent.click(screen.getByTestId('dialog-cancel')));
    expect(screen.getByText('three')).toBeTruthy();
    await act(async () => fireEvent.keyDown(screen.getByRole('alertdialog'), { key: 'Escape' }));
    expect(answers).toEqual([true, false, false]);
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });
});
