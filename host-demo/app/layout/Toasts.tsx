import { useSyncExternalStore } from 'react';
import { createPortal } from 'react-dom';
import { MODAL_CHANGE, OVERLAY_SLOT, topModal } from '../../../widgets/ui/Modal.tsx';
import { ToastOutlet } from '../../../widgets/ui/Toast.tsx';
import { useServices, useT } from '../state/app-context.tsx';

/**
 * The page's toasts through the one outlet (widgets/ui/Toast.tsx), in the host's look. While a popup
 * is open (a modal `<dialog>`, which makes the rest of the page inert and sits in the top layer) they
 * render inside it, so they stay visible, readable and dismissible; a widget's popup (the cashbox,
 * in its shadow root) takes them through its overlay slot (widgets/ui/Modal.tsx `topModal`).
 */
export function Toasts() {
  const { toasts } = useServices();
  const t = useT();
  // No popup is open in a server render (host-demo/server/first-view.ts), nor when the browser hydrates it.
  const layer = useSyncExternalStore(subscribeModals, () => topModal(), () => null);
  const outlet = <ToastOutlet store={toasts} dismissLabel={t.dismiss} classPrefix="" />;
  if (!layer) return outlet;
  // A widget's Modal (the cashbox) is in its shadow root: the toasts go in through its overlay slot.
  return createPortal(layer instanceof HTMLDialogElement ? outlet : <div slot={OVERLAY_SLOT}>{outlet}</div>, layer);
}

function subscribeModals(onChange: () => void): () => void {
  document.addEventListener(MODAL_CHANGE, onChange);
  return () => document.removeEventListener(MODAL_CHANGE, onChange);
}
