import { lazy } from 'react';
import { useSignalValue } from '../../../widgets/ui/use-signal.ts';
import { useServices } from '../state/app-context.tsx';
import { useOverlays } from '../state/overlays.ts';

const ChatPopup = lazy(() => import('./ChatPopup.tsx'));
const TermsPopup = lazy(() => import('./StartupPopups.tsx').then((module) => ({ default: module.TermsPopup })));
const AuNoticeCard = lazy(() => import('./StartupPopups.tsx').then((module) => ({ default: module.AuNoticeCard })));
const IosExitPopup = lazy(() => import('./StartupPopups.tsx').then((module) => ({ default: module.IosExitPopup })));
const SurveyPopup = lazy(() => import('./StartupPopups.tsx').then((module) => ({ default: module.SurveyPopup })));

/**
 * Popups that are not routes, one at a time, most important first: the Australia card, the
 * terms acceptance, the chat, the iOS in-app browser exit, the survey. None shows over a route popup.
 */
export function Overlays() {
  const { nav, session, chatOpen } = useServices();
  const view = useSignalValue(nav.view);
  const termsRequired = useSignalValue(session.termsRequired);
  const chat = useSignalValue(chatOpen);
  const overlays = useOverlays();
  if (overlays.auNotice && view?.page.page !== 'oops') return <AuNoticeCard />;
  if (view?.popup) return null;
  if (termsRequired) return <TermsPopup />;
  if (chat) return <ChatPopup close={() => (chatOpen.value = false)} />;
  if (overlays.iosExit) return <IosExitPopup />;
  if (overlays.survey) return <SurveyPopup />;
  return null;
}
