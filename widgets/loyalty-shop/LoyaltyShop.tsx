import { useEffect, useRef, useState } from 'react';
import { messagesFor, type MessagesOf } from '../../sdk/i18n/i18n.ts';
import { resolveLocale } from '../../sdk/i18n/locales.ts';
import { getQueries } from '../../sdk/query/index.ts';
import { KEYS } from '../../sdk/query/keys.ts';
import { levelsQuery, moneyRatesQuery, ratesQuery, shopContentQuery } from '../../sdk/query/loyalty.ts';
import { compPointsQuery } from '../../sdk/query/queries.ts';
import { isAffordable, levelMaxReached, shortfall } from '../../sdk/rules/loyalty.ts';
import { useSignalValue } from '../ui/use-signal.ts';
import { useCasinoLink } from '../ui/use-casino-link.ts';
import { useCore, type CoreProps } from '../ui/use-core.ts';
import { usePlayer } from '../ui/use-player.ts';
import { useQuery } from '../ui/use-query.ts';
import { fromMoney, fromRate, TAB_KINDS, type ShopCard, type ShopTab } from './cards.ts';
import { ExchangeDialog } from './ExchangeDialog.tsx';
import { loyaltyShopMessages } from './messages.ts';

export interface LoyaltyShopProps extends CoreProps {
  /** The tab shown: `all` (default), `freespins`, `money`, `special`, or `chance` (with `chance`). */
  tab?: ShopTab;
  /** Show the Rocket chance tab (the mirror's `chanceGame` feature flag). */
  chance?: boolean | string;
  /** `light`, `dark` or `auto` (default), sdk/embed/theme.ts. */
  theme?: 'light' | 'dark' | 'auto';
  /** A tab, sign-up, game or gifts link was pressed (`{ path, href }`); without a handler the link opens `href`. */
  onNavigate?: (detail: { path: string; href: string }) => void;
}

export type Messages = MessagesOf<typeof loyaltyShopMessages>;

const TAB_PATHS: Record<ShopTab, string> = { all: '/rocket-mart', freespins: '/rocket-mart/freespins', money: '/rocket-mart/money', special: '/rocket-mart/special', chance: '/rocket-mart/rocket-chance' };
const TAB_LABELS = { all: 'tabAll', freespins: 'tabFreespins', money: 'tabMoney', special: 'tabSpecial', chance: 'tabChance' } as const;

interface ShopContent {
  promo?: { title?: string; text?: string; readMore?: string };
  view?: { banner?: { desktop?: string; mobile?: string } };
}

function parseContent(json: unknown): ShopContent {
  if (typeof json !== 'string') return (json as ShopContent | undefined) ?? {};
  try {
    return JSON.parse(json) as ShopContent;
  } catch {
    return {};
  }
}

/**
 * The loyalty shop (docs/widgets.md "loyalty-shop", docs/product/loyalty-lootboxes-wheel.md#shop):
 * banner and promo from the CMS page `rocket-mart`, the point balance (live: the `comps_award` push
 * replaces it), tabs, cards with affordability and the shortfall, and the exchange flow of
 * docs/product/loyalty-lootboxes-wheel.md#exchange in the one modal. Script tag
 * (`<casino-loyalty-shop tab="freespins">`) or React (`import { LoyaltyShop } from 'casino-kit/react'`).
 */
export function LoyaltyShop(props: LoyaltyShopProps) {
  const locale = resolveLocale(props.locale);
  const t = messagesFor(loyaltyShopMessages, locale);
  const core = useCore(props);
  const player = usePlayer(core, props.currency ?? 'EUR');
  const user = useSignalValue(player.session.user);
  const signedIn = player.loggedIn;
  const known = player.status !== 'unknown';
  const chance = props.chance === true || props.chance === '' || props.chance === 'true';
  const [tab, setTab] = useState<ShopTab>(props.tab ?? 'all');
  useEffect(() => setTab(props.tab ?? 'all'), [props.tab]);
  const current: ShopTab = tab === 'chance' && !chance ? 'all' : tab;

  const content = useQuery(core, shopContentQuery(core.http, locale));
  const money = useQuery(core, { ...moneyRatesQuery(core.http, locale, signedIn), enabled: known });
  const freespins = useQuery(core, { ...ratesQuery(core.http, 'freespins', locale, signedIn), enabled: known });
  const lootboxes = useQuery(core, { ...ratesQuery(core.http, 'lootboxes', locale, signedIn), enabled: known });
  const lotteries = useQuery(core, { ...ratesQuery(core.http, 'lotteries', locale, signedIn), enabled: known });
  const special = useQuery(core, { ...ratesQuery(core.http, 'special', locale, signedIn), enabled: known });
  // Points move with play elsewhere: read on show; the comps_award push keeps them live (sdk/query/channels.ts).
  const points = useQuery(core, { ...compPointsQuery(core.http), staleMs: 0, enabled: signedIn });
  const balance = points.data?.chargeable.points ?? 0;
  // The level reload (docs/product/loyalty-lootboxes-wheel.md#comp-points): a comps_award push that takes
  // persistent points to the current level's max reads the profile again (its level status changes).
  const levels = useQuery(core, { ...levelsQuery(core.http), enabled: signedIn });
  const persistent = points.data?.persistent.points;
  const levelId = user?.statuses?.find((status) => !/^\d+$/.test(String(status.id)))?.id;
  useEffect(() => {
    if (persistent !== undefined && levels.data && levelMaxReached(persistent, levelId, levels.data)) void player.session.load();
  }, [persistent, levelId, levels.data, player.session]);

  const onNavigate = useRef(props.onNavigate);
  onNavigate.current = props.onNavigate;
  const link = useCasinoLink(core.config.api, props);
  const href = (path: string) => link(path).href;
  const go = (path: string) => link(path).onClick;

  const [exchanging, setExchanging] = useState<ShopCard | null>(null);

  const lists = [money, freespins, lootboxes, lotteries, special];
  const loading = lists.some((list) => list.loading && !list.data);
  const failed = lists.find((list) => list.error && !list.data);
  const cards: ShopCard[] = [
    ...(freespins.data ?? []).map((card) => fromRate('freespins', card)),
    ...(money.data ?? []).map((card) => fromMoney(card, player.currency)),
    ...(lootboxes.data ?? []).map((card) => fromRate('lootboxes', card)),
    ...(lotteries.data ?? []).map((card) => fromRate('lotteries', card)),
    ...(special.data ?? []).map((card) => fromRate('special', card)),
  ].filter((card) => current !== 'chance' && TAB_KINDS[current].includes(card.kind));

  const shop = parseContent(content.data?.blocks?.json);
  const banner = shop.view?.banner;
  const tabs: ShopTab[] = chance ? ['all', 'freespins', 'money', 'special', 'chance'] : ['all', 'freespins', 'money', 'special'];
  const canIssue = user?.can_issue_bonuses !== false;
  const multiAccount = (user?.statuses ?? []).some((status) => String(status.id) === '100');

  return (
    <section className="ck-shop" aria-labelledby="ck-shop-title">
      <header className="ck-shop__banner">
        {banner?.desktop && (
          <picture className="ck-shop__picture">
            {banner.mobile && <source media="(max-width: 600px)" srcSet={`${core.config.api}${banner.mobile}`} />}
            <img src={`${core.config.api}${banner.desktop}`} alt="" width={1200} height={300} loading="lazy" />
          </picture>
        )}
        <div className="ck-shop__promo">
          <h2 id="ck-shop-title" className="ck-shop__title">{shop.promo?.title ?? t.title}</h2>
          {shop.promo?.text && <p className="ck-shop__text">{shop.promo.text}</p>}
          {signedIn ? (
            <p className="ck-shop__balance" aria-live="polite" data-points={balance}>
              <span className="ck-shop__balance-label">{t.balanceLabel}</span> <strong>{t.format('balance', { count: balance })}</strong>
            </p>
          ) : known ? (
            <p className="ck-shop__guest">{t.guest}</p>
          ) : null}
        </div>
      </header>
      <nav className="ck-shop__tabs" aria-label={t.tabsLabel}>
        {tabs.map((item) => (
          <a
            key={item}
            className="ck-shop__tab"
            href={href(TAB_PATHS[item])}
            aria-current={item === current ? 'page' : undefined}
            onClick={(event) => {
              event.preventDefault();
              setTab(item);
              onNavigate.current?.({ path: TAB_PATHS[item], href: href(TAB_PATHS[item]) });
            }}
          >
            {t[TAB_LABELS[item]]}
          </a>
        ))}
      </nav>
      {current === 'chance' ? (
        <p className="ck-shop__chance">
          <a className="ck-button" href={href('/rocket-chance')} onClick={go('/rocket-chance')}>{t.chanceText}</a>
        </p>
      ) : failed ? (
        <div role="alert" className="ck-row">
          <p>{t.failed}</p>
          <button type="button" className="ck-button ck-button--small" onClick={() => lists.forEach((list) => list.refetch())}>{t.retry}</button>
        </div>
      ) : cards.length === 0 ? (
        <p role="status" className="ck-muted">{loading || !known ? t.loading : t.empty}</p>
      ) : (
        <ul className="ck-shop__cards">
          {cards.map((card) => (
            <Card key={`${card.kind}:${card.group}`} card={card} t={t} signedIn={signedIn} balance={balance} pointsKnown={points.data !== undefined} go={go} href={href} onExchange={() => setExchanging(card)} />
          ))}
        </ul>
      )}
      {shop.promo?.readMore && (
        <details className="ck-shop__more">
          <summary>{t.readMore}</summary>
          <p>{shop.promo.readMore}</p>
        </details>
      )}
      {exchanging && (
        <ExchangeDialog
          card={exchanging}
          balance={balance}
          currency={player.currency}
          canIssue={canIssue}
          multiAccount={multiAccount}
          core={core}
          t={t}
          go={go}
          href={href}
          onDone={(result) => {
            getQueries(core).setQueryData([...KEYS.compPoints], result.comp_points);
            getQueries(core).invalidate([...KEYS.freespins]);
            getQueries(core).invalidate([...KEYS.bonuses]);
            getQueries(core).invalidate([...KEYS.compPoints]);
          }}
          onClose={() => setExchanging(null)}
        />
      )}
    </section>
  );
}

interface CardProps {
  card: ShopCard;
  t: Messages;
  signedIn: boolean;
  balance: number;
  pointsKnown: boolean;
  go: (path: string) => (event: { preventDefault(): void }) => void;
  href: (path: string) => string;
  onExchange: () => void;
}

/** What one card gives, in words. */
export function cardDetail(card: ShopCard, t: Messages): string[] {
  const lines: string[] = [];
  if (card.kind === 'money' && card.amountCents !== undefined && card.currency) lines.push(t.format(card.wager ? 'bonusCash' : 'cash', { amount: card.amountCents, currency: card.currency }));
  if (card.freespins) lines.push(t.format('freespins', { count: card.freespins }));
  if (card.kind === 'lootboxes') lines.push(t.lootboxCard);
  if (card.kind === 'lotteries') lines.push(t.lotteryCard);
  if (card.kind !== 'lootboxes' && card.kind !== 'lotteries') lines.push(card.wager ? t.format('wager', { wager: card.wager }) : t.noWager);
  return lines;
}

function Card({ card, t, signedIn, balance, pointsKnown, go, href, onExchange }: CardProps) {
  const cost = card.cost ?? 0;
  const titleId = `ck-shop-card-${card.kind}-${card.group}`;
  const missing = shortfall(balance, cost);
  return (
    <li className={`ck-shop__card ck-shop__card--${card.kind}`} aria-labelledby={titleId}>
      {card.tags.length > 0 && (
        <p className="ck-shop__tags">
          {card.tags.map((tag) => (
            <span key={tag} className={`ck-shop__tag ck-shop__tag--${tag}`}>{tag === 'popular' || tag === 'new' || tag === 'vip' ? t[`tag_${tag}`] : tag}</span>
          ))}
        </p>
      )}
      <h3 id={titleId} className="ck-shop__card-title">{card.title}</h3>
      <ul className="ck-shop__detail">
        {cardDetail(card, t).filter((line) => line !== card.title).map((line) => (
          <li key={line}>{line}</li>
        ))}
      </ul>
      <p className="ck-shop__cost">{t.format('cost', { count: cost })}</p>
      {!signedIn ? (
        <a className="ck-button ck-button--small" href={href('/registration')} onClick={go('/registration')}>{t.register}</a>
      ) : card.kind === 'lotteries' && card.lotteryId !== undefined ? (
        <a className="ck-button ck-button--small" href={href(`/lottery/${card.lotteryId}`)} onClick={go(`/lottery/${card.lotteryId}`)}>{t.tickets}</a>
      ) : !pointsKnown ? null : isAffordable(balance, cost) ? (
        <button type="button" className="ck-button ck-button--small" aria-label={t.format('exchangeFor', { title: card.title })} onClick={onExchange}>{t.exchange}</button>
      ) : (
        <p className="ck-shop__short" data-shortfall={missing}>{t.format('shortfall', { count: missing })}</p>
      )}
    </li>
  );
}
