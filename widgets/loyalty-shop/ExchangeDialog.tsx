import { useState } from 'react';
import { loyaltyApi } from '../../sdk/api/loyalty.ts';
import { profileApi } from '../../sdk/api/player.ts';
import type { ExchangeResult } from '../../sdk/api/schemas/loyalty-exchange.ts';
import type { Core } from '../../sdk/core.ts';
import { ApiError } from '../../sdk/http/errors.ts';
import { getSession } from '../../sdk/session/index.ts';
import { Modal, ModalTitle } from '../ui/Modal.tsx';
import { maxQuantity, type ShopCard } from './cards.ts';
import type { Messages } from './LoyaltyShop.tsx';

type Step = { kind: 'confirm' } | { kind: 'enable' } | { kind: 'busy' } | { kind: 'done'; result: ExchangeResult } | { kind: 'failed'; code: string | undefined; missing: number };

interface Props {
  card: ShopCard;
  balance: number;
  currency: string;
  canIssue: boolean;
  multiAccount: boolean;
  core: Core;
  t: Messages;
  go: (path: string) => (event: { preventDefault(): void }) => void;
  href: (path: string) => string;
  onDone: (result: ExchangeResult) => void;
  onClose: () => void;
}

/**
 * The exchange flow (docs/product/loyalty-lootboxes-wheel.md#exchange, spec 001 §4) in the one modal
 * (widgets/ui/Modal.tsx): the quantity (a stepper only when floor(points / cost) > 1), the
 * multi-account warning, the enable-bonuses confirmation for a player whose bonuses are off (cash
 * without wager needs none), then the result: success, or why not (the shortfall, with a way to
 * play). One idempotency key per exchange (sdk/api/loyalty.ts `exchangeOnce`).
 */
export function ExchangeDialog({ card, balance, currency, canIssue, multiAccount, core, t, go, href, onDone, onClose }: Props) {
  const cost = card.cost ?? 0;
  const max = maxQuantity(balance, cost);
  const [quantity, setQuantity] = useState(1);
  const [step, setStep] = useState<Step>({ kind: 'confirm' });
  const value = Math.max(1, Math.min(quantity, Math.max(1, max)));
  const needsBonuses = !(card.kind === 'money' && !card.wager);

  const run = async (enable: boolean) => {
    // Lottery cards buy tickets on the lottery's page (the card links there).
    if (card.kind === 'lotteries') return;
    setStep({ kind: 'busy' });
    try {
      if (enable) {
        await profileApi(core.http).updateBonusSettings(true);
        // The profile's `can_issue_bonuses` changed: read it again.
        void getSession(core).load();
      }
      const result = await loyaltyApi(core.http).exchangeOnce(card.kind, { group: card.group, points: value * cost }, currency);
      onDone(result);
      setStep({ kind: 'done', result });
    } catch (failure) {
      const code = failure instanceof ApiError ? failure.code : undefined;
      setStep({ kind: 'failed', code, missing: Math.max(0, value * cost - balance) });
    }
  };
  const confirm = () => (needsBonuses && !canIssue ? setStep({ kind: 'enable' }) : void run(false));

  const game = card.games?.[0];
  const title = step.kind === 'done' ? t.doneTitle : step.kind === 'failed' ? t.failedTitle : step.kind === 'enable' ? t.bonusesOffTitle : t.format('exchangeFor', { title: card.title });
  return (
    <Modal label={title} onClose={onClose} dismissible={step.kind !== 'busy'}>
      <div className="ck-shop__dialog">
        <ModalTitle className="ck-shop__dialog-title">{title}</ModalTitle>
        {step.kind === 'confirm' || step.kind === 'busy' ? (
          <form
            className="ck-shop__form"
            onSubmit={(event) => {
              event.preventDefault();
              if (step.kind === 'confirm') confirm();
            }}
          >
            {max > 1 && (
              <div className="ck-shop__stepper">
                <button type="button" className="ck-button ck-button--small ck-button--ghost" aria-label={t.fewer} disabled={value <= 1 || step.kind === 'busy'} onClick={() => setQuantity((q) => Math.max(1, Math.min(q, max) - 1))}>−</button>
                <label className="ck-shop__field">
                  <span className="ck-shop__label">{t.quantity}</span>
                  <input type="number" inputMode="numeric" min={1} max={max} value={value} disabled={step.kind === 'busy'} onChange={(event) => setQuantity(Number(event.currentTarget.value) || 1)} />
                </label>
                <button type="button" className="ck-button ck-button--small ck-button--ghost" aria-label={t.more} disabled={value >= max || step.kind === 'busy'} onClick={() => setQuantity((q) => Math.min(max, Math.max(1, q) + 1))}>+</button>
              </div>
            )}
            <p className="ck-shop__total" aria-live="polite">{t.format('total', { count: value * cost })}</p>
            {multiAccount && <p className="ck-shop__warning" role="note">{t.multiAccount}</p>}
            <div className="ck-shop__actions">
              <button type="button" className="ck-button ck-button--ghost" onClick={onClose} disabled={step.kind === 'busy'}>{t.cancel}</button>
              <button type="submit" className="ck-button" disabled={step.kind === 'busy'}>{step.kind === 'busy' ? t.exchanging : t.confirm}</button>
            </div>
          </form>
        ) : step.kind === 'enable' ? (
          <div className="ck-shop__form">
            <p>{t.bonusesOffText}</p>
            <div className="ck-shop__actions">
              <button type="button" className="ck-button ck-button--ghost" onClick={onClose}>{t.cancel}</button>
              <button type="button" className="ck-button" onClick={() => void run(true)}>{t.enableAndExchange}</button>
            </div>
          </div>
        ) : step.kind === 'done' ? (
          <div className="ck-shop__form" role="status">
            <p className="ck-shop__done">{t.format('doneText', { title: step.result.exchange.quantity > 1 ? `${step.result.exchange.quantity} × ${card.title}` : card.title })}</p>
            <p>{step.result.exchange.freespins_id && game ? t.doneFreespins : t.doneGifts}</p>
            <div className="ck-shop__actions">
              <button type="button" className="ck-button ck-button--ghost" onClick={onClose}>{t.close}</button>
              {step.result.exchange.freespins_id && game ? (
                <a className="ck-button" href={href(`/play/${game}?mode=real`)} onClick={(event) => { go(`/play/${game}?mode=real`)(event); onClose(); }}>{t.playNow}</a>
              ) : (
                <a className="ck-button" href={href('/profile/gifts')} onClick={(event) => { go('/profile/gifts')(event); onClose(); }}>{t.openGifts}</a>
              )}
            </div>
          </div>
        ) : (
          <div className="ck-shop__form" role="alert">
            <p>
              {step.code === 'not_enough_points'
                ? t.format('notEnough', { count: Math.max(1, step.missing) })
                : step.code === 'multi_account'
                  ? t.multiAccount
                  : step.code === 'bonuses_disabled'
                    ? t.bonusesOffText
                    : t.failedText}
            </p>
            <div className="ck-shop__actions">
              <button type="button" className="ck-button ck-button--ghost" onClick={onClose}>{t.close}</button>
              {step.code === 'not_enough_points' && (
                <a className="ck-button" href={href('/games/all')} onClick={(event) => { go('/games/all')(event); onClose(); }}>{t.playGames}</a>
              )}
            </div>
          </div>
        )}
      </div>
    </Modal>
  );
}
