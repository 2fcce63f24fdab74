import { byDefault, lazyChunk } from '../lib/lazy-chunk.ts';
import { useSignalValue } from '../../../widgets/ui/use-signal.ts';
import { useServices } from '../state/app-context.tsx';
import { useOverlays } from '../state/overlays.ts';

const ChatPopupChunk = lazyChunk(() => import('./ChatPopup.tsx'), byDefault);
const TermsPopupChunk = lazyChunk(() => import('./StartupPopups.tsx'), (module) => module.TermsPopup);
const AuNoticeCardChunk = lazyChunk(() => import('./StartupPopups.tsx'), (module) => module.AuNoticeCard);
const IosExitPopupChunk = lazyChunk(() => import('./StartupPopups.tsx'), (module) => module.IosExitPopup);
const SurveyPopupChunk = lazyChunk(() => import('./StartupPopups.tsx'), (module) => module.SurveyPopup);

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
  const AuNoticeCard = AuNoticeCardChunk();
  const TermsPopup = TermsPopupChunk();
  const ChatPopup = ChatPopupChunk();
  const IosExitPopup = IosExitPopupChunk();
  const SurveyPopup = SurveyPopupChunk();
  if (overlays.auNotice && view?.page.page !== 'oops') return <AuNoticeCard />;
  if (view?.popup) return null;
  if (termsRequired) return <TermsPopup />;
  if (chat) return <ChatPopup close={() => (chatOpen.value = false)} />;
  if (overlays.iosExit) return <IosExitPopup />;
  if (overlays.survey) return <SurveyPopup />;
  return null;
}
