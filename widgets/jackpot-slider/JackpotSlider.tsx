import { useId, useState, type KeyboardEvent } from 'react';
import { messagesFor } from '../../sdk/i18n/i18n.ts';
import type { Jackpot } from '../../sdk/api/schemas.ts';
import { resolveLocale } from '../../sdk/i18n/locales.ts';
import { formatJackpotAmount } from '../../sdk/money/format.ts';
import { jackpotLeaderboard, leaderboardPlace, maskWinnerName } from '../../sdk/rules/jackpots.ts';
import { useCore, type CoreProps } from '../ui/use-core.ts';
import { messages } from './messages.ts';
import { useJackpots, type JackpotsInitial } from './use-jackpots.ts';

export interface JackpotSliderProps extends CoreProps {
  /** Show jackpots in this currency first (all others follow). */
  currency?: string;
  /** Data the first frame was rendered from (server-rendered first frame, see docs/architecture.md). */
  initial?: JackpotsInitial;
  onError?: (detail: { name: string; message: string }) => void;
}

type Tab = 'biggest' | 'latest';

/** Jackpot slider (docs/product/jackpots.md#slider, docs/product/jackpots.md#jackpot, docs/product/jackpots.md#leaderboard, spec 001 §2–§4, §9): live pools, winners leaderboard, how to catch one. */
export function JackpotSlider(props: JackpotSliderProps) {
  const locale = resolveLocale(props.locale);
  const t = messagesFor(messages, locale);
  const core = useCore(props);
  const { status, jackpots, wins, stale, retry } = useJackpots(core, (name, message) => props.onError?.({ name, message }), props.initial);
  const [index, setIndex] = useState(0);
  const [tab, setTab] = useState<Tab>('biggest');
  const ids = useId();

  if (status === 'error' && jackpots.length === 0) {
    return (
      <section className="ck-jp ck-jp--error" aria-label={t.title}>
        <p>{t.unavailable}</p>
        <button type="button" className="ck-button" onClick={retry}>
          {t.retry}
        </button>
      </section>
    );
  }

  const ordered = preferCurrency(jackpots, props.currency);
  const count = ordered.length;
  const current = count > 0 ? ordered[((index % count) + count) % count] : undefined;
  const position = count > 0 ? ((index % count) + count) % count : 0;
  const move = (step: number) => setIndex((value) => value + step);
  const onSliderKey = (event: KeyboardEvent) => {
    if (event.key === 'ArrowRight') move(1);
    else if (event.key === 'ArrowLeft') move(-1);
  };
  const onTabKey = (event: KeyboardEvent) => {
    if (event.key !== 'ArrowRight' && event.key !== 'ArrowLeft') return;
    const next: Tab = tab === 'biggest' ? 'latest' : 'biggest';
    setTab(next);
    (event.currentTarget.parentElement?.querySelector(`[data-tab="${next}"]`) as HTMLElement | null)?.focus();
  };
  // The winners of the jackpot on show (amounts in one currency compare fairly); all wins if none.
  const ownWins = current ? wins.filter((win) => win.jackpot_name === current.name) : [];
  const board = jackpotLeaderboard(ownWins.length > 0 ? ownWins : wins, tab);

  return (
    <section className="ck-jp" aria-label={t.title} aria-busy={status === 'loading'}>
      <header className="ck-jp__head">
        <h2 className="ck-jp__title">{t.title}</h2>
        {count > 1 && (
          <div className="ck-jp__nav" onKeyDown={onSliderKey}>
            <button type="button" className="ck-jp__arrow" data-action="previous" aria-label={t.previous} onClick={() => move(-1)}>
              ‹
            </button>
            <span className="ck-jp__pos" aria-live="polite">
              {t.format('position', { n: position + 1, total: count })}
            </span>
            <button type="button" className="ck-jp__arrow" data-action="next" aria-label={t.next} onClick={() => move(1)}>
              ›
            </button>
          </div>
        )}
      </header>
      {stale && <p className="ck-jp__stale">{t.stale}</p>}
      {current ? <JackpotCard jackpot={current} locale={locale} /> : <div className="ck-jp__card ck-skeleton" aria-label={t.loading} role="status" />}
      <div className="ck-jp__tabs" role="tablist" aria-label={t.winners}>
        {(['biggest', 'latest'] as const).map((name) => (
          <button
            key={name}
            type="button"
            role="tab"
            data-tab={name}
            data-action={`tab-${name}`}
            id={`${ids}-tab-${name}`}
            aria-selected={tab === name}
            aria-controls={`${ids}-panel`}
            tabIndex={tab === name ? 0 : -1}
            className="ck-jp__tab"
            onClick={() => setTab(name)}
            onKeyDown={onTabKey}
          >
            {t[name]}
          </button>
        ))}
      </div>
      <div role="tabpanel" id={`${ids}-panel`} aria-labelledby={`${ids}-tab-${tab}`} className="ck-jp__panel">
        {board.length === 0 ? (
          <p className="ck-jp__empty">{status === 'loading' ? t.loading : t.noWins}</p>
        ) : (
          <ol className="ck-jp__winners">
            {board.map((win, place) => {
              const shown = leaderboardPlace(place + 1);
              return (
                <li key={`${win.created_at}-${place}`} className="ck-jp__winner">
                  <span className={'medal' in shown ? `ck-jp__place ck-jp__place--${shown.medal}` : 'ck-jp__place'} aria-label={t.format('place', { n: place + 1 })}>
                    {'medal' in shown ? shown.medal : shown.label}
                  </span>
                  <span className="ck-jp__name">{maskWinnerName(win.user_name)}</span>
                  <span className="ck-jp__level">{win.jackpot_level_name}</span>
                  <span className="ck-jp__won">{formatJackpotAmount(win.amount_cents, win.jackpot_original_currency, locale)}</span>
                </li>
              );
            })}
          </ol>
        )}
      </div>
      <details className="ck-jp__how">
        <summary data-action="how">{t.howTitle}</summary>
        <ol>
          <li>{t.step1}</li>
          <li>{t.step2}</li>
          <li>{t.step3}</li>
        </ol>
      </details>
    </section>
  );
}

function JackpotCard({ jackpot, locale }: { jackpot: Jackpot; locale: ReturnType<typeof resolveLocale> }) {
  // The top prize first: level_3 (largest) down to level_1.
  const levels = [...jackpot.levels].sort((a, b) => b.identifier.localeCompare(a.identifier));
  return (
    <article className="ck-jp__card" aria-label={jackpot.name} data-jackpot-id={String(jackpot.id)}>
      <h3 className="ck-jp__name-jp">{jackpot.name}</h3>
      <ul className="ck-jp__levels">
        {levels.map((level) => (
          <li key={level.identifier} className={`ck-jp__level-row ck-jp__level-row--${level.identifier}`}>
            <span className="ck-jp__level-name">{level.name}</span>
            <strong className="ck-jp__amount" data-level={level.identifier}>
              {formatJackpotAmount(level.amount_cents, jackpot.currency, locale)}
            </strong>
          </li>
        ))}
      </ul>
    </article>
  );
}

function preferCurrency(jackpots: Jackpot[], currency: string | undefined): Jackpot[] {
  if (!currency) return jackpots;
  const code = currency.toUpperCase();
  return [...jackpots.filter((j) => j.currency === code), ...jackpots.filter((j) => j.currency !== code)];
}
