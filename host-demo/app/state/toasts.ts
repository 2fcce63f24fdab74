/** Toasts (spec 000 §8–§9): auto-dismissed after 10 s unless a warning asks to stay (limit reached). */
import { signal } from '@preact/signals-core';
import { TOAST_DISMISS_MS } from '../../../sdk/rules/constants.ts';

export type ToastKind = 'success' | 'info' | 'warning' | 'error';

export interface Toast {
  id: number;
  kind: ToastKind;
  text: string;
  autoClose: boolean;
}

export class Toasts {
  readonly list = signal<Toast[]>([]);
  #next = 1;
  readonly #timers = new Map<number, ReturnType<typeof setTimeout>>();

  show(kind: ToastKind, text: string, options: { autoClose?: boolean } = {}): number {
    // The same text twice in a row (a double click, a repeated guard) shows once.
    const same = this.list.peek().find((toast) => toast.text === text);
    if (same) return same.id;
    const toast: Toast = { id: this.#next++, kind, text, autoClose: options.autoClose ?? true };
    this.list.value = [...this.list.peek(), toast];
    if (toast.autoClose) this.#timers.set(toast.id, setTimeout(() => this.dismiss(toast.id), TOAST_DISMISS_MS));
    return toast.id;
  }

  dismiss(id: number): void {
    clearTimeout(this.#timers.get(id));
    this.#timers.delete(id);
    this.list.value = this.list.peek().filter((toast) => toast.id !== id);
  }
}
