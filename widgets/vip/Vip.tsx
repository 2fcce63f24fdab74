import { useEffect, useRef, useState } from 'react';
import type { VipProgramConfig } from '../../sdk/api/schemas/vip.ts';
import { vipClubApi } from '../../sdk/api/vip-club.ts';
import { messagesFor, type MessagesOf } from '../../sdk/i18n/i18n.ts';
import { resolveLocale } from '../../sdk/i18n/locales.ts';
import { getQueries } from '../../sdk/query/index.ts';
import { defaultVipProgress, nextVipStatus, type VipProgress, VIP_CLUB_LADDER, vipLadderStates, type VipStatus } from '../../sdk/rules/vip.ts';
import { useCasinoLink, type CasinoLink } from '../ui/use-casino-link.ts';
import { useCore, type CoreProps } from '../ui/use-core.ts';
import { usePlayer } from '../ui/use-player.ts';
import { useQuery } from '../ui/use-query.ts';
import { vipName } from '../ui/vip-messages.ts';
import { vipClubMessages } from './messages.ts';
import { VIP_CLUB_KEY, vipClubQuery, type VipClub } from './vip-api.ts';

export interface VipProps extends CoreProps {
  /** `light`, `dark` or `auto` (default), sdk/embed/theme.ts. */
  theme?: 'light' | 'dark' | 'auto';
  /** A link was pressed (`{ path: '/registration' | '/profile/gifts', href }`); without a handler the link opens the casino's page. */
  onNavigate?: (detail: { path: string; href: string }) => void;
}

type Messages = MessagesOf<typeof vipClubMessages>;

/**
 * The VIP club (docs/widgets.md "vip", docs/product/vip-and-adventures.md): the status ladder regular →
 * diamond (achieved / current / goal / locked), progress to the next status (deposits and bets of the
 * quarter), the level gifts with their states, the compare carousel for players in VIP groups (the
 * default comparison and a register button for everyone else) and the manager panel. Live: a
 * `groups_updates` push (a promotion, docs/api/vip.md "Status") or a balance push reads the club again.
 * Script tag (`<casino-vip>`) or React (`import { Vip } from 'casino-kit/react'`).
 */
export function Vip(props: VipProps) {
  const locale = resolveLocale(props.locale);
  const t = messagesFor(vipClubMessages, locale);
  const core = useCore(props);
  const player = usePlayer(core, props.currency ?? 'EUR');
  const club = useQuery(core, { ...vipClubQuery(core.http), enabled: player.loggedIn });
  const program = useQuery<VipProgramConfig>(core, { key: ['vip-program-config'], fetch: (signal) => vipClubApi(core.http).program(signal), staleMs: 5 * 60_000 });

  useEffect(
    () =>
      core.bus.on('websocket', ({ name }) => {
        if (name === 'groups_updates') void getQueries(core).invalidate([...VIP_CLUB_KEY]);
      }),
    [core],
  );
  useEffect(() => core.bus.on('balance', () => void getQueries(core).invalidate([...VIP_CLUB_KEY])), [core]);

  const link = useCasinoLink(core.config.api, props);

  const data = club.data;
  const progress: VipProgress = (data?.progress as VipProgress | undefined) ?? defaultVipProgress(player.currency);
  const status = (data?.status ?? 'regular') as VipStatus;
  const inVip = status !== 'regular';

  // Announce a promotion seen while the widget is open.
  const [promoted, setPromoted] = useState<VipStatus | null>(null);
  const seen = useRef<VipStatus | null>(null);
  useEffect(() => {
    if (!data) return;
    if (seen.current !== null && seen.current !== status && VIP_CLUB_LADDER.indexOf(status) > VIP_CLUB_LADDER.indexOf(seen.current)) setPromoted(status);
    seen.current = status;
  }, [data, status]);

  return (
    <section className="ck-vip" aria-labelledby="ck-vip-title" aria-busy={player.loggedIn && club.loading}>
      <header className="ck-vip__head">
        <h2 id="ck-vip-title" className="ck-vip__title">
          {t.title}
        </h2>
        <p className="ck-vip__status" data-status={status}>
          {t.format('yourStatus', { status: vipName(locale, status) })}
        </p>
      </header>
      <p className="ck-vip__live" role="status" aria-live="polite">
        {promoted ? t.format('promoted', { status: vipName(locale, promoted) }) : ''}
      </p>
      {club.error ? (
        <p className="ck-muted">
          {t.failed}{' '}
          <button type="button" className="ck-link-button" onClick={club.refetch}>
            {t.retry}
          </button>
        </p>
      ) : null}

      <ol className="ck-vip__ladder" aria-label={t.ladder}>
        {vipLadderStates(status).map(({ status: step, state }) => (
          <li key={step} className={`ck-vip__step ck-vip__step--${state}`} aria-current={state === 'current' ? 'step' : undefined}>
            <span className="ck-vip__step-name">{vipName(locale, step)}</span>
            <span className="ck-vip__step-state">{t[`state_${state}`]}</span>
          </li>
        ))}
      </ol>

      {progress.nextStatus ? <Progress t={t} progress={progress} locale={locale} /> : <p className="ck-vip__lifelong">{t.lifelong}</p>}

      {player.loggedIn && data ? <Gifts t={t} club={data} locale={locale} link={link} /> : null}
      {data?.manager ? <Manager t={t} manager={data.manager} /> : null}

      {inVip && program.data ? (
        <Carousel t={t} program={program.data} current={status} currency={progress.currency} locale={locale} />
      ) : (
        <DefaultCompare t={t} program={program.data} currency={progress.currency} locale={locale} />
      )}
      {!player.loggedIn && player.status !== 'unknown' ? (
        <div className="ck-vip__guest">
          <p>{t.guestLead}</p>
          <a className="ck-button" {...link('/registration')}>
            {t.register}
          </a>
        </div>
      ) : null}
    </section>
  );
}

function Progress({ t, progress, locale }: { t: Messages; progress: VipProgress; locale: string }) {
  const next = progress.nextStatus as VipStatus;
  const bar = (label: string, amount: number, goal: number) => (
    <div className="ck-vip__bar">
      <span className="ck-vip__bar-label">{label}</span>
      <progress value={Math.min(amount, goal)} max={goal || 1} aria-label={label} aria-valuetext={t.format('ofGoal', { amount, goal, currency: progress.currency })} />
      <span className="ck-vip__bar-text">{t.format('ofGoal', { amount, goal, currency: progress.currency })}</span>
    </div>
  );
  return (
    <section className="ck-vip__progress" aria-labelledby="ck-vip-progress">
      <h3 id="ck-vip-progress" className="ck-vip__subtitle">
        {t.format('progressTo', { status: vipName(locale, next) })}
      </h3>
      <p className="ck-vip__overall">{t.format('overall', { percent: Math.round(progress.overallProgress) })}</p>
      {bar(t.deposits, progress.depositAmountCents, progress.depositThresholdCents)}
      {bar(t.bets, progress.betSumCents, progress.betSumThresholdCents)}
      <p className="ck-muted">{t.either}</p>
    </section>
  );
}

function Gifts({ t, club, locale, link }: { t: Messages; club: VipClub; locale: string; link: CasinoLink }) {
  return (
    <section className="ck-vip__gifts" aria-labelledby="ck-vip-gifts">
      <h3 id="ck-vip-gifts" className="ck-vip__subtitle">
        {t.gifts}
      </h3>
      <ul className="ck-vip__gift-list">
        {club.gifts.map((gift) => (
          <li key={gift.status} className={`ck-vip__gift ck-vip__gift--${gift.state}`} data-state={gift.state}>
            <span className="ck-vip__gift-name">{vipName(locale, gift.status)}</span>
            <span>{t.format('giftAmount', { amount: gift.amount_cents, currency: gift.currency })}</span>
            <span className="ck-vip__gift-state">{gift.state === 'future' ? t.format('gift_future', { status: vipName(locale, gift.status) }) : t[`gift_${gift.state}`]}</span>
            {gift.state === 'active' ? (
              <a className="ck-link-button" {...link('/profile/gifts')}>
                {t.openGifts}
              </a>
            ) : null}
          </li>
        ))}
      </ul>
    </section>
  );
}

function Manager({ t, manager }: { t: Messages; manager: NonNullable<VipClub['manager']> }) {
  const channels = [
    { name: t.whatsApp, href: manager.whatsAppLink },
    { name: t.telegram, href: manager.telegramLink },
    { name: t.email, href: manager.email ? `mailto:${manager.email}` : undefined },
  ].filter((channel): channel is { name: string; href: string } => Boolean(channel.href));
  return (
    <section className="ck-vip__manager" aria-labelledby="ck-vip-manager">
      <h3 id="ck-vip-manager" className="ck-vip__subtitle">
        {t.manager}
      </h3>
      <p className="ck-vip__manager-name">{manager.managerName}</p>
      {manager.time ? <p className="ck-muted">{t.format('managerHours', { time: manager.time })}</p> : null}
      <ul className="ck-vip__contacts">
        {channels.map((channel) => (
          <li key={channel.name}>
            <a className="ck-button ck-button--small ck-button--ghost" href={channel.href} target="_blank" rel="noopener noreferrer" aria-label={t.format('contactVia', { name: manager.managerName, channel: channel.name })}>
              {channel.name}
            </a>
          </li>
        ))}
      </ul>
    </section>
  );
}

type ProgramStatus = VipProgramConfig['statuses'][number];

function StatusCard({ t, status, currency, locale }: { t: Messages; status: ProgramStatus; currency: string; locale: string }) {
  const goal = status.thresholds?.[currency] ?? status.thresholds?.EUR;
  const goalCurrency = status.thresholds?.[currency] ? currency : 'EUR';
  return (
    <div className="ck-vip__card">
      <h4 className="ck-vip__card-title">{vipName(locale, status.id)}</h4>
      <ul className="ck-vip__perks">
        {goal ? (
          <>
            <li>{t.format('depositGoal', { amount: goal.deposit_cents, currency: goalCurrency })}</li>
            <li>{t.format('betGoal', { amount: goal.bet_sum_cents, currency: goalCurrency })}</li>
          </>
        ) : (
          <li>{t.startHere}</li>
        )}
        <li>{status.gifts.personal_manager ? t.personalManager : t.noManager}</li>
        {status.gifts.adventure ? <li>{status.id === 'regular' ? t.regularCalendar : t.adventureCalendar}</li> : null}
        {status.lifelong ? <li>{t.forLife}</li> : null}
      </ul>
    </div>
  );
}

const onLadder = (program: VipProgramConfig) => program.statuses.filter((status) => status.on_ladder);

/** Everyone outside the VIP groups: the statuses side by side (docs/product/vip-and-adventures.md#ladder). */
function DefaultCompare({ t, program, currency, locale }: { t: Messages; program: VipProgramConfig | undefined; currency: string; locale: string }) {
  if (!program) return null;
  return (
    <section className="ck-vip__compare" aria-labelledby="ck-vip-compare">
      <h3 id="ck-vip-compare" className="ck-vip__subtitle">
        {t.compare}
      </h3>
      <div className="ck-vip__cards">
        {onLadder(program).map((status) => (
          <StatusCard key={status.id} t={t} status={status} currency={currency} locale={locale} />
        ))}
      </div>
    </section>
  );
}

/** Players in a VIP group: one status at a time, from the goal, with previous / next buttons and the arrow keys (the ends are `aria-disabled`, not `disabled`, so the focus stays in the carousel). */
function Carousel({ t, program, current, currency, locale }: { t: Messages; program: VipProgramConfig; current: VipStatus; currency: string; locale: string }) {
  const statuses = onLadder(program);
  const start = Math.max(0, statuses.findIndex((status) => status.id === (nextVipStatus(current) ?? current)));
  const [index, setIndex] = useState(start);
  useEffect(() => setIndex(start), [start]);
  const move = (by: number) => setIndex((value) => Math.min(statuses.length - 1, Math.max(0, value + by)));
  const shown = statuses[index];
  if (!shown) return null;
  return (
    <section
      className="ck-vip__compare"
      aria-labelledby="ck-vip-compare"
      aria-roledescription="carousel"
      onKeyDown={(event) => {
        if (event.key === 'ArrowRight') move(1);
        if (event.key === 'ArrowLeft') move(-1);
      }}
    >
      <h3 id="ck-vip-compare" className="ck-vip__subtitle">
        {t.compare}
      </h3>
      <div className="ck-vip__carousel">
        <button type="button" className="ck-button ck-button--small ck-button--ghost" aria-label={t.previous} aria-disabled={index === 0} onClick={() => move(-1)}>
          ‹
        </button>
        <div role="group" aria-roledescription="slide" aria-label={t.format('slideOf', { index: index + 1, total: statuses.length })} aria-live="polite">
          <StatusCard t={t} status={shown} currency={currency} locale={locale} />
        </div>
        <button type="button" className="ck-button ck-button--small ck-button--ghost" aria-label={t.next} aria-disabled={index === statuses.length - 1} onClick={() => move(1)}>
          ›
        </button>
      </div>
    </section>
  );
}
