import { groupIdsOf } from '../../../sdk/rules/groups.ts';
import { inVipGroup } from '../../../sdk/rules/vip.ts';
import { useSignalValue } from '../../../widgets/ui/use-signal.ts';
import { ContactForm } from '../components/ContactForm.tsx';
import { useServices, useT } from '../state/app-context.tsx';
import { chatProvider } from './chat-provider.ts';
import { Popup } from './Popup.tsx';

/**
 * Support chat panel (#chat, the header, /support): which chat provider serves the player
 * follows the level group (docs/product/account-and-auth.md#support-chat, spec 000 §4); the sandbox has no chat provider, so both lines end in
 * the contact form, labelled with the line the player would reach.
 */
export default function ChatPopup({ close }: { close: () => void }) {
  const { session } = useServices();
  const t = useT();
  const user = useSignalValue(session.user);
  const groups = groupIdsOf(user?.statuses);
  const line = chatProvider(groups, Boolean(user?.id));
  return (
    <Popup title={t.chatTitle} onClose={close} testId="chat-popup">
      <p>{t.chatIntro}</p>
      <p className="muted" data-testid="chat-line">
        {inVipGroup(groups) ? t.chatVip : line === 'live-chat' ? t.chatLive : t.chatSecondary}
      </p>
      <ContactForm onSent={close} />
    </Popup>
  );
}
