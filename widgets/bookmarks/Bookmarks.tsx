import { useEffect, useMemo, useState } from 'react';
import { lootboxesApi } from '../../sdk/api/lootboxes.ts';
import type { Lootbox } from '../../sdk/api/schemas/lootbox.ts';
import type { AdventureView } from '../../sdk/api/schemas/vip-club.ts';
import { vipClubApi } from '../../sdk/api/vip-club.ts';
import { messagesFor } from '../../sdk/i18n/i18n.ts';
import { resolveLocale } from '../../sdk/i18n/locales.ts';
import { KEYS } from '../../sdk/query/keys.ts';
import { moneyRatesQuery, ratesQuery } from '../../sdk/query/loyalty.ts';
import { GROUP_TESTER } from '../../sdk/rules/groups.ts';
import { isActiveWheelSpin } from '../../sdk/rules/lootboxes-wheel.ts';
import { isAffordable } from '../../sdk/rules/loyalty.ts';
import { promoStatus } from '../../sdk/rules/tournaments.ts';
import { bookmarksCompact, visibleBookmarks, type Bookmark } from '../../sdk/rules/quests.ts';
import { QuestBookmark } from '../quest/QuestBookmark.tsx';
import { useQuests } from '../quest/use-quests.ts';
import { useCasinoLink } from '../ui/use-casino-link.ts';
import { useCore, type CoreProps } from '../ui/use-core.ts';
import { usePlayer } from '../ui/use-player.ts';
import { useQuery } from '../ui/use-query.ts';
import { useSessionOnReturn } from '../ui/use-session-on-return.ts';
import { useSignalValue } from '../ui/use-signal.ts';
import { bookmarksMessages } from './messages.ts';

export interface BookmarksProps extends CoreProps {
  /** Prefix of the casino's links (the host's locale prefix); default none. */
  basePath?: string;
  /** Bookmarks not to show on this page, comma-separated (`loyalty_shop`, `spin_wheel`, `adventures`, `quests`): the page they lead to. */
  hide?: string;
  /** A bookmark was pressed (`{ path, href }`: `/rocket-mart`, `/rocketplay-wheel`, `/rocketplay-adventure`, a quest's page); without a handler the link opens the casino. */
  onNavigate?: (detail: { path: string; href: string }) => void;
}

/** Where each bookmark leads (the host's routes, docs/host.md). */
const PATHS: Record<Exclude<Bookmark, 'quests'>, string> = { loyalty_shop: '/rocket-mart', spin_wheel: '/rocketplay-wheel', adventures: '/rocketplay-adventure' };
const LABELS = { loyalty_shop: 'shop', spin_wheel: 'wheel', adventures: 'adventures' } as const;
/** The adventure calendar's query key (widgets/adventures/Adventures.tsx reads the same). */
const ADVENTURE_KEY = ['adventure'];

/** The cheapest card of the shop's first two tabs (money in the player's currency, free spins), in points. */
function cheapest(money: { rates: { points: number; currency: string }[] }[] | undefined, freespins: { rate: { points: number } }[] | undefined, currency: string): number | null {
  const costs = [...(money ?? []).map((card) => (card.rates.find((rate) => rate.currency === currency) ?? card.rates[0])?.points), ...(freespins ?? []).map((card) => card.rate.points)].filter((cost): cost is number => typeof cost === 'number' && cost > 0);
  return costs.length > 0 ? Math.min(...costs) : null;
}

/** Scrolled past the bookmarks' threshold (100 px). */
function useCompact(): boolean {
  const [compact, setCompact] = useState(() => bookmarksCompact(globalThis.scrollY ?? 0));
  useEffect(() => {
    const check = () => setCompact(bookmarksCompact(window.scrollY));
    window.addEventListener('scroll', check, { passive: true });
    return () => window.removeEventListener('scroll', check);
  }, []);
  return compact;
}

/**
 * The side bookmarks (docs/widgets.md "bookmarks", docs/product/loyalty-lootboxes-wheel.md#bookmarks): tabs at
 * the side of the page for what the signed-in player has waiting — the loyalty shop (a card their
 * points afford), the wheel (a spin issued), adventures (testers, group 21, with a day to
 * play; the spec's group-specific adventures bookmark names no group), the running quest (its tab and
 * panel, widgets/quest/QuestBookmark.tsx) — at most 2, in that priority (`visibleBookmarks`); folded
 * to a compact tab once the page is scrolled past 100 px. Links through the casino-URL builder (the
 * widget's affiliate attribution). Guests see nothing: every bookmark is about the player's own rewards.
 */
export function Bookmarks(props: BookmarksProps) {
  const locale = resolveLocale(props.locale);
  const t = messagesFor(bookmarksMessages, locale);
  const core = useCore(props);
  const player = usePlayer(core, props.currency ?? 'EUR');
  useSessionOnReturn(core);
  const signedIn = player.loggedIn;
  const link = useCasinoLink(core.config.api, props, props.basePath);
  const compact = useCompact();
  const points = useSignalValue(player.session.compPoints);
  const user = useSignalValue(player.session.user);
  const tester = (user?.statuses ?? []).some((status) => String(status.id) === String(GROUP_TESTER));
  const lootboxes = useQuery<Lootbox[]>(core, { key: KEYS.lootboxes, fetch: () => lootboxesApi(core.http).list(), errorName: 'LOAD_LOOTBOXES_ERROR', enabled: signedIn });
  const adventure = useQuery<AdventureView>(core, { key: ADVENTURE_KEY, fetch: (signal) => vipClubApi(core.http).adventure(signal), errorName: 'LOAD_ADVENTURE_ERROR', enabled: signedIn && tester });
  const money = useQuery(core, { ...moneyRatesQuery(core.http, locale, signedIn), enabled: signedIn });
  const freespins = useQuery(core, { ...ratesQuery(core.http, 'freespins', locale, signedIn), enabled: signedIn });
  const { quests } = useQuests(core, locale);
  const hidden = useMemo(() => new Set((props.hide ?? '').split(/[\s,]+/).filter(Boolean)), [props.hide]);

  if (!signedIn) return null;
  const spins = (lootboxes.data ?? []).filter(isActiveWheelSpin).length;
  const cost = cheapest(money.data, freespins.data, player.currency);
  const available: Record<Bookmark, boolean> = {
    loyalty_shop: cost !== null && isAffordable(points?.chargeable.points ?? 0, cost),
    spin_wheel: spins > 0,
    adventures: tester && Boolean(adventure.data && !adventure.data.finished && adventure.data.days.some((day) => day.state === 'active')),
    quests: quests.some((quest) => promoStatus(quest.tournament, Date.now()) === 'active'),
  };
  const shown = visibleBookmarks(Object.fromEntries(Object.entries(available).map(([name, on]) => [name, on && !hidden.has(name)])));
  if (shown.length === 0) return null;
  return (
    <nav className={`ck-bookmarks${compact ? ' ck-bookmarks--compact' : ''}`} aria-label={t.label}>
      {shown.map((name) =>
        name === 'quests' ? (
          <QuestBookmark key={name} {...props} />
        ) : (
          <div key={name} className="ck-bookmark">
            <a className="ck-bookmark__tab" data-bookmark={name} {...link(PATHS[name])}>
              {t[LABELS[name]]}
              {name === 'spin_wheel' && (
                <span className="ck-bookmark__level" aria-label={t.format('spins', { count: spins })}>
                  {spins}
                </span>
              )}
            </a>
          </div>
        ),
      )}
    </nav>
  );
}
