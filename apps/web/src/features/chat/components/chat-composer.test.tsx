import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { ChatComposer, type ComposedMessage, type SendFailure } from './chat-composer';

const onSend = vi.fn<(message: ComposedMessage) => Promise<SendFailure | null>>();

beforeEach(() => {
  onSend.mockReset();
  onSend.mockResolvedValue(null);
  vi.stubGlobal(
    'URL',
    Object.assign(URL, { createObjectURL: () => 'blob:preview', revokeObjectURL: () => undefined }),
  );
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const input = () => screen.getByTestId('chat-input') as HTMLTextAreaElement;

describe('chat composer', () => {
  it('sends the trimmed text on Enter and clears the box', async () => {
    render(<ChatComposer onSend={onSend} />);
    fireEvent.change(input(), { target: { value: '  hello support  ' } });
    fireEvent.keyDown(input(), { key: 'Enter' });
    await waitFor(() => expect(onSend).toHaveBeenCalledWith({ text: 'hello support', image: null }));
    expect(input().value).toBe('');
  });

  it('keeps Shift+Enter (and Enter while an input method composes) for the text itself', () => {
    render(<ChatComposer onSend={onSend} />);
    fireEvent.change(input(), { target: { value: 'first line' } });
    fireEvent.keyDown(input(), { key: 'Enter', shiftKey: true });
    fireEvent.keyDown(input(), { key: 'Enter', isComposing: true });
    expect(onSend).not.toHaveBeenCalled();
  });

  it('cannot send an empty message', () => {
    render(<ChatComposer onSend={onSend} />);
    expect((screen.getByTestId('chat-send') as HTMLButtonElement).disabled).toBe(true);
    fireEvent.change(input(), { target: { value: '   ' } });
    fireEvent.keyDown(input(), { key: 'Enter' });
    expect(onSend).not.toHaveBeenCalled();
  });

  it('puts what did not go back in the box and says why', async () => {
    onSend.mockImplementation(async (message) => ({ error: 'Too many requests', unsent: message }));
    render(<ChatComposer onSend={onSend} />);
    fireEvent.change(input(), { target: { value: 'are you there?' } });
    fireEvent.click(screen.getByTestId('chat-send'));
    expect(await screen.findByRole('alert')).toHaveProperty('textContent', 'Too many requests');
    expect(input().value).toBe('are you there?');
  });

  it('previews an attached image, can remove it, and sends it', async () => {
    render(<ChatComposer onSend={onSend} />);
    const file = new File([new Uint8Array([0x89, 0x50])], 'receipt.png', { type: 'image/png' });
    const picker = screen.getByTestId('chat-file-input') as HTMLInputElement;
    expect(picker.accept).toBe('image/png,image/jpeg,image/webp,image/gif');
    fireEvent.change(picker, { target: { files: [file] } });
    expect(screen.getByTestId('chat-image-preview')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'CHAT_REMOVE_IMAGE' }));
    expect(screen.queryByTestId('chat-image-preview')).toBeNull();

    fireEvent.change(picker, { target: { files: [file] } });
    fireEvent.click(screen.getByTestId('chat-send'));
    await waitFor(() => expect(onSend).toHaveBeenCalledWith({ text: '', image: file }));
    expect(screen.queryByTestId('chat-image-preview')).toBeNull();
  });

  it('labels every control for keyboard and screen-reader users', () => {
    render(<ChatComposer onSend={onSend} />);
    expect(screen.getByRole('textbox', { name: 'CHAT_INPUT_LABEL' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'CHAT_ATTACH_IMAGE' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'CHAT_SEND' })).toBeTruthy();
  });
});
