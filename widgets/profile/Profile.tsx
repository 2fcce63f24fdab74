import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { messagesFor } from '../../sdk/i18n/i18n.ts';
import { authApi } from '../../sdk/api/auth.ts';
import { ValidationError } from '../../sdk/http/errors.ts';
import { resolveLocale, type Locale } from '../../sdk/i18n/locales.ts';
import { groupIdsOf } from '../../sdk/rules/groups.ts';
import { vipStatusFromGroups } from '../../sdk/rules/vip.ts';
import { accountMessages, describeError } from '../ui/account-messages.ts';
import { ToastOutlet, useToasts } from '../ui/Toast.tsx';
import { useAttribution, useCore, type CoreProps } from '../ui/use-core.ts';
import { ensureSession } from '../ui/use-player.ts';
import { useSignalValue } from '../ui/use-signal.ts';
import { vipName } from '../ui/vip-messages.ts';
import { GamesHistorySection } from './GamesHistorySection.tsx';
import { GiftsSection } from './GiftsSection.tsx';
import { LevelSection } from './LevelSection.tsx';
import { LimitsSection } from './LimitsSection.tsx';
import { MainSection } from './MainSection.tsx';
import { messages, type MessageKey } from './messages.ts';
import { PromoSection } from './PromoSection.tsx';
import { SecuritySection } from './SecuritySection.tsx';
import { VerificationSection } from './VerificationSection.tsx';
import type { SectionProps } from './section.ts';
import { casinoUrl } from '../../sdk/embed/casino-url.ts';

export const PROFILE_SECTIONS = ['main', 'level', 'gifts', 'verification', 'limits', 'security', 'games-history', 'promo'] as const;
export type ProfileSection = (typeof PROFILE_SECTIONS)[number];

export interface NavigateDetail {
  path: string;
  href: string;
}

export interface ProfileProps extends CoreProps {
  /** docs/product/shell-and-routes.md#profile-routes (spec 000 §2.2) profile routes; 'main' by default. */
  section?: ProfileSection | string;
  /** The mailed limit-confirmation token (`/profile/limits/confirm?token=…`): confirmed on open. */
  token?: string;
  /** A section change (`/profile/<section>`), a guest sent to '/login', a game to open. */
  onNavigate?: (detail: NavigateDetail) => void;
}

const PATHS: Record<ProfileSection, string> = {
  main: '/profile',
  level: '/profile/level',
  gifts: '/profile/gifts',
  verification: '/profile/verification',
  limits: '/profile/limits',
  security: '/profile/security',
  'games-history': '/profile/games-history',
  promo: '/profile/promo',
};

const SECTION_LABELS: Record<ProfileSection, MessageKey> = {
  main: 'section_main',
  level: 'section_level',
  gifts: 'section_gifts',
  verification: 'section_verification',
  limits: 'section_limits',
  security: 'section_security',
  'games-history': 'section_games_history',
  promo: 'section_promo',
};

const toSection = (section: string | undefined, token: string | undefined): ProfileSection =>
  token ? 'limits' : PROFILE_SECTIONS.includes(section as ProfileSection) ? (section as ProfileSection) : 'main';

/**
 * The player's profile (docs/product/shell-and-routes.md#profile-routes, docs/product/limits-and-responsible-gaming.md#limit, docs/product/account-and-auth.md#field-rules, docs/product/account-and-auth.md#vip-manager, spec 000 §2.2 profile routes, §3, §5, §6): personal data, level, gifts,
 * verification, responsible-gaming limits, security, games history and promo codes, plus the
 * e-mail confirmation notice and, for VIP players, their badge and manager.
 */
export function Profile(props: ProfileProps) {
  const locale: Locale = resolveLocale(props.locale);
  const t = messagesFor(messages, locale);
  const shared = messagesFor(accountMessages, locale);
  const core = useCore(props);
  const attribution = useAttribution(props);
  const session = useMemo(() => ensureSession(core), [core]);
  const status = useSignalValue(session.status);
  const user = useSignalValue(session.user);
  const [section, setSection] = useState<ProfileSection>(toSection(props.section, props.token));
  const { store: toasts, push } = useToasts();
  // Held in a ref: a host passing an inline callback must not re-trigger the guest redirect.
  const onNavigate = useRef(props.onNavigate);
  onNavigate.current = props.onNavigate;
  const href = useCallback((path: string) => casinoUrl(core.config.api, path, attribution), [core, attribution]);
  const navigate = useCallback((path: string) => onNavigate.current?.({ path, href: href(path) }), [href]);

  useEffect(() => setSection(toSection(props.section, props.token)), [props.section, props.token]);
  useEffect(() => {
    if (status === 'guest') navigate('/login');
  }, [status, navigate]);

  if (status === 'unknown') return <p className="ck-profile" role="status"><span className="ck-spinner" aria-hidden="true" /> {shared.loading}</p>;
  if (status === 'guest' || !user) {
    return (
      <section className="ck-profile ck-card" aria-label={t.title}>
        <p>{props.token ? t.confirmLogin : shared.login_required}</p>
        <div className="ck-row">
          <a className="ck-button" href={href('/login')} onClick={(event) => { if (props.onNavigate) { event.preventDefault(); navigate('/login'); } }}>{shared.login}</a>
        </div>
      </section>
    );
  }

  const groups = groupIdsOf(user.statuses);
  const vip = vipStatusFromGroups(groups);
  const choose = (next: ProfileSection) => {
    setSection(next);
    navigate(PATHS[next]);
  };
  const sectionProps: SectionProps = { core, locale, player: user, toast: push, navigate, href };

  const resend = async () => {
    try {
      await authApi(core.http).resendConfirmation(user.email ?? '');
      push({ kind: 'success', text: t.confirmationSent });
    } catch (error) {
      // docs/product/notifications-and-banners.md#toasts (Spec 000 §8): a 422 shows the first e-mail error as a toast.
      const first = error instanceof ValidationError ? error.fields.email?.[0] : undefined;
      push({ kind: 'error', text: first ? describeError(locale, first) : shared.server_error });
    }
  };

  return (
    <div className="ck-profile">
      <header className="ck-profile__head">
        <div>
          <h2 className="ck-profile__name">
            {[user.first_name, user.last_name].filter(Boolean).join(' ') || user.nickname || user.email}
            {vip !== 'regular' ? <span className="ck-badge ck-badge--vip">{t.vipBadge} · {vipName(locale, vip)}</span> : null}
          </h2>
          <p className="ck-muted">{user.email}</p>
        </div>
      </header>
      {!user.confirmed_at ? (
        <div className="ck-alert ck-alert--warning ck-row" role="status">
          <span>{t.unconfirmed}</span>
          <button type="button" className="ck-button ck-button--ghost ck-button--small" onClick={() => void resend()}>{t.resend}</button>
        </div>
      ) : null}
      <nav className="ck-tabs" aria-label={t.sections}>
        {PROFILE_SECTIONS.map((id) => (
          <a key={id} className="ck-tab" href={href(PATHS[id])} aria-current={section === id ? 'page' : undefined} onClick={(event) => { event.preventDefault(); choose(id); }}>
            {t[SECTION_LABELS[id]]}
          </a>
        ))}
      </nav>
      <section className="ck-profile__section" aria-labelledby="ck-profile-section-title">
        <h3 id="ck-profile-section-title" className="ck-profile__title">{t[SECTION_LABELS[section]]}</h3>
        {section === 'main' ? <MainSection {...sectionProps} vip={vip !== 'regular'} /> : null}
        {section === 'level' ? <LevelSection {...sectionProps} /> : null}
        {section === 'gifts' ? <GiftsSection {...sectionProps} /> : null}
        {section === 'verification' ? <VerificationSection {...sectionProps} /> : null}
        {section === 'limits' ? <LimitsSection {...sectionProps} token={props.token} /> : null}
        {section === 'security' ? <SecuritySection {...sectionProps} /> : null}
        {section === 'games-history' ? <GamesHistorySection {...sectionProps} /> : null}
        {section === 'promo' ? <PromoSection {...sectionProps} /> : null}
      </section>
      <ToastOutlet store={toasts} dismissLabel={shared.dismiss} />
    </div>
  );
}
