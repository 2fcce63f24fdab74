import { byDefault, lazyChunk, type LazyChunk } from '../lib/lazy-chunk.ts';
import type { PopupView } from '../router/navigator.ts';
import type { PopupName } from '../router/route-table.ts';
import { useServices } from '../state/app-context.tsx';

export interface PopupProps {
  popup: PopupView;
  close(): void;
}

const auth = () => import('./AuthPopups.tsx');
const POPUPS: Record<PopupName, LazyChunk<PopupProps>> = {
  'sign-in': lazyChunk(() => import('./LoginPopup.tsx'), byDefault),
  'sign-up': lazyChunk(() => import('./RegistrationPopup.tsx'), byDefault),
  remind: lazyChunk(auth, (module) => module.RemindPopup),
  'new-password': lazyChunk(auth, (module) => module.NewPasswordPopup),
  'email-verify': lazyChunk(auth, (module) => module.EmailVerifyPopup),
  'email-confirmation': lazyChunk(auth, (module) => module.ConfirmationPopup),
  cashbox: lazyChunk(() => import('./CashboxPopup.tsx'), byDefault),
  'personal-info': lazyChunk(() => import('./PersonalInfoPopup.tsx'), byDefault),
  'edit-profile': lazyChunk(() => import('./PersonalInfoPopup.tsx'), byDefault),
  chat: lazyChunk(() => import('./ChatPopup.tsx'), byDefault),
};

/** The popup the route (or its hash, or a guard) asks for, over the page underneath. */
export function PopupOutlet({ popup }: { popup: PopupView | null }) {
  const { nav } = useServices();
  if (!popup) return null;
  const Component = POPUPS[popup.name]();
  return <Component key={`${popup.name}${popup.search}`} popup={popup} close={() => nav.closePopup()} />;
}
