import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { configApi } from '../../sdk/api/config.ts';
import { lootboxesApi } from '../../sdk/api/lootboxes.ts';
import type { Lootbox } from '../../sdk/api/schemas/lootbox.ts';
import type { LootboxItem } from '../../sdk/api/schemas/lootboxes.ts';
import { messagesFor } from '../../sdk/i18n/i18n.ts';
import { resolveLocale } from '../../sdk/i18n/locales.ts';
import { getQueries } from '../../sdk/query/index.ts';
import { KEYS } from '../../sdk/query/keys.ts';
import { isActiveWheelSpin } from '../../sdk/rules/lootboxes-wheel.ts';
import { useCasinoLink } from '../ui/use-casino-link.ts';
import { useCore, type CoreProps } from '../ui/use-core.ts';
import { usePlayer } from '../ui/use-player.ts';
import { useQuery } from '../ui/use-query.ts';
import { useSignalValue } from '../ui/use-signal.ts';
import { wheelMessages } from './messages.ts';
import { configSegments, landingRotation, segmentLabel } from './segments.ts';

export interface WheelProps extends CoreProps {
  /** `light`, `dark` or `auto` (default), sdk/embed/theme.ts. */
  theme?: 'light' | 'dark' | 'auto';
  /** A link was pressed (`{ path, href }`: '/login', '/deposit', '/rocket-mart', '/profile/gifts'); without a handler the link opens the casino. */
  onNavigate?: (detail: { path: string; href: string }) => void;
}

const SPIN_MS = 4_500;
const reducedMotion = () => globalThis.matchMedia?.('(prefers-reduced-motion: reduce)').matches === true;

interface Spin {
  /** The segments of the box being spun, held while the list refreshes. */
  items: LootboxItem[];
  rotation: number;
  phase: 'asking' | 'turning' | 'done';
  prize?: string;
}

/**
 * The bonus wheel (docs/widgets.md "wheel", docs/api/lootboxes.md): the segments of the player's next
 * wheel spin (else of the configs), a spin button; the SERVER draws the prize (POST activation) before
 * the wheel moves, the wheel then lands on the won segment (at once under prefers-reduced-motion) and
 * the result is announced in a live region. Guests are asked to sign in; no spins: how to get one.
 */
export function Wheel(props: WheelProps) {
  const locale = resolveLocale(props.locale);
  const t = messagesFor(wheelMessages, locale);
  const core = useCore(props);
  const link = useCasinoLink(core.config.api, props);
  const player = usePlayer(core, props.currency ?? 'EUR');
  const user = useSignalValue(player.session.user);
  const signedIn = player.status === 'player';
  const api = useMemo(() => lootboxesApi(core.http), [core]);
  const config = useMemo(() => configApi(core.http), [core]);
  const lootboxes = useQuery<Lootbox[]>(core, { key: KEYS.lootboxes, fetch: () => api.list(), errorName: 'LOAD_LOOTBOXES_ERROR', enabled: signedIn });
  const fallback = useQuery<LootboxItem[]>(core, { key: ['config', 'wheel-config'], fetch: () => config.wheel(), staleMs: 10 * 60_000, errorName: 'LOAD_CONFIG_ERROR' });
  const byGroup = useQuery<Record<string, LootboxItem[]>>(core, { key: ['config', 'wheel-config-segments'], fetch: () => config.wheelSegments(), staleMs: 10 * 60_000, errorName: 'LOAD_CONFIG_ERROR' });
  const [spin, setSpin] = useState<Spin | null>(null);
  const [failed, setFailed] = useState(false);
  const wheelRef = useRef<HTMLDivElement>(null);

  const spins = (lootboxes.data ?? []).filter(isActiveWheelSpin);
  const next = spins.at(-1); // the oldest first (the list is newest first)
  const groups = (user?.statuses ?? []).map((status) => status.id);
  const items = spin?.items ?? (next ? next.items : configSegments(fallback.data, byGroup.data, groups));
  const currency = next?.currency ?? player.currency;
  const labels = items.map((item) => segmentLabel(item, currency, t));


  const finish = useCallback(() => {
    setSpin((current) => (current && current.phase === 'turning' ? { ...current, phase: 'done' } : current));
    const queries = getQueries(core);
    void queries.invalidate(KEYS.lootboxes);
    void queries.invalidate(KEYS.bonuses);
    void queries.invalidate(KEYS.freespins);
  }, [core]);

  // The landing: transitionend, or the duration when no transition runs (a hidden tab).
  useEffect(() => {
    if (spin?.phase !== 'turning') return;
    const timer = setTimeout(finish, reducedMotion() ? 0 : SPIN_MS + 300);
    return () => clearTimeout(timer);
  }, [spin?.phase, finish]);

  const onSpin = async () => {
    if (!next || (spin && spin.phase !== 'done')) return;
    const held = next.items;
    const from = spin?.rotation ?? 0;
    setFailed(false);
    setSpin({ items: held, rotation: from, phase: 'asking' });
    try {
      const result = await api.activate(next.id);
      const won = result.items.find((item) => item.prize);
      const index = Math.max(0, held.findIndex((item) => item.id === won?.id));
      const prize = segmentLabel(won ?? (held[index] as LootboxItem), result.currency, t);
      setSpin({ items: held, rotation: landingRotation(from, index, held.length), phase: 'turning', prize });
    } catch {
      setFailed(true);
      setSpin(null);
      void getQueries(core).invalidate(KEYS.lootboxes);
    }
  };

  const step = 360 / Math.max(items.length, 1);
  const turning = spin?.phase === 'turning' || spin?.phase === 'asking';
  const done = spin?.phase === 'done';
  const announcement = done ? t.format('won', { prize: spin?.prize ?? '' }) : turning ? t.spinning : '';

  return (
    <section className="ck-wheel" aria-labelledby="ck-wheel-title">
      <h2 id="ck-wheel-title" className="ck-wheel__title">{t.title}</h2>
      <div className="ck-wheel__stage">
        <div className="ck-wheel__pointer" aria-hidden="true" />
        <div
          ref={wheelRef}
          className={`ck-wheel__disc${reducedMotion() ? ' ck-wheel__disc--still' : ''}`}
          style={{ transform: `rotate(${spin?.rotation ?? 0}deg)` }}
          onTransitionEnd={finish}
          data-testid="wheel-disc"
          data-rotation={spin?.rotation ?? 0}
        >
          <svg viewBox="-110 -110 220 220" role="img" aria-label={t.prizes}>
            {items.map((item, index) => {
              const a = ((index * step - 90) * Math.PI) / 180;
              const b = (((index + 1) * step - 90) * Math.PI) / 180;
              const mid = (((index + 0.5) * step - 90) * Math.PI) / 180;
              const large = step > 180 ? 1 : 0;
              return (
                <g key={item.id}>
                  <path d={`M0 0L${100 * Math.cos(a)} ${100 * Math.sin(a)}A100 100 0 ${large} 1 ${100 * Math.cos(b)} ${100 * Math.sin(b)}Z`} className={`ck-wheel__slice ck-wheel__slice--${index % 4}`} />
                  <text x={58 * Math.cos(mid)} y={58 * Math.sin(mid)} transform={`rotate(${(index + 0.5) * step - 90} ${58 * Math.cos(mid)} ${58 * Math.sin(mid)})`} className="ck-wheel__label" textAnchor="middle" dominantBaseline="middle">
                    {shortLabel(labels[index] ?? '')}
                  </text>
                </g>
              );
            })}
            <circle r="14" className="ck-wheel__hub" />
          </svg>
        </div>
      </div>
      <div className="ck-wheel__side">
        <p role="status" aria-live="polite" className="ck-wheel__result" data-testid="wheel-result">{announcement}</p>
        {done ? (
          <p className="ck-wheel__hint">
            {t.wonHint} <a {...link('/profile/gifts')}>{t.gifts}</a>
          </p>
        ) : null}
        {failed ? <p role="alert" className="ck-wheel__error">{t.spinFailed}</p> : null}
        {player.status === 'unknown' ? (
          <p className="ck-muted">{t.loading}</p>
        ) : !signedIn ? (
          <div className="ck-wheel__guest">
            <p>{t.signIn}</p>
            <a className="ck-button ck-button--small" {...link('/login')}>{t.signInButton}</a>
          </div>
        ) : lootboxes.error && !lootboxes.data ? (
          <div>
            <p role="alert">{t.failed}</p>
            <button type="button" className="ck-button ck-button--small" onClick={lootboxes.refetch}>{t.retry}</button>
          </div>
        ) : lootboxes.loading ? (
          <p className="ck-muted">{t.loading}</p>
        ) : next ? (
          <div className="ck-wheel__actions">
            <p className="ck-wheel__count">{t.format('spinsLeft', { count: spins.length })}</p>
            <button type="button" className="ck-button ck-wheel__spin" onClick={() => void onSpin()} disabled={turning} aria-describedby="ck-wheel-title">
              {t.spin}
            </button>
          </div>
        ) : (
          <div className="ck-wheel__empty">
            <p><strong>{t.noSpins}</strong></p>
            <p>{t.howToGet}</p>
            <p className="ck-row">
              <a className="ck-button ck-button--small" {...link('/deposit')}>{t.deposit}</a>
              <a className="ck-button ck-button--small ck-button--ghost" {...link('/rocket-mart')}>{t.shop}</a>
            </p>
          </div>
        )}
        <h3 className="ck-wheel__subtitle">{t.prizes}</h3>
        <ol className="ck-wheel__prizes">
          {labels.map((label, index) => (
            <li key={items[index]?.id ?? index}>{label}</li>
          ))}
        </ol>
      </div>
    </section>
  );
}

/** Segment text on the disc: the label's figure part (the full text is in the list beside it). */
const shortLabel = (label: string) => (label.length > 16 ? `${label.slice(0, 15)}…` : label);
