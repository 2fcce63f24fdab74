import { useCallback, useEffect, useRef, useState } from 'react';
import { lotteriesApi } from '../../sdk/api/tournaments.ts';
import type { Lottery as LotteryData, LotteryPrize, LotteryStatus } from '../../sdk/api/schemas/tournaments.ts';
import { ApiError } from '../../sdk/http/errors.ts';
import { messagesFor, type MessagesOf } from '../../sdk/i18n/i18n.ts';
import { resolveLocale } from '../../sdk/i18n/locales.ts';
import { getQueries } from '../../sdk/query/index.ts';
import { KEYS } from '../../sdk/query/keys.ts';
import { lotteryDrawQuery, lotteryQuery, lotteryStatusQuery } from '../../sdk/query/lotteries.ts';
import { compPointsQuery } from '../../sdk/query/queries.ts';
import { Countdown } from '../ui/countdown.tsx';
import { ToastOutlet, useToasts } from '../ui/Toast.tsx';
import { useCore, type CoreProps } from '../ui/use-core.ts';
import { usePlayer } from '../ui/use-player.ts';
import { useQuery } from '../ui/use-query.ts';
import { lotteryMessages } from './messages.ts';

export interface LotteryProps extends CoreProps {
  /** The lottery's slug (`frontend_identifier`) or numeric id. */
  lottery: string;
  /** `light`, `dark` or `auto` (default), sdk/embed/theme.ts. */
  theme?: 'light' | 'dark' | 'auto';
  /** A guest pressed "Sign in" (`{ path: '/login', href }`); without a handler the link opens the casino's `/login`. */
  onNavigate?: (detail: { path: string; href: string }) => void;
}

type Messages = MessagesOf<typeof lotteryMessages>;

/**
 * One lottery (docs/widgets.md "lottery", docs/product/tournaments-lotteries-quests.md#lotteries):
 * title, draw countdown (the shared `<Countdown>`), prize table, how to get tickets, the player's
 * tickets (live: every balance push — a deposit, a bet — reads the status again), buying tickets with
 * comp points, and after the draw the winners and the data to verify it
 * (docs/product/lottery-draw-verification.md). Script tag (`<casino-lottery lottery="monthly-draw">`)
 * or React (`import { Lottery } from 'casino-kit/react'`).
 */
export function Lottery(props: LotteryProps) {
  const locale = resolveLocale(props.locale);
  const t = messagesFor(lotteryMessages, locale);
  const core = useCore(props);
  const player = usePlayer(core, props.currency ?? 'EUR');
  const { store, push } = useToasts();
  const ref = props.lottery;
  const lottery = useQuery(core, { ...lotteryQuery(core.http, ref, locale), enabled: ref !== '' });
  const data = lottery.data;
  const drawn = data ? data.finished_at !== null : false;
  const status = useQuery(core, { ...lotteryStatusQuery(core.http, data?.id ?? 0), enabled: player.loggedIn && data !== undefined });
  const draw = useQuery(core, { ...lotteryDrawQuery(core.http, data?.id ?? 0), enabled: drawn });
  // Points are earned by play elsewhere: read again whenever the lottery is shown.
  const points = useQuery(core, { ...compPointsQuery(core.http), staleMs: 0, enabled: player.loggedIn && (data?.comp_points_ticket_price ?? 0) > 0 });

  // Tickets appear without a reload: a deposit or a bet moves the balance, whose push reads the status again.
  useEffect(() => core.bus.on('balance', () => getQueries(core).invalidate([...KEYS.lotteryStatus])), [core]);

  const onNavigate = useRef(props.onNavigate);
  onNavigate.current = props.onNavigate;
  const login = `${core.config.api}/login`;
  const signIn = useCallback((event: { preventDefault(): void }) => {
    if (!onNavigate.current) return;
    event.preventDefault();
    onNavigate.current({ path: '/login', href: login });
  }, [login]);

  const title = data?.title ?? t.title;
  return (
    <section className="ck-lottery" aria-labelledby="ck-lottery-title" aria-busy={lottery.loading}>
      <header className="ck-lottery__head">
        <h2 id="ck-lottery-title" className="ck-lottery__title">{title}</h2>
        {data && (
          <Countdown
            item={data}
            locale={locale}
            className="ck-lottery__timer"
            text={(kind, time) => (kind === 'finished' ? t.drawn : t.format(kind === 'ends_in' ? 'drawIn' : 'startsIn', { time }))}
            onStatusChange={() => getQueries(core).invalidate([...KEYS.lottery])}
          />
        )}
      </header>
      {!data ? (
        lottery.error ? (
          <div role="alert" className="ck-row">
            <p>{lottery.error instanceof ApiError && lottery.error.status === 404 ? t.notFound : t.failed}</p>
            <button type="button" className="ck-button ck-button--small" onClick={() => lottery.refetch()}>{t.retry}</button>
          </div>
        ) : (
          <p role="status" className="ck-muted">{t.loading}</p>
        )
      ) : (
        <>
          <p className="ck-muted ck-lottery__total">{t.format('totalTickets', { count: data.lottery_tickets_count })}</p>
          <Prizes data={data} t={t} />
          {player.status === 'guest' ? (
            <div className="ck-row ck-lottery__guest">
              <p>{t.signIn}</p>
              <a className="ck-button ck-button--small" href={login} onClick={signIn}>{t.signInButton}</a>
            </div>
          ) : player.loggedIn && status.data ? (
            <Mine status={status.data} t={t} />
          ) : null}
          {!drawn && <HowTo data={data} currency={player.currency} t={t} />}
          {!drawn && data.in_progress && player.loggedIn && data.comp_points_ticket_price > 0 && status.data && (
            <Buy
              data={data}
              held={status.data.tickets.length}
              points={points.data?.chargeable.points ?? 0}
              currency={player.currency}
              t={t}
              onBought={(next, count) => {
                getQueries(core).setQueryData([...KEYS.lotteryStatus, data.id], next);
                getQueries(core).invalidate([...KEYS.compPoints]);
                getQueries(core).invalidate([...KEYS.lottery]);
                push({ kind: 'success', text: t.format('bought', { count }) });
              }}
              buy={(count) => lotteriesApi(core.http).buy(data.id, count, player.currency)}
            />
          )}
          <Verification data={data} draw={draw.data} api={core.config.api} t={t} />
        </>
      )}
      <ToastOutlet store={store} dismissLabel={t.dismiss} />
    </section>
  );
}

function prizeText(prize: LotteryPrize, currency: string, t: Messages): string {
  if (prize.stuff === 'freespins') return t.format('prizeFreespins', { count: prize.freespins_count });
  if (prize.stuff === 'bonus') return t.format('prizeBonus', { amount: prize.money_award_cents, currency, wager: prize.wager_multiplier });
  return t.format('prizeMoney', { amount: prize.money_award_cents, currency });
}

/** The prize table; after the draw each row names its winning ticket and masked winner. */
function Prizes({ data, t }: { data: LotteryData; t: Messages }) {
  const drawn = data.finished_at !== null;
  return (
    <table className="ck-lottery__prizes">
      <caption className="ck-lottery__caption">{drawn ? t.winners : t.prizes}</caption>
      <thead>
        <tr>
          <th scope="col">{t.place}</th>
          <th scope="col">{t.prize}</th>
          {drawn && <th scope="col">{t.ticket}</th>}
          {drawn && <th scope="col">{t.winner}</th>}
        </tr>
      </thead>
      <tbody>
        {data.prizes.map((prize) => (
          <tr key={String(prize.id)}>
            <th scope="row">{prize.award_place}</th>
            <td>{prizeText(prize, data.currency, t)}</td>
            {drawn && <td>{prize.ticket ?? '—'}</td>}
            {drawn && <td>{prize.nickname ?? '—'}</td>}
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** The player's tickets and what they won. */
function Mine({ status, t }: { status: LotteryStatus; t: Messages }) {
  const won = Array.isArray(status.prizes) ? (status.prizes as LotteryPrize[]) : [];
  return (
    <div className="ck-lottery__mine">
      <p className="ck-lottery__count" aria-live="polite" data-tickets={status.tickets.length}>
        {t.format('yourTickets', { count: status.tickets.length })}
      </p>
      {won.map((prize) => (
        <p key={String(prize.id)} className="ck-lottery__won">{t.format('youWon', { place: prize.award_place })}</p>
      ))}
    </div>
  );
}

/** The ways to earn tickets, in the player's currency (the lottery's for a guest). */
function HowTo({ data, currency, t }: { data: LotteryData; currency: string; t: Messages }) {
  const rules = data.deposit_scale_rules[currency] ?? data.deposit_scale_rules[data.currency] ?? [];
  const ruleCurrency = data.deposit_scale_rules[currency] ? currency : data.currency;
  const steps = (data as { wager_step_cents?: Record<string, number> }).wager_step_cents ?? {};
  const step = steps[currency] ?? steps[data.currency];
  const stepCurrency = steps[currency] !== undefined ? currency : data.currency;
  const items = [
    ...rules.filter((rule) => rule.active).map((rule) => t.format('byDeposit', { from: rule.from_amount_cents, price: rule.price_cents, currency: ruleCurrency })),
    ...(step !== undefined ? [t.format('byWager', { amount: step, currency: stepCurrency })] : []),
    ...(data.comp_points_ticket_price > 0 ? [t.format('byPoints', { count: data.comp_points_ticket_price })] : []),
    ...(data.max_tickets_count_to_player !== null ? [t.format('maxTickets', { count: data.max_tickets_count_to_player })] : []),
  ];
  return (
    <div className="ck-lottery__how">
      <h3 className="ck-lottery__subtitle">{t.howTitle}</h3>
      <ul>
        {items.map((item) => (
          <li key={item}>{item}</li>
        ))}
      </ul>
    </div>
  );
}

interface BuyProps {
  data: LotteryData;
  held: number;
  points: number;
  currency: string;
  t: Messages;
  buy: (count: number) => Promise<LotteryStatus>;
  onBought: (status: LotteryStatus, count: number) => void;
}

/** The stepper: 1 … min(floor(points / price), tickets the player may still hold). */
function Buy({ data, held, points, t, buy, onBought }: BuyProps) {
  const price = data.comp_points_ticket_price;
  const room = data.max_tickets_count_to_player === null ? Infinity : Math.max(0, data.max_tickets_count_to_player - held);
  const max = Math.min(Math.floor(points / price), room);
  const [count, setCount] = useState(1);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const value = Math.max(1, Math.min(count, Math.max(1, max)));
  const submit = async (event: { preventDefault(): void }) => {
    event.preventDefault();
    if (busy || max < 1) return;
    setBusy(true);
    setError(null);
    try {
      const next = await buy(value);
      setCount(1);
      onBought(next, value);
    } catch (failure) {
      const code = failure instanceof ApiError ? failure.code : undefined;
      setError(code === 'not_enough_points' ? t.format('needPoints', { count: price }) : code === 'max_tickets' ? t.atMax : t.buyFailed);
    } finally {
      setBusy(false);
    }
  };
  return (
    <form className="ck-lottery__buy" onSubmit={submit} aria-labelledby="ck-lottery-buy">
      <h3 id="ck-lottery-buy" className="ck-lottery__subtitle">{t.buyTitle}</h3>
      <p className="ck-muted">{t.format('yourPoints', { count: points })}</p>
      {max < 1 ? (
        <p className="ck-lottery__note">{room < 1 ? t.atMax : t.format('needPoints', { count: price })}</p>
      ) : (
        <div className="ck-lottery__stepper">
          <button type="button" className="ck-button ck-button--small ck-button--ghost" aria-label={t.fewer} disabled={value <= 1 || busy} onClick={() => setCount(value - 1)}>−</button>
          <label className="ck-lottery__field">
            <span className="ck-lottery__label">{t.ticketsCount}</span>
            <input type="number" inputMode="numeric" min={1} max={max} value={value} disabled={busy} onChange={(event) => setCount(Number(event.currentTarget.value) || 1)} />
          </label>
          <button type="button" className="ck-button ck-button--small ck-button--ghost" aria-label={t.more} disabled={value >= max || busy} onClick={() => setCount(value + 1)}>+</button>
          <button type="submit" className="ck-button" disabled={busy} aria-describedby="ck-lottery-cost">{busy ? t.buying : t.format('buy', { count: value })}</button>
          <p id="ck-lottery-cost" className="ck-muted ck-lottery__cost">{t.format('cost', { count: value * price })}</p>
        </div>
      )}
      {error && <p role="alert" className="ck-lottery__error">{error}</p>}
    </form>
  );
}

/** The commitment from the start; the seed, and a link to the draw's data, once drawn. */
function Verification({ data, draw, api, t }: { data: LotteryData; draw: { seed: string | null } | undefined; api: string; t: Messages }) {
  const info = (data as { draw?: { commitment?: string; seed?: string | null } }).draw;
  if (!info?.commitment) return null;
  const seed = draw?.seed ?? info.seed ?? null;
  return (
    <details className="ck-lottery__verify" open={data.finished_at !== null}>
      <summary>{t.verifyTitle}</summary>
      <p>{t.verifyText}</p>
      <dl>
        <dt>{t.commitment}</dt>
        <dd><code>{info.commitment}</code></dd>
        <dt>{t.seed}</dt>
        <dd>{seed ? <code>{seed}</code> : t.seedHidden}</dd>
      </dl>
      {data.finished_at !== null && (
        <a href={`${api}/api/lotteries/${data.id}/draw`} target="_blank" rel="noopener noreferrer">{t.drawData}</a>
      )}
    </details>
  );
}
