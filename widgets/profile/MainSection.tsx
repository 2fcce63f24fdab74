import { useState } from 'react';
import { messagesFor } from '../../sdk/i18n/i18n.ts';
import { configApi } from '../../sdk/api/config.ts';
import { profileApi } from '../../sdk/api/player.ts';
import type { Subscriptions } from '../../sdk/api/schemas.ts';
import { groupIdsOf } from '../../sdk/rules/groups.ts';
import { accountMessages } from '../ui/account-messages.ts';
import { CheckboxField } from '../ui/Field.tsx';
import { PersonalInfoForm, type PersonalField } from '../ui/PersonalInfoForm.tsx';
import { useLoad } from '../ui/use-load.ts';
import { messages } from './messages.ts';
import type { SectionProps } from './section.ts';

const FIELDS: readonly PersonalField[] = ['nickname', 'first_name', 'last_name', 'gender', 'date_of_birth', 'mobile_phone', 'country', 'city', 'address', 'postal_code', 'state'];

/** Personal data (docs/product/account-and-auth.md#field-rules, spec 000 §5 rules, 422 per field), subscriptions, and the VIP manager panel. */
export function MainSection({ core, locale, player, toast, href, vip }: SectionProps & { vip: boolean }) {
  const t = messagesFor(messages, locale);
  return (
    <div className="ck-stack">
      {vip ? <ManagerPanel core={core} locale={locale} player={player} toast={toast} navigate={() => undefined} href={href} /> : null}
      <PersonalInfoForm core={core} locale={locale} player={player} fields={FIELDS} context="edition" component="profile-main" submitLabel={t.save} savedLabel={t.saved} />
      <SubscriptionsPanel core={core} locale={locale} player={player} toast={toast} navigate={() => undefined} href={href} />
    </div>
  );
}

function SubscriptionsPanel({ core, locale, toast }: SectionProps) {
  const t = messagesFor(messages, locale);
  const subscriptions = useLoad<Subscriptions | null>(core, 'LOAD_SUBSCRIPTIONS_ERROR', () => profileApi(core.http).subscriptions(), null);
  const [busy, setBusy] = useState(false);
  const flip = async (field: 'receive_promos' | 'receive_sms_promos', value: boolean) => {
    setBusy(true);
    try {
      await profileApi(core.http).updateSubscriptions({ [field]: value });
      subscriptions.reload();
      toast({ kind: 'success', text: value ? t.subscribed : t.unsubscribed });
    } catch {
      toast({ kind: 'error', text: messagesFor(accountMessages, locale).server_error });
    } finally {
      setBusy(false);
    }
  };
  return (
    <fieldset className="ck-card ck-fieldset-plain" aria-busy={subscriptions.loading || busy}>
      <legend className="ck-legend">{t.subscriptions}</legend>
      {subscriptions.data ? (
        <>
          <CheckboxField name="receive_promos" label={t.promosEmail} checked={subscriptions.data.receive_promos} disabled={busy} onChange={(value) => void flip('receive_promos', value)} />
          <CheckboxField name="receive_sms_promos" label={t.promosSms} checked={subscriptions.data.receive_sms_promos} disabled={busy} onChange={(value) => void flip('receive_sms_promos', value)} />
        </>
      ) : subscriptions.loading ? (
        <p className="ck-muted" role="status">{messagesFor(accountMessages, locale).loading}</p>
      ) : (
        <p className="ck-muted">{t.subscriptionsFailed}</p>
      )}
    </fieldset>
  );
}

/** VIP players' personal manager (docs/product/account-and-auth.md#vip-manager, spec 000 §6) from POST /api/fe/config/managers. */
function ManagerPanel({ core, locale, player }: SectionProps) {
  const t = messagesFor(messages, locale);
  const groups = groupIdsOf(player.statuses);
  const manager = useLoad(core, 'LOAD_MANAGER_ERROR', () => configApi(core.http).manager(groups), null, [groups.join(',')]);
  if (!manager.data) return null;
  const m = manager.data;
  return (
    <section className="ck-card ck-manager" aria-labelledby="ck-manager-title">
      <h4 id="ck-manager-title">{t.managerTitle}</h4>
      <p><strong>{m.managerName}</strong> <span className="ck-muted">· {m.time}</span></p>
      <ul className="ck-manager__links">
        <li><a className="ck-button ck-button--ghost ck-button--small" href={m.whatsAppLink} target="_blank" rel="noopener noreferrer">{t.whatsApp}</a></li>
        <li><a className="ck-button ck-button--ghost ck-button--small" href={m.telegramLink} target="_blank" rel="noopener noreferrer">{t.telegram}</a></li>
        <li><a className="ck-button ck-button--ghost ck-button--small" href={`mailto:${m.email}`}>{t.email}</a></li>
      </ul>
    </section>
  );
}
