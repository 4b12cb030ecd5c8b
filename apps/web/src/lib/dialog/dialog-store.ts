import { create } from 'zustand';

/** One alert or confirm waiting to be answered. Texts are already translated by the caller. */
export interface DialogRequest {
  id: number;
  kind: 'alert' | 'confirm';
  /** Heading; the host uses the translated NOTIFICATION when absent. */
  title?: string;
  message: string;
  /** Label of the confirm button; OK when absent. */
  confirmText?: string;
  /** Label of the cancel button (confirm only); Cancel when absent. */
  cancelText?: string;
  resolve: (confirmed: boolean) => void;
}

interface DialogState {
  /** Dialogs in the order they were raised; the host shows the first. */
  queue: DialogRequest[];
  /** Answers the dialog `id` and removes it. */
  settle: (id: number, confirmed: boolean) => void;
}

let nextId = 1;

/** The queue of open dialogs, rendered by DialogHost. */
export const useDialogStore = create<DialogState>()((set, get) => ({
  queue: [],
  settle: (id, confirmed) => {
    const request = get().queue.find((entry) => entry.id === id);
    set({ queue: get().queue.filter((entry) => entry.id !== id) });
    request?.resolve(confirmed);
  },
}));

/** Texts of a dialog. */
export interface DialogText {
  title?: string;
  message: string;
  confirmText?: string;
  cancelText?: string;
}

function enqueue(kind: DialogRequest['kind'], text: DialogText): Promise<boolean> {
  return new Promise<boolean>((resolve) => {
    const request: DialogRequest = { id: nextId++, kind, ...text, resolve };
    useDialogStore.setState((state) => ({ queue: [...state.queue, request] }));
  });
}

/** Shows a message with one OK button; resolves when it is dismissed. */
export async function showAlert(text: DialogText): Promise<void> {
  await enqueue('alert', text);
}

/** Asks a question with cancel and confirm; resolves true on confirm, false on cancel or close. */
export function showConfirm(text: DialogText): Promise<boolean> {
  return enqueue('confirm', text);
}
