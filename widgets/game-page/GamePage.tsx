import { lazy, Suspense, useEffect, useId, useMemo, useRef, useState, type RefObject } from 'react';
import type { MessagesOf } from '../../sdk/i18n/i18n.ts';
import { messagesFor } from '../../sdk/i18n/i18n.ts';
import { bonusesApi } from '../../sdk/api/bonuses.ts';
import { playerApi } from '../../sdk/api/player.ts';
import type { Freespin } from '../../sdk/api/schemas.ts';
import { resolveLocale } from '../../sdk/i18n/locales.ts';
import { formatMoney } from '../../sdk/money/format.ts';
import { KEYS } from '../../sdk/query/keys.ts';
import { activePackFor, freespinsLeft } from '../../sdk/rules/bonuses.ts';
import { Modal, ModalTitle } from '../ui/Modal.tsx';
import { hasDemo, previewUrl } from '../ui/GameTile.tsx';
import { createNavigator, paths, type Mode, type NavigationProps } from '../ui/navigation.ts';
import type { PersonalField } from '../ui/PersonalInfoForm.tsx';
import { useAttribution, useCore, type CoreProps } from '../ui/use-core.ts';
import { usePlayer } from '../ui/use-player.ts';
import { useQuery } from '../ui/use-query.ts';
import { useSignalValue } from '../ui/use-signal.ts';
import { messages } from './messages.ts';
import { useGameLaunch, type Blocked } from './use-game-launch.ts';

export interface GamePageProps extends CoreProps, NavigationProps {
  /** Provider slug of `/play/{producer}/{name}`. */
  producer?: string;
  /** The game's seo title. */
  name?: string;
  /** `real` (default) or `demo`. */
  mode?: Mode | string;
  /** The player closed the game (also navigates to the lobby). */
  onClose?: () => void;
  onError?: (detail: { name: string; message: string }) => void;
}

/** The profile form (shared with the account widgets) loads only when a provider asks for fields. */
const PersonalInfoForm = lazy(() => import('../ui/PersonalInfoForm.tsx').then((module) => ({ default: module.PersonalInfoForm })));
const FIELDS_THE_FORM_KNOWS = new Set<string>(['first_name', 'last_name', 'date_of_birth', 'mobile_phone', 'country', 'city', 'address', 'postal_code', 'gender', 'nickname', 'state']);

/**
 * The game page (docs/product/lobby-and-games.md#game-page, spec 001 §2 `/play/{producer}/{name}?mode=real|demo`, docs/product/shell-and-routes.md#real-play, spec 000 §2.4): runs the
 * launch guards, then the provider's game in an iframe with full screen, close, demo/real switch
 * and back to the lobby. The provider's `casino-kit:balance` messages, accepted only from the
 * platform's origin and the game's own frame, refresh the session's wallets.
 */
export function GamePage(props: GamePageProps) {
  const locale = resolveLocale(props.locale);
  const t = messagesFor(messages, locale);
  const core = useCore(props);
  const attribution = useAttribution(props);
  const player = usePlayer(core, core.config.currency);
  const rootRef = useRef<HTMLElement>(null);
  const stageRef = useRef<HTMLDivElement>(null);
  const frameRef = useRef<HTMLIFrameElement>(null);
  const nav = useMemo(() => createNavigator({ basePath: props.basePath ?? core.config.api, onNavigate: props.onNavigate, attribution }, () => rootRef.current), [props.basePath, props.onNavigate, core, attribution]);
  const [mode, setMode] = useState<Mode>(toMode(props.mode));
  useEffect(() => setMode(toMode(props.mode)), [props.mode]);
  const [attempt, setAttempt] = useState(0);
  const producer = props.producer ?? '';
  const name = props.name ?? '';
  const state = useGameLaunch(core, producer, name, mode, player, attempt);
  const account = useSignalValue(player.session.activeAccount);
  const [fullscreen, setFullscreen] = useState(false);
  const ids = useId();
  const title = state.game?.title ?? name;

  const failed = state.phase === 'blocked' && state.blocked.kind === 'error';
  const onError = props.onError;
  useEffect(() => {
    if (failed) onError?.({ name: 'GAME_LAUNCH_ERROR', message: 'the game could not be started' });
  }, [failed, onError]);

  // A guard's redirect (registration, profile limits) goes to the host at once.
  const redirect = state.phase === 'blocked' && (state.blocked.kind === 'registration' || state.blocked.kind === 'limits') ? state.blocked.path : null;
  useEffect(() => {
    if (redirect) nav.go(redirect, rootRef.current);
  }, [redirect, nav]);

  useEffect(() => {
    const onChange = () => setFullscreen(Boolean(document.fullscreenElement));
    document.addEventListener('fullscreenchange', onChange);
    return () => document.removeEventListener('fullscreenchange', onChange);
  }, []);

  useBalanceMessages(core, state.phase === 'playing' && state.mode === 'real', frameRef, player.session);

  const switchMode = (next: Mode) => {
    if (next === mode) return;
    const path = paths.game(producer, name, next);
    setMode(next);
    nav.offer(path, rootRef.current);
  };
  const close = () => {
    props.onClose?.();
    nav.go(paths.home(), rootRef.current);
  };
  const toggleFullscreen = () => {
    if (document.fullscreenElement) void document.exitFullscreen?.();
    else void stageRef.current?.requestFullscreen?.().catch(() => undefined);
  };
  const demoAvailable = state.game ? hasDemo(state.game) : true;

  return (
    <section ref={rootRef} className="ck-gp" aria-labelledby={`${ids}-title`} data-phase={state.phase}>
      <header className="ck-gp__bar">
        <a className="ck-gp__back" href={nav.href(paths.home())} onClick={nav.click(paths.home())}>
          <span aria-hidden="true">‹</span> {t.back}
        </a>
        <h1 className="ck-gp__title" id={`${ids}-title`}>
          {title}
        </h1>
        {player.loggedIn && mode === 'real' && <FreeSpinsLeft core={core} game={state.game?.identifier ?? `${producer}/${name}`} t={t} />}
        {player.loggedIn && mode === 'real' && account && (
          <p className="ck-gp__balance">
            <span>{t.balance}</span> <strong data-balance>{formatMoney(account.amount_cents, account.currency, locale)}</strong>
          </p>
        )}
        <div className="ck-gp__actions">
          {demoAvailable && (
            <div className="ck-gp__modes" role="group" aria-label={t.modeLabel}>
              {(['demo', 'real'] as const).map((option) => (
                <button key={option} type="button" className="ck-gp__mode" aria-pressed={mode === option} onClick={() => switchMode(option)} data-mode={option}>
                  {t[option]}
                </button>
              ))}
            </div>
          )}
          <button type="button" className="ck-gp__icon" onClick={toggleFullscreen} aria-label={fullscreen ? t.exitFullscreen : t.fullscreen} disabled={state.phase !== 'playing'}>
            <FullscreenIcon />
          </button>
          <button type="button" className="ck-gp__icon" onClick={close} aria-label={t.close}>
            <span aria-hidden="true">×</span>
          </button>
        </div>
      </header>
      <div className="ck-gp__stage" ref={stageRef}>
        {state.phase === 'playing' ? (
          <iframe ref={frameRef} key={state.url} className="ck-gp__frame" src={state.url} title={t.format('frameTitle', { title })} allow="fullscreen; autoplay" referrerPolicy="origin" />
        ) : state.phase === 'loading' ? (
          <div className="ck-gp__panel" role="status">
            <span className="ck-gp__spinner" aria-hidden="true" />
            <p>{t.format('loading', { title })}</p>
          </div>
        ) : (
          <BlockedPanel blocked={state.blocked} t={t} title={title} nav={nav} demoAvailable={demoAvailable} onDemo={() => switchMode('demo')} onReal={() => switchMode('real')} onRetry={() => setAttempt((n) => n + 1)} />
        )}
        {/* The page's largest picture until the game runs (its LCP on a phone, docs/host.md "Speed"): fetched first. */}
        {state.game && state.phase !== 'playing' && <img className="ck-gp__backdrop" src={previewUrl(state.game, core.config.api)} alt="" fetchPriority="high" />}
      </div>
      {state.phase === 'blocked' && state.blocked.kind === 'profile' && player.session.user.peek() && (
        <Modal label={t.profileTitle} onClose={() => undefined} dismissible={false}>
          <div className="ck-gp__profile">
            <ModalTitle>{t.profileTitle}</ModalTitle>
            <p>{t.format('profileText', { title })}</p>
            <Suspense fallback={<p role="status">{t.format('loading', { title })}</p>}>
              <PersonalInfoForm
              core={core}
              locale={locale}
              player={player.session.user.peek()!}
              fields={state.blocked.missing.filter((field): field is PersonalField => FIELDS_THE_FORM_KNOWS.has(field))}
              context="edition"
              component="game_profile_fields"
              submitLabel={t.saveAndPlay}
              onSaved={() => setAttempt((n) => n + 1)}
              />
            </Suspense>
            <a className="ck-gp__link" href={nav.href(paths.home())} onClick={nav.click(paths.home())}>
              {t.back}
            </a>
          </div>
        </Modal>
      )}
    </section>
  );
}

type T = MessagesOf<typeof messages>;

function BlockedPanel({ blocked, t, title, nav, demoAvailable, onDemo, onReal, onRetry }: { blocked: Blocked; t: T; title: string; nav: ReturnType<typeof createNavigator>; demoAvailable: boolean; onDemo(): void; onReal(): void; onRetry(): void }) {
  const back = (
    <a className="ck-button ck-button--ghost" href={nav.href(paths.home())} onClick={nav.click(paths.home())}>
      {t.back}
    </a>
  );
  switch (blocked.kind) {
    case 'currency':
      return (
        <div className="ck-gp__panel ck-gp__panel--overlay" role="alert" data-blocked="currency">
          <h2>{t.GAME_NOT_SUPPORT_CURRENCY_TITLE}</h2>
          <p>{t.GAME_NOT_SUPPORT_CURRENCY}</p>
          <div className="ck-gp__row">
            {demoAvailable && (
              <button type="button" className="ck-button" onClick={onDemo}>
                {t.playDemo}
              </button>
            )}
            {back}
          </div>
        </div>
      );
    case 'registration':
    case 'limits': {
      const registration = blocked.kind === 'registration';
      return (
        <div className="ck-gp__panel" role="alert" data-blocked={blocked.kind}>
          <h2>{registration ? t.registrationTitle : t.limitsTitle}</h2>
          <p>{registration ? t.format('registrationText', { title }) : t.limitsText}</p>
          <div className="ck-gp__row">
            <a className="ck-button" href={nav.href(blocked.path)} onClick={nav.click(blocked.path)}>
              {registration ? t.signUp : t.openLimits}
            </a>
            {registration && demoAvailable && (
              <button type="button" className="ck-button ck-button--ghost" onClick={onDemo}>
                {t.playDemo}
              </button>
            )}
          </div>
        </div>
      );
    }
    case 'demo_unavailable':
      return (
        <div className="ck-gp__panel" role="alert" data-blocked="demo">
          <p>{t.demoUnavailable}</p>
          <div className="ck-gp__row">
            <button type="button" className="ck-button" onClick={onReal}>
              {t.playReal}
            </button>
            {back}
          </div>
        </div>
      );
    case 'profile':
      return <div className="ck-gp__panel" data-blocked="profile" />;
    case 'restricted':
    case 'not_available':
    case 'not_found':
      return (
        <div className="ck-gp__panel" role="alert" data-blocked={blocked.kind}>
          <p>{blocked.kind === 'restricted' ? t.loginRestricted : blocked.kind === 'not_available' ? t.notAvailable : t.notFound}</p>
          {back}
        </div>
      );
    default:
      return (
        <div className="ck-gp__panel" role="alert" data-blocked="error">
          <p>{t.error}</p>
          <div className="ck-gp__row">
            <button type="button" className="ck-button" onClick={onRetry}>
              {t.retry}
            </button>
            {back}
          </div>
        </div>
      );
  }
}

/**
 * Balance updates from the game: only a message from the platform's origin and from our own game
 * frame counts (never `*`); it triggers one wallet reload at a time, which updates the session and
 * so every widget and the host's header.
 */
/**
 * "Free spins: N left" while the player has an activated pack for this game (docs/api/bonuses.md
 * "Lifecycle"); the page's one free-spins query, refreshed by `freespins_changes` after each round
 * (sdk/query/channels.ts), so the count falls as the spins are played.
 */
function FreeSpinsLeft({ core, game, t }: { core: ReturnType<typeof useCore>; game: string; t: MessagesOf<typeof messages> }) {
  const packs = useQuery<Freespin[]>(core, { key: KEYS.freespins, fetch: () => bonusesApi(core.http).freespins(), errorName: 'LOAD_FREESPINS_ERROR' });
  const pack = activePackFor(packs.data ?? [], game);
  if (!pack) return null;
  return (
    <p className="ck-gp__spins" role="status">
      {t.format('freespinsLeft', { count: freespinsLeft(pack) })}
    </p>
  );
}

function useBalanceMessages(core: ReturnType<typeof useCore>, active: boolean, frameRef: RefObject<HTMLIFrameElement | null>, session: ReturnType<typeof usePlayer>['session']) {
  useEffect(() => {
    if (!active) return;
    const platformOrigin = new URL(core.http.baseUrl || location.origin, location.href).origin;
    let running = false;
    let again = false;
    let stopped = false;
    const refresh = async () => {
      if (running) {
        again = true;
        return;
      }
      running = true;
      try {
        do {
          again = false;
          const accounts = await playerApi(core.http).accounts();
          if (stopped) return;
          for (const account of accounts) session.applyAccount(account);
        } while (again);
      } catch (error) {
        core.bus.emit('error', { name: 'LOAD_ACCOUNTS_ERROR', message: error instanceof Error ? error.message : String(error) });
      } finally {
        running = false;
      }
    };
    const onMessage = (event: MessageEvent) => {
      if (event.origin !== platformOrigin || !frameRef.current || event.source !== frameRef.current.contentWindow) return;
      const data = event.data as { type?: unknown; mode?: unknown } | null;
      if (!data || data.type !== 'casino-kit:balance' || data.mode !== 'real') return;
      void refresh();
    };
    addEventListener('message', onMessage);
    return () => {
      stopped = true;
      removeEventListener('message', onMessage);
    };
  }, [core, active, frameRef, session]);
}

function toMode(value: string | undefined): Mode {
  return value === 'demo' ? 'demo' : 'real';
}

function FullscreenIcon() {
  return (
    <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
      <path d="M4 9V4h5M20 9V4h-5M4 15v5h5M20 15v5h-5" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
    </svg>
  );
}
