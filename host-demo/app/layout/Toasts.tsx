import { useSyncExternalStore } from 'react';
import { createPortal } from 'react-dom';
import { MODAL_CHANGE, topModal } from '../../../widgets/ui/Modal.tsx';
import { useSignalValue } from '../../../widgets/ui/use-signal.ts';
import { useServices, useT } from '../state/app-context.tsx';

/**
 * Toasts: a live region (warnings and errors as alerts); each auto-dismisses after 10 s unless told
 * not to. While a popup is open (a modal `<dialog>`, which makes the rest of the page inert and sits
 * in the top layer) they render inside it, so they stay visible, readable and dismissible.
 */
export function Toasts() {
  const { toasts } = useServices();
  const list = useSignalValue(toasts.list);
  const t = useT();
  const layer = useSyncExternalStore(subscribeModals, () => topModal());
  const outlet = (
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
  return layer ? createPortal(outlet, layer) : outlet;
}

function subscribeModals(onChange: () => void): () => void {
  document.addEventListener(MODAL_CHANGE, onChange);
  return () => document.removeEventListener(MODAL_CHANGE, onChange);
}
