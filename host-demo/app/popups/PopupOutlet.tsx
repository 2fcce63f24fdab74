import { lazy, type ComponentType } from 'react';
import type { PopupView } from '../router/navigator.ts';
import type { PopupName } from '../router/route-table.ts';
import { useServices } from '../state/app-context.tsx';

export interface PopupProps {
  popup: PopupView;
  close(): void;
}

const auth = () => import('./AuthPopups.tsx');
const POPUPS: Record<PopupName, ComponentType<PopupProps>> = {
  'sign-in': lazy(() => import('./LoginPopup.tsx')),
  'sign-up': lazy(() => import('./RegistrationPopup.tsx')),
  remind: lazy(() => auth().then((module) => ({ default: module.RemindPopup }))),
  'new-password': lazy(() => auth().then((module) => ({ default: module.NewPasswordPopup }))),
  'email-verify': lazy(() => auth().then((module) => ({ default: module.EmailVerifyPopup }))),
  'email-confirmation': lazy(() => auth().then((module) => ({ default: module.ConfirmationPopup }))),
  cashbox: lazy(() => import('./CashboxPopup.tsx')),
  'personal-info': lazy(() => import('./PersonalInfoPopup.tsx')),
  'edit-profile': lazy(() => import('./PersonalInfoPopup.tsx')),
  chat: lazy(() => import('./ChatPopup.tsx')),
};

/** The popup the route (or its hash, or a guard) asks for, over the page underneath. */
export function PopupOutlet({ popup }: { popup: PopupView | null }) {
  const { nav } = useServices();
  if (!popup) return null;
  const Component = POPUPS[popup.name];
  return <Component key={`${popup.name}${popup.search}`} popup={popup} close={() => nav.closePopup()} />;
}
