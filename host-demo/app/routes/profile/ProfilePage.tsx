import { useEffect, useState } from 'react';
import { interpolate } from '../../../../sdk/i18n/interpolate.ts';
import { formatMoney } from '../../../../sdk/money/format.ts';
import { depositGiftOfferEligible } from '../../../../sdk/rules/bonuses.ts';
import { groupIdsOf } from '../../../../sdk/rules/groups.ts';
import { gameBlockedByLimits, isLimitReached } from '../../../../sdk/rules/limits.ts';
import { useSignalValue } from '../../../../widgets/ui/use-signal.ts';
import { Field, FormError, serverErrors, useSubmitting } from '../../components/form.tsx';
import { GameTile } from '../../components/GameTile.tsx';
import { LoadFailed } from '../../components/LoadFailed.tsx';
import { PageFrame, Section } from '../../components/PageFrame.tsx';
import type { HostMessages } from '../../messages/index.ts';
import { useLoad } from '../../lib/use-load.ts';
import { Link } from '../../router/Link.tsx';
import { useLocale, useServices, useT } from '../../state/app-context.tsx';
import { formatDate } from '../format.ts';
import type { PageProps } from '../PageOutlet.tsx';

const TABS: readonly { path: string; label: keyof HostMessages }[] = [
  { path: '/profile', label: 'profileMain' },
  { path: '/profile/level', label: 'profileLevel' },
  { path: '/profile/gifts', label: 'profileGifts' },
  { path: '/profile/verification', label: 'profileVerification' },
  { path: '/profile/limits', label: 'profileLimits' },
  { path: '/profile/security', label: 'profileSecurity' },
  { path: '/profile/games-history', label: 'profileHistory' },
  { path: '/profile/promo-code', label: 'profilePromo' },
];

/** The profile (spec 000 §2.2): overview and sub-pages, login required (the router guarantees it). */
export default function ProfilePage({ view }: PageProps) {
  const t = useT();
  const path = view.path === '/bonus-balance' ? '/profile' : view.path;
  const tab = TABS.find((item) => item.path === path) ?? TABS[0]!;
  return (
    <PageFrame title={t.title_profile} wide>
      <div className="profile">
        <nav className="profile__nav" aria-label={t.title_profile}>
          <ul>
            {TABS.map((item) => (
              <li key={item.path}>
                <Link to={item.path} aria-current={item === tab ? 'page' : undefined}>
                  {t[item.label]}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <div className="profile__body">
          <h2 className="profile__heading">{t[tab.label]}</h2>
          <TabBody path={tab.path} />
        </div>
      </div>
    </PageFrame>
  );
}

function TabBody({ path }: { path: string }) {
  switch (path) {
    case '/profile/level':
      return <LevelTab />;
    case '/profile/gifts':
      return <GiftsTab />;
    case '/profile/verification':
      return <VerificationTab />;
    case '/profile/limits':
      return <LimitsTab />;
    case '/profile/security':
      return <SecurityTab />;
    case '/profile/games-history':
      return <HistoryTab />;
    case '/profile/promo-code':
      return <PromoCodeForm />;
    default:
      return <Overview />;
  }
}

function Overview() {
  const { session } = useServices();
  const t = useT();
  const locale = useLocale();
  const user = useSignalValue(session.user);
  const accounts = useSignalValue(session.accounts);
  const points = useSignalValue(session.compPoints);
  if (!user) return null;
  const rows: [string, string][] = [
    [t.email, user.email ?? ''],
    [t.nickname, user.nickname ?? '—'],
    [t.firstName, user.first_name || '—'],
    [t.lastName, user.last_name || '—'],
    [t.country, user.country ?? '—'],
    [t.currency, user.currency ?? '—'],
    [t.emailStatus, user.confirmed_at ? interpolate(t.confirmedOn, { date: formatDate(user.confirmed_at, locale) }) : t.notConfirmed],
  ];
  return (
    <>
      <dl className="facts">
        {rows.map(([label, value]) => (
          <div key={label} className="facts__row">
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
      <Section title={t.balancesTitle} id="balances">
        <ul className="balances">
          {accounts.map((account) => (
            <li key={account.currency} className="balance-card">
              <span className="balance-card__currency">{account.currency}</span>
              <strong>{formatMoney(account.amount_cents, account.currency, locale)}</strong>
              <span className="muted">
                {t.balanceCashout}: {formatMoney(account.available_to_cashout_cents, account.currency, locale)}
              </span>
            </li>
          ))}
          {points && (
            <li className="balance-card">
              <span className="balance-card__currency">{t.compPoints}</span>
              <strong>{points.chargeable.points}</strong>
            </li>
          )}
        </ul>
        <div className="actions">
          <Link to="/deposit" className="button">
            {t.deposit}
          </Link>
          <Link to="/withdraw" className="button button--ghost">
            {t.tabWithdraw}
          </Link>
        </div>
      </Section>
    </>
  );
}

function LevelTab() {
  const { session } = useServices();
  const t = useT();
  const user = useSignalValue(session.user);
  const points = useSignalValue(session.compPoints);
  const statuses = user?.statuses ?? [];
  const level = statuses.find((status) => /^level_/.test(status.id));
  const groups = statuses.filter((status) => /^\d+$/.test(status.id));
  return (
    <>
      <p className="level-badge">{level?.name ?? t.vip_regular}</p>
      {points && <p>{interpolate(t.persistentPoints, { points: points.persistent.points })}</p>}
      {groups.length > 0 && (
        <ul className="chips">
          {groups.map((group) => (
            <li key={group.id} className="chip">
              {group.name}
            </li>
          ))}
        </ul>
      )}
      <Link to="/rocketplay-vipclub">{t.title_vip}</Link>
    </>
  );
}

function GiftsTab() {
  const { session, readPromocodes, clearPromocodes } = useServices();
  const t = useT();
  const user = useSignalValue(session.user);
  const [gift] = useState(() => readPromocodes().giftPromocode);
  useEffect(() => {
    // The stored gift code is used here once (spec 000 §2.4: home sends the player to the gifts).
    if (gift) clearPromocodes();
  }, [gift, clearPromocodes]);
  const offer = user ? depositGiftOfferEligible({ can_issue_bonuses: user.can_issue_bonuses ?? false, deposit_bonus_code: user.deposit_bonus_code ?? null, groups: groupIdsOf(user.statuses) }) : false;
  return (
    <>
      {gift && (
        <div className="notice notice--success" role="status">
          {interpolate(t.giftPromo, { code: gift })}
        </div>
      )}
      {offer ? (
        <div className="card card--promo">
          <h3 className="card__title">{t.depositGiftTitle}</h3>
          <p>{t.depositGiftText}</p>
          <Link to="/deposit" className="button button--small">
            {t.deposit}
          </Link>
        </div>
      ) : (
        <p className="empty">{t.giftsEmpty}</p>
      )}
      <PromoCodeForm initial={gift} />
    </>
  );
}

function VerificationTab() {
  const { session } = useServices();
  const t = useT();
  const user = useSignalValue(session.user) as { verified?: boolean } | null;
  return (
    <div className={`notice ${user?.verified ? 'notice--success' : 'notice--info'}`}>
      <p>{user?.verified ? t.verified : t.notVerified}</p>
      <p className="muted">{t.verificationText}</p>
    </div>
  );
}

function LimitsTab() {
  const { limits, session, api } = useServices();
  const t = useT();
  const locale = useLocale();
  const list = useSignalValue(limits);
  const user = useSignalValue(session.user);
  useEffect(() => {
    void api.limits().then((fresh) => (limits.value = fresh), () => undefined);
  }, [api, limits]);
  const blocked = gameBlockedByLimits(list, user?.currency);
  return (
    <>
      {blocked && (
        <p className="notice notice--warning" role="alert">
          {t.limitReached}
        </p>
      )}
      <p className="muted">{t.limitsText}</p>
      {list.length === 0 ? (
        <p className="empty">{t.limitsEmpty}</p>
      ) : (
        <ul className="limits">
          {list.map((limit) => (
            <li key={limit.id} className="limit">
              <strong>{t[`limit_${limit.type}` as keyof HostMessages] ?? limit.type}</strong>
              {limit.period && <span className="muted"> · {limit.period}</span>}
              {isLimitReached(limit, user?.currency) && <span className="tag tag--warning">{t.limitReachedBadge}</span>}
              <ul>
                {limit.accounts.map((account) => (
                  <li key={account.currency}>
                    {interpolate(t.limitUsed, {
                      used: formatMoney(Math.abs(account.current_value_amount_cents), account.currency, locale),
                      limit: formatMoney(account.amount_cents, account.currency, locale),
                    })}
                  </li>
                ))}
              </ul>
            </li>
          ))}
        </ul>
      )}
    </>
  );
}

function SecurityTab() {
  const { api } = useServices();
  const t = useT();
  const locale = useLocale();
  const twoFactor = useLoad('player:2fa', () => api.twoFactor());
  const sessions = useLoad('player:sessions', () => api.sessions());
  return (
    <>
      <p className={`notice ${twoFactor.data?.two_factor_enabled ? 'notice--success' : 'notice--info'}`}>{twoFactor.data?.two_factor_enabled ? t.twoFactorOn : t.twoFactorOff}</p>
      <Section title={t.sessionsTitle} id="sessions">
        {sessions.error ? (
          <LoadFailed retry={sessions.reload} />
        ) : (
          <ul className="sessions">
            {(sessions.data ?? []).map((row) => (
              <li key={row.id}>
                <strong>{row.current ? t.thisDevice : row.user_agent.slice(0, 60)}</strong>
                <span className="muted">
                  {row.country ?? '—'} · {formatDate(row.last_seen_at, locale, true)}
                </span>
              </li>
            ))}
          </ul>
        )}
      </Section>
    </>
  );
}

function HistoryTab() {
  const { api } = useServices();
  const t = useT();
  const played = useLoad('player:played', async () => {
    const rows = (await api.playedGames()) as unknown as { identifier: string }[];
    if (rows.length === 0) return [];
    const games = await api.gamesByIds(rows.slice(0, 40).map((row) => row.identifier));
    return rows.map((row) => games[row.identifier]).filter((game) => game !== undefined);
  });
  if (played.error) return <LoadFailed retry={played.reload} />;
  if (played.data?.length === 0) return <p className="empty">{t.historyEmpty}</p>;
  return (
    <ul className="grid">
      {(played.data ?? []).map((game) => (
        <li key={game.identifier}>
          <GameTile game={game} />
        </li>
      ))}
    </ul>
  );
}

function PromoCodeForm({ initial }: { initial?: string }) {
  const { api, session, toasts } = useServices();
  const t = useT();
  const [code, setCode] = useState(initial ?? '');
  const [error, setError] = useState<string>();
  const [busy, run] = useSubmitting();
  return (
    <form
      className="form inline-form"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        if (!/^[A-Za-z0-9_-]{1,64}$/.test(code.trim())) {
          setError(t.v_invalid_format);
          return;
        }
        void run(async () => {
          try {
            await api.setBonusCode(code.trim());
            setError(undefined);
            toasts.show('success', t.promoSaved);
            await session.load();
          } catch (failure) {
            const { fields, form } = serverErrors(failure, t);
            setError(fields.deposit_bonus_code ?? form);
          }
        });
      }}
    >
      <FormError message={undefined} />
      <Field label={t.promoCodeLabel} value={code} onChange={(event) => setCode(event.target.value)} error={error} autoComplete="off" />
      <button type="submit" className="button" disabled={busy}>
        {t.promoApply}
      </button>
    </form>
  );
}
