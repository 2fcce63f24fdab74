import { useId, useState } from 'react';
import { messagesFor } from '../../sdk/i18n/i18n.ts';
import { gamePageUrl } from '../../sdk/api/games.ts';
import type { Game } from '../../sdk/api/schemas.ts';
import type { Attribution } from '../../sdk/embed/casino-url.ts';
import { resolveLocale } from '../../sdk/i18n/locales.ts';
import { clearButtonVisible } from '../../sdk/rules/search.ts';
import { Modal } from '../ui/Modal.tsx';
import { useAttribution, useCore, type CoreProps } from '../ui/use-core.ts';
import { messages } from './messages.ts';
import { useGameSearch } from './use-game-search.ts';

export interface GameSearchProps extends CoreProps {
  /** Opens the popup without the trigger button (a host that has its own search button). */
  open?: boolean | string;
  onSelect?: (game: { identifier: string; title: string; provider: string; url: string }) => void;
  onClose?: () => void;
}

/** Game search popup (docs/product/lobby-and-games.md#search, spec 001 §2 Other screens, §5, §8, §9). */
export function GameSearch(props: GameSearchProps) {
  const locale = resolveLocale(props.locale);
  const t = messagesFor(messages, locale);
  const core = useCore(props);
  const attribution = useAttribution(props);
  const controlled = props.open !== undefined && props.open !== false && props.open !== 'false';
  const [openedHere, setOpenedHere] = useState(false);
  const open = controlled || openedHere;
  const [query, setQuery] = useState('');
  const [focused, setFocused] = useState(false);
  const ids = useId();
  const search = useGameSearch(core, query, open);
  const casino = core.config.api || (typeof location !== 'undefined' ? location.origin : '');

  const close = () => {
    setOpenedHere(false);
    setQuery('');
    props.onClose?.();
  };

  return (
    <>
      {!controlled && (
        <button type="button" className="ck-search-trigger" onClick={() => setOpenedHere(true)} aria-haspopup="dialog">
          <SearchIcon />
          <span>{t.open}</span>
        </button>
      )}
      {open && (
        <Modal label={t.label} onClose={close}>
          <div className="ck-search">
            <div className="ck-search__bar">
              <SearchIcon />
              <label className="ck-visually-hidden" htmlFor={`${ids}-q`}>
                {t.label}
              </label>
              <input
                id={`${ids}-q`}
                className="ck-search__input"
                type="search"
                autoComplete="off"
                placeholder={t.placeholder}
                value={query}
                onChange={(event) => setQuery(event.target.value)}
                onFocus={() => setFocused(true)}
                onBlur={() => setFocused(false)}
                aria-controls={`${ids}-list`}
              />
              {clearButtonVisible(focused, query) && (
                <button type="button" className="ck-search__icon-button" aria-label={t.clear} onMouseDown={(event) => event.preventDefault()} onClick={() => setQuery('')}>
                  ×
                </button>
              )}
              <button type="button" className="ck-search__close" onClick={close}>
                {t.close}
              </button>
            </div>
            <h2 className="ck-search__heading" id={`${ids}-heading`}>
              {search.mode === 'recommended' ? t.recommended : t.results}
            </h2>
            <div aria-live="polite" className="ck-search__status">
              {search.loading ? t.loading : ''}
            </div>
            <ul className="ck-search__list" id={`${ids}-list`} aria-labelledby={`${ids}-heading`} aria-busy={search.loading}>
              {search.games.map((game) => (
                <GameRow key={game.identifier} game={game} casino={casino} attribution={attribution} by={t.format("by", { provider: game.provider })} onSelect={props.onSelect} />
              ))}
            </ul>
            {!search.loading && search.mode === 'results' && search.games.length === 0 && (
              <div className="ck-search__empty" role="status">
                <p>{t.format('empty', { query: search.query })}</p>
                <p className="ck-search__hint">{t.hint}</p>
              </div>
            )}
          </div>
        </Modal>
      )}
    </>
  );
}

function GameRow({ game, casino, attribution, by, onSelect }: { game: Game; casino: string; attribution?: Attribution; by: string; onSelect?: GameSearchProps['onSelect'] }) {
  const url = gamePageUrl(casino, game, attribution);
  const image = (game as { preview?: string; image?: string }).preview ?? (game as { image?: string }).image;
  return (
    <li>
      <a className="ck-search__game" href={url} onClick={() => onSelect?.({ identifier: game.identifier, title: game.title, provider: game.provider, url })}>
        <span className="ck-search__thumb">{image ? <img src={image.startsWith('http') ? image : `${casino}${image}`} alt="" width={64} height={48} loading="lazy" /> : null}</span>
        <span className="ck-search__game-text">
          <span className="ck-search__game-title">{game.title}</span>
          <span className="ck-search__game-provider">{by}</span>
        </span>
      </a>
    </li>
  );
}

function SearchIcon() {
  return (
    <svg className="ck-icon" viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
      <circle cx="11" cy="11" r="7" fill="none" stroke="currentColor" strokeWidth="2" />
      <path d="m20 20-4.2-4.2" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
    </svg>
  );
}
