/**
 * Toasts, framework-free (docs/rules.md; docs/architecture.md "Server state"): one store per
 * surface (the host's page, each account widget), rendered by the one outlet
 * `widgets/ui/Toast.tsx` `ToastOutlet`. Auto-dismissed after 10 s unless told to stay (a reached
 * limit stays until dismissed); the same text twice in a row (a double click, a repeated guard)
 * shows once.
 */
import { signal } from '@preact/signals-core';
import { TOAST_DISMISS_MS } from '../rules/constants.ts';

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

  /** Ends every timer (the surface unmounts); the list stays as it is. */
  stopTimers(): void {
    for (const timer of this.#timers.values()) clearTimeout(timer);
    this.#timers.clear();
  }
}
