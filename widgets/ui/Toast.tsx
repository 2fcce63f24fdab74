import { useCallback, useEffect, useState } from 'react';
import { Toasts as ToastStore, type ToastKind } from '../../sdk/state/toasts.ts';
import { useSignalValue } from './use-signal.ts';

export interface ToastRequest {
  kind: ToastKind;
  text: string;
  /** Stays until dismissed (docs/rules.md: 'limit reached' does not auto-close). */
  sticky?: boolean;
}

/** A widget's toasts: its own store (sdk/state/toasts.ts), whose timers end on unmount. */
export function useToasts() {
  const [store] = useState(() => new ToastStore());
  useEffect(() => () => store.stopTimers(), [store]);
  const push = useCallback((toast: ToastRequest) => store.show(toast.kind, toast.text, { autoClose: !toast.sticky }), [store]);
  return { store, push };
}

/**
 * The one toast outlet (widgets and the white-label host): a polite live region, warnings and
 * errors as alerts, each with a dismiss button. `classPrefix` names the classes: `ck-` inside a
 * widget's shadow root (widgets/ui/account-css.ts), '' in the host (host-demo/app/styles/app.css).
 */
export function ToastOutlet({ store, dismissLabel, classPrefix = 'ck-' }: { store: ToastStore; dismissLabel: string; classPrefix?: string }) {
  const list = useSignalValue(store.list);
  return (
    <div className={`${classPrefix}toasts`} aria-live="polite">
      {list.map((toast) => (
        <div key={toast.id} className={`${classPrefix}toast ${classPrefix}toast--${toast.kind}`} role={toast.kind === 'error' || toast.kind === 'warning' ? 'alert' : 'status'}>
          <p>{toast.text}</p>
          <button type="button" className={`${classPrefix}toast__close`} aria-label={dismissLabel} onClick={() => store.dismiss(toast.id)}>
            ×
          </button>
        </div>
      ))}
    </div>
  );
}
