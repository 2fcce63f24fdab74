import { useSyncExternalStore } from 'react';
import { createPortal } from 'react-dom';
import { MODAL_CHANGE, topModal } from '../../../widgets/ui/Modal.tsx';
import { ToastOutlet } from '../../../widgets/ui/Toast.tsx';
import { useServices, useT } from '../state/app-context.tsx';

/**
 * The page's toasts through the one outlet (widgets/ui/Toast.tsx), in the host's look. While a popup
 * is open (a modal `<dialog>`, which makes the rest of the page inert and sits in the top layer) they
 * render inside it, so they stay visible, readable and dismissible.
 */
export function Toasts() {
  const { toasts } = useServices();
  const t = useT();
  const layer = useSyncExternalStore(subscribeModals, () => topModal());
  const outlet = <ToastOutlet store={toasts} dismissLabel={t.dismiss} classPrefix="" />;
  return layer ? createPortal(outlet, layer) : outlet;
}

function subscribeModals(onChange: () => void): () => void {
  document.addEventListener(MODAL_CHANGE, onChange);
  return () => document.removeEventListener(MODAL_CHANGE, onChange);
}
