import { useEffect } from 'react';
import { vipClubApi } from '../../sdk/api/vip-club.ts';
import type { AdventureDayView, AdventureView } from '../../sdk/api/schemas/vip-club.ts';
import { messagesFor, type MessagesOf } from '../../sdk/i18n/i18n.ts';
import { resolveLocale } from '../../sdk/i18n/locales.ts';
import { getQueries } from '../../sdk/query/index.ts';
import { useCasinoLink, type CasinoLink } from '../ui/use-casino-link.ts';
import { useCore, type CoreProps } from '../ui/use-core.ts';
import { usePlayer } from '../ui/use-player.ts';
import { useQuery } from '../ui/use-query.ts';
import { adventuresMessages } from './messages.ts';

export interface AdventuresProps extends CoreProps {
  /** `light`, `dark` or `auto` (default), sdk/embed/theme.ts. */
  theme?: 'light' | 'dark' | 'auto';
  /** A link was pressed (`{ path: '/profile/gifts' | '/deposit' | '/registration', href }`); without a handler the link opens the casino's page. */
  onNavigate?: (detail: { path: string; href: string }) => void;
}

type Messages = MessagesOf<typeof adventuresMessages>;

const ADVENTURE_KEY = ['adventure'] as const;
/** Channels after which the calendar may have changed: a deposit or bet (balance), a prize issued. */
const LIVE = new Set(['bonuses_changes', 'freespins_changes', 'groups_updates']);

/**
 * The adventure calendar (docs/widgets.md "adventures", docs/product/vip-and-adventures.md#adventure-cards):
 * the player's days from `/jam/adventure` (docs/api/vip.md "Adventures") as cards superb / completed /
 * active / lost / future with their prize and condition, today's progress, and the finished banner.
 * An active or completed day with a prize links to the gifts; other days offer Details and Deposit.
 * Live: a balance push (a deposit, a bet) or a prize push reads the calendar again.
 * Script tag (`<casino-adventures>`) or React (`import { Adventures } from 'casino-kit/react'`).
 */
export function Adventures(props: AdventuresProps) {
  const locale = resolveLocale(props.locale);
  const t = messagesFor(adventuresMessages, locale);
  const core = useCore(props);
  const player = usePlayer(core, props.currency ?? 'EUR');
  const adventure = useQuery<AdventureView>(core, { key: [...ADVENTURE_KEY], fetch: (signal) => vipClubApi(core.http).adventure(signal), staleMs: 0, enabled: player.loggedIn, errorName: 'LOAD_ADVENTURE_ERROR' });

  useEffect(() => {
    const again = () => void getQueries(core).invalidate([...ADVENTURE_KEY]);
    const off = [core.bus.on('balance', again), core.bus.on('websocket', ({ name }) => (LIVE.has(name) ? again() : undefined))];
    return () => off.forEach((stop) => stop());
  }, [core]);

  const link = useCasinoLink(core.config.api, props);

  const data = adventure.data;
  const vip = data?.calendar.endsWith('_vip') ?? false;
  return (
    <section className="ck-adventures" aria-labelledby="ck-adventures-title" aria-busy={player.loggedIn && adventure.loading}>
      <h2 id="ck-adventures-title" className="ck-adventures__title">
        {vip ? t.vipTitle : t.title}
      </h2>
      {!player.loggedIn && player.status !== 'unknown' ? (
        <div className="ck-adventures__guest">
          <p>{t.signIn}</p>
          <a className="ck-button" {...link('/registration')}>
            {t.register}
          </a>
        </div>
      ) : null}
      {adventure.error ? (
        <p className="ck-muted">
          {t.failed}{' '}
          <button type="button" className="ck-link-button" onClick={adventure.refetch}>
            {t.retry}
          </button>
        </p>
      ) : null}
      {player.loggedIn && adventure.loading ? <p className="ck-muted">{t.loading}</p> : null}
      {data?.finished ? <p className="ck-adventures__finished">{t.finished}</p> : null}
      {data ? (
        <ol className="ck-adventures__days">
          {data.days.map((day) => (
            <Day key={day.title} t={t} day={day} currency={data.currency} link={link} />
          ))}
        </ol>
      ) : null}
    </section>
  );
}

function prizeText(t: Messages, day: AdventureDayView, currency: string): string {
  const parts: string[] = [];
  if (day.prize.freespin) parts.push(t.format('prizeFreespins', { count: day.prize.freespin }));
  const bonus = /^([A-Z]{3})\s+(\d+(?:\.\d+)?)$/.exec(day.prize.bonus ?? '');
  if (bonus) parts.push(t.format('prizeBonus', { amount: Math.round(Number(bonus[2]) * 100), currency: bonus[1] ?? currency }));
  return parts.join(' + ');
}

function Day({ t, day, currency, link }: { t: Messages; day: AdventureDayView; currency: string; link: CasinoLink }) {
  const id = `ck-adventure-day-${day.day}`;
  const deposit = Math.round(Number(day.condition.minDep) * 100);
  const wager = Math.round(Number(day.condition.wager) * 100);
  const activation = Number(day.condition.periodActivationDays) || 1;
  const withGift = (day.state === 'active' || day.state === 'completed') && day.isCompleted;
  return (
    <li className={`ck-adventures__day ck-adventures__day--${day.state}`} data-state={day.state} aria-labelledby={id}>
      <p className="ck-adventures__label">
        <span id={id} className="ck-adventures__name">
          {t.format('day', { day: day.day })}
        </span>{' '}
        <span className="ck-muted">{t.format('stepOf', { step: day.step, total: day.stepTotal })}</span>
      </p>
      <p className="ck-adventures__state">{t[`state_${day.isCompleted ? 'completed' : day.state}`]}</p>
      <p className="ck-adventures__prize">{prizeText(t, day, currency)}</p>
      {day.progress && !day.isCompleted ? (
        <div className="ck-adventures__progress">
          <p>{t.format('todayDeposit', { amount: day.progress.depositCents, goal: day.progress.depositGoalCents, currency })}</p>
          <progress value={Math.min(day.progress.depositCents, day.progress.depositGoalCents)} max={day.progress.depositGoalCents || 1} aria-label={t.format('todayDeposit', { amount: day.progress.depositCents, goal: day.progress.depositGoalCents, currency })} />
          <p>{t.format('todayWager', { amount: day.progress.wagerCents, goal: day.progress.wagerGoalCents, currency })}</p>
          <progress value={Math.min(day.progress.wagerCents, day.progress.wagerGoalCents)} max={day.progress.wagerGoalCents || 1} aria-label={t.format('todayWager', { amount: day.progress.wagerCents, goal: day.progress.wagerGoalCents, currency })} />
        </div>
      ) : null}
      {withGift ? (
        <a className="ck-button ck-button--small" {...link('/profile/gifts')}>
          {t.toGifts}
        </a>
      ) : (
        <div className="ck-adventures__actions">
          <details className="ck-adventures__details">
            <summary>{t.details}</summary>
            <p>{t.format('condition', { deposit, wager, currency: 'EUR' })}</p>
            <p>{t.format('activation', { count: activation })}</p>
          </details>
          {day.state === 'active' || day.state === 'superb' || day.state === 'future' ? (
            <a className="ck-button ck-button--small ck-button--ghost" {...link('/deposit')}>
              {t.deposit}
            </a>
          ) : null}
        </div>
      )}
    </li>
  );
}
