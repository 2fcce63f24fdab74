import { useCallback, useEffect, useRef, useState } from 'react';
import { TOAST_DISMISS_MS } from '../../sdk/rules/constants.ts';

export interface Toast {
  id: number;
  kind: 'success' | 'info' | 'warning' | 'error';
  text: string;
  /** Stays until dismissed (spec 000 §8: 'limit reached' does not auto-close). */
  sticky?: boolean;
}

/** A widget's toasts: auto-dismissed after 10 s (spec 000 §9) unless sticky; timers end on unmount. */
export function useToasts() {
  const [toasts, setToasts] = useState<Toast[]>([]);
  const next = useRef(1);
  const timers = useRef(new Map<number, ReturnType<typeof setTimeout>>());
  const dismiss = useCallback((id: number) => {
    clearTimeout(timers.current.get(id));
    timers.current.delete(id);
    setToasts((list) => list.filter((toast) => toast.id !== id));
  }, []);
  const push = useCallback(
    (toast: Omit<Toast, 'id'>) => {
      const id = next.current++;
      setToasts((list) => [...list, { ...toast, id }]);
      if (!toast.sticky) timers.current.set(id, setTimeout(() => dismiss(id), TOAST_DISMISS_MS));
      return id;
    },
    [dismiss],
  );
  useEffect(() => {
    const pending = timers.current;
    return () => {
      for (const timer of pending.values()) clearTimeout(timer);
      pending.clear();
    };
  }, []);
  return { toasts, push, dismiss };
}

export function Toasts({ toasts, onDismiss, dismissLabel }: { toasts: readonly Toast[]; onDismiss: (id: number) => void; dismissLabel: string }) {
  return (
    <div className="ck-toasts" aria-live="polite">
      {toasts.map((toast) => (
        <div key={toast.id} className={`ck-toast ck-toast--${toast.kind}`} role={toast.kind === 'error' || toast.kind === 'warning' ? 'alert' : 'status'}>
          <span>{toast.text}</span>
          <button type="button" className="ck-toast__close" aria-label={dismissLabel} onClick={() => onDismiss(toast.id)}>
            ×
          </button>
        </div>
      ))}
    </div>
  );
}
