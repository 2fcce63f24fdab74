import type { Locale } from '../../sdk/i18n/locales.ts';
import { isQuest, promoStatus, type Timed } from '../../sdk/rules/tournaments.ts';
import { Countdown } from '../ui/countdown.tsx';
import type { Navigator } from '../ui/navigation.ts';
import { prizePool, type T } from './format.ts';

export interface CardItem extends Timed {
  id: number;
  title: string;
  frontend_identifier: string;
  currency: string;
  money_prize_pool_cents?: number;
  money_budget_cents?: number;
  user_confirmation_required?: boolean;
}

/**
 * One card of the list (docs/product/tournaments-lotteries-quests.md#status, #pages): the title as the
 * link to its page, its kind (a quest, a lottery), the status, the prize pool through the one money
 * formatter and the shared countdown (time left, a start countdown, or the finished text).
 */
export function TournamentCard({ item, kind, path, nav, t, locale, now, level, onStatusChange }: { item: CardItem; kind: 'tournament' | 'lottery'; path: string; nav: Navigator; t: T; locale: Locale; now: number; level: 2 | 3; onStatusChange: () => void }) {
  const status = promoStatus(item, now);
  const pool = prizePool(item, locale);
  const Title = `h${level}` as 'h3';
  const label = kind === 'lottery' ? t.kind_lottery : isQuest(item) ? t.kind_quest : null;
  return (
    <li className={`ck-card ck-tcard ck-tcard--${status}`}>
      <div className="ck-tcard__head">
        <span className={`ck-badge ck-tcard__status ck-tcard__status--${status}`}>{t[`status_${status}`]}</span>
        {label ? <span className="ck-badge">{label}</span> : null}
      </div>
      <Title className="ck-tcard__title">
        <a href={nav.href(path)} onClick={nav.click(path)}>{item.title}</a>
      </Title>
      {pool ? (
        <p className="ck-tcard__pool">
          <span className="ck-muted">{t.prizePool}</span> <strong>{pool}</strong>
        </p>
      ) : null}
      <p className="ck-tcard__timer"><Countdown item={item} locale={locale} onStatusChange={onStatusChange} /></p>
      {item.user_confirmation_required && status !== 'archive' ? <p className="ck-muted ck-tcard__optin">{t.optIn}</p> : null}
    </li>
  );
}
