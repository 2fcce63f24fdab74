import { useEffect, useState, type ReactNode } from 'react';
import { bonusesApi } from '../../sdk/api/bonuses.ts';
import type { Bonus, BonusCancelInfo, Freespin } from '../../sdk/api/schemas.ts';
import type { Core } from '../../sdk/core.ts';
import { messagesFor, type MessagesOf } from '../../sdk/i18n/i18n.ts';
import type { Locale } from '../../sdk/i18n/locales.ts';
import { currency as currencyInfo } from '../../sdk/money/currencies.ts';
import { formatMoney } from '../../sdk/money/format.ts';
import { getQueries } from '../../sdk/query/index.ts';
import { KEYS } from '../../sdk/query/keys.ts';
import { countdownTo, decimalToCents, freespinsLeft, isPastBonus, isPastFreespin, splitByStage, visibleGifts, wageringPercent } from '../../sdk/rules/bonuses.ts';
import { durationText } from '../ui/duration.ts';
import { Modal, ModalTitle } from '../ui/Modal.tsx';
import type { ToastRequest } from '../ui/Toast.tsx';
import { useNow } from '../ui/use-now.ts';
import { giftsMessages } from './messages.ts';
import { useGifts } from './use-gifts.ts';

type Gift = { kind: 'bonus'; item: Bonus } | { kind: 'freespins'; item: Freespin };
type Pending = { action: 'activate' | 'remove'; gift: Gift };
type T = MessagesOf<typeof giftsMessages>;

export interface GiftsListProps {
  core: Core;
  locale: Locale;
  onToast: (toast: ToastRequest) => void;
  /** The level of the "current" / "past" headings (a gift's title is one below). */
  level?: 2 | 3 | 4;
  /** Show past gifts too (the profile); the widget shows current ones only when false. */
  withPast?: boolean;
}

const MINUTE = 60_000;

/**
 * The player's bonuses and free spins (docs/product/bonuses-and-free-spins.md#lifecycle,
 * docs/api/bonuses.md "Lifecycle"): current and past, issued items of a disabled group hidden,
 * activate and delete behind a confirmation in the one Modal (deleting a bonus being wagered says
 * what is forfeited, from `cancel_info`), countdowns that re-render each minute, the wagering bar.
 * A platform without the bonus routes answers 404: shown as "not available", never made-up gifts.
 */
export function GiftsList({ core, locale, onToast, level = 3, withPast = true }: GiftsListProps) {
  const t = messagesFor(giftsMessages, locale);
  const { bonuses, freespins, disabledGroups } = useGifts(core);
  const now = useNow(MINUTE);
  const [pending, setPending] = useState<Pending | null>(null);
  const [busy, setBusy] = useState(false);

  if (bonuses.loading || freespins.loading) return <p role="status" className="ck-muted">{t.loading}</p>;
  const status = (error: unknown) => (error as { status?: number } | null)?.status;
  if (status(bonuses.error) === 404 && status(freespins.error) === 404) return <p className="ck-alert ck-alert--info">{t.unavailable}</p>;
  // A platform that serves only one of the lists (no free-spin routes: 404) shows the other.
  const failed = (error: unknown) => error !== null && status(error) !== 404;
  if (failed(bonuses.error) || failed(freespins.error)) {
    return (
      <p className="ck-alert ck-alert--info" role="alert">
        {t.failed}{' '}
        <button type="button" className="ck-link-button" onClick={() => { bonuses.refetch(); freespins.refetch(); }}>{t.retry}</button>
      </p>
    );
  }

  const gifts: Gift[] = [
    ...visibleGifts(bonuses.data ?? [], disabledGroups).map((item): Gift => ({ kind: 'bonus', item })),
    ...visibleGifts(freespins.data ?? [], disabledGroups).map((item): Gift => ({ kind: 'freespins', item })),
  ].sort((a, b) => Date.parse(b.item.created_at) - Date.parse(a.item.created_at));
  const { current, past } = splitByStage(gifts, (gift) => (gift.kind === 'bonus' ? isPastBonus(gift.item) : isPastFreespin(gift.item)));

  const run = async ({ action, gift }: Pending) => {
    const api = bonusesApi(core.http);
    const id = gift.item.id;
    setBusy(true);
    try {
      if (gift.kind === 'bonus') await (action === 'activate' ? api.activateBonus(id) : api.cancelBonus(id));
      else await (action === 'activate' ? api.activateFreespins(id) : api.cancelFreespins(id));
      onToast({ kind: 'success', text: action === 'activate' ? t.activated : t.removed });
    } catch {
      onToast({ kind: 'error', text: t.actionFailed });
    } finally {
      setBusy(false);
      setPending(null);
      // The push invalidates the list too; joining an in-flight fetch, this asks once.
      void getQueries(core).invalidate(gift.kind === 'bonus' ? KEYS.bonuses : KEYS.freespins);
    }
  };

  const Heading = `h${level}` as 'h3';
  return (
    <div className="ck-giftlist">
      <Heading className="ck-giftlist__heading">{t.current}</Heading>
      {current.length === 0 ? (
        <p className="ck-muted">{t.empty}</p>
      ) : (
        <ul className="ck-gifts">
          {current.map((gift) => <GiftCard key={`${gift.kind}${gift.item.id}`} gift={gift} t={t} locale={locale} now={now} level={level + 1} busy={busy} onAsk={(action) => setPending({ action, gift })} />)}
        </ul>
      )}
      {withPast && past.length > 0 ? (
        <>
          <Heading className="ck-giftlist__heading">{t.past}</Heading>
          <ul className="ck-gifts ck-gifts--past">
            {past.map((gift) => <GiftCard key={`${gift.kind}${gift.item.id}`} gift={gift} t={t} locale={locale} now={now} level={level + 1} busy={busy} onAsk={() => undefined} />)}
          </ul>
        </>
      ) : null}
      {pending ? <Confirm core={core} t={t} pending={pending} busy={busy} onYes={() => void run(pending)} onNo={() => setPending(null)} /> : null}
    </div>
  );
}

function GiftCard({ gift, t, locale, now, level, busy, onAsk }: { gift: Gift; t: T; locale: Locale; now: number; level: number; busy: boolean; onAsk: (action: 'activate' | 'remove') => void }) {
  const { item } = gift;
  const Title = `h${Math.min(level, 6)}` as 'h4';
  const deadline = item.stage === 'issued' ? countdownTo(item.activatable_until, now) : ['wait', 'handle_bets', 'activated'].includes(item.stage) ? countdownTo(item.valid_until, now) : null;
  const deadlineIso = item.stage === 'issued' ? item.activatable_until : item.valid_until;
  let value: ReactNode;
  let progress: ReactNode = null;
  if (gift.kind === 'bonus') {
    const bonus = gift.item;
    value = formatMoney(bonus.amount_cents, bonus.currency, locale);
    if (bonus.amount_wager_requirement_cents > 0 && (bonus.stage === 'handle_bets' || bonus.stage === 'wait')) {
      const percent = wageringPercent(bonus.amount_wager_cents, bonus.amount_wager_requirement_cents);
      progress = (
        <div className="ck-gift__wager">
          <div className="ck-row ck-gift__wager-head">
            <span>{t.wagering}</span>
            <strong>{percent}%</strong>
          </div>
          <div className="ck-progress" role="progressbar" aria-label={`${t.wagering}: ${bonus.title}`} aria-valuemin={0} aria-valuemax={100} aria-valuenow={percent}>
            <span style={{ width: `${percent}%` }} />
          </div>
          <p className="ck-muted">{t.format('wagered', { wagered: bonus.amount_wager_cents, required: bonus.amount_wager_requirement_cents, currency: bonus.currency })}</p>
        </div>
      );
    }
  } else {
    const pack = gift.item;
    value = pack.stage === 'activated' ? t.format('freespinsLeft', { count: freespinsLeft(pack) }) : t.format('freespins', { count: pack.freespins_total });
  }
  return (
    <li className={`ck-card ck-gift ck-gift--${item.stage}`}>
      <div className="ck-gift__head">
        <Title className="ck-gift__title">{item.title}</Title>
        <span className="ck-badge">{t[`stage_${item.stage}` as 'stage_issued']}</span>
      </div>
      <p className="ck-gift__value">{gift.kind === 'bonus' ? <span className="ck-muted">{t.bonus}</span> : null} <strong>{value}</strong></p>
      {progress}
      {deadline && deadlineIso ? (
        <p className="ck-muted ck-gift__deadline">
          <time dateTime={deadlineIso}>{t.format(item.stage === 'issued' ? 'activateWithin' : 'endsIn', { time: durationText(deadline, locale) })}</time>
        </p>
      ) : null}
      {item.activatable || item.cancelable ? (
        <div className="ck-row">
          {item.activatable ? <button type="button" className="ck-button ck-button--small" disabled={busy} onClick={() => onAsk('activate')}>{t.activate}</button> : null}
          {item.cancelable ? <button type="button" className="ck-button ck-button--ghost ck-button--small" disabled={busy} onClick={() => onAsk('remove')}>{t.remove}</button> : null}
        </div>
      ) : null}
    </li>
  );
}

/** The one Modal asking before an activation or a deletion; a bonus being wagered says what is forfeited. */
function Confirm({ core, t, pending, busy, onYes, onNo }: { core: Core; t: T; pending: Pending; busy: boolean; onYes: () => void; onNo: () => void }) {
  const { action, gift } = pending;
  const wagering = action === 'remove' && gift.kind === 'bonus' && gift.item.stage === 'handle_bets';
  const [info, setInfo] = useState<BonusCancelInfo | null>(null);
  useEffect(() => {
    if (!wagering) return;
    let live = true;
    bonusesApi(core.http).cancelInfo(gift.item.id).then((answer) => live && setInfo(answer), () => undefined);
    return () => {
      live = false;
    };
  }, [core, wagering, gift.item.id]);
  const title = t.format(action === 'activate' ? 'confirmActivate' : 'confirmRemove', { title: gift.item.title });
  const currency = gift.item.currency;
  const subunits = currencyInfo(currency)?.subunits_to_unit ?? 100;
  const forfeit = info ? decimalToCents(info.bonus_balance, subunits) + decimalToCents(info.bonus_winnings, subunits) : null;
  return (
    <Modal label={title} onClose={onNo} dismissible={!busy}>
      <div className="ck-stack ck-confirm">
        <ModalTitle>{title}</ModalTitle>
        <p>{action === 'activate' ? t.confirmActivateText : t.confirmRemoveText}</p>
        {wagering ? <p className="ck-alert ck-alert--warning">{forfeit === null ? t.confirmForfeitAny : t.format('confirmForfeit', { amount: forfeit, currency })}</p> : null}
        <div className="ck-row">
          <button type="button" className={`ck-button${action === 'remove' ? ' ck-button--danger' : ''}`} disabled={busy} onClick={onYes}>{action === 'activate' ? t.confirmYesActivate : t.confirmYesRemove}</button>
          <button type="button" className="ck-button ck-button--ghost" disabled={busy} onClick={onNo}>{t.confirmNo}</button>
        </div>
      </div>
    </Modal>
  );
}
