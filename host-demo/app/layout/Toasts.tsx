import { useSignalValue } from '../../../widgets/ui/use-signal.ts';
import { useServices, useT } from '../state/app-context.tsx';

/** Toasts: a live region (warnings and errors as alerts); each auto-dismisses after 10 s unless told not to. */
export function Toasts() {
  const { toasts } = useServices();
  const list = useSignalValue(toasts.list);
  const t = useT();
  return (
    <div className="toasts" aria-live="polite">
      {list.map((toast) => (
        <div key={toast.id} className={`toast toast--${toast.kind}`} role={toast.kind === 'warning' || toast.kind === 'error' ? 'alert' : 'status'}>
          <p>{toast.text}</p>
          <button type="button" className="toast__close" onClick={() => toasts.dismiss(toast.id)} aria-label={t.dismiss}>
            ×
          </button>
        </div>
      ))}
    </div>
  );
}
