import { configApi } from '../../../sdk/api/config.ts';
import { isAffordable, shortfall } from '../../../sdk/rules/loyalty.ts';
import { useSignalValue } from '../../../widgets/ui/use-signal.ts';
import { LoadFailed } from '../components/LoadFailed.tsx';
import { PageFrame } from '../components/PageFrame.tsx';
import type { HostKey } from '../messages/index.ts';
import { useLoad } from '../lib/use-load.ts';
import { Link } from 'wouter';
import { useLocale, useServices, useT } from '../state/app-context.tsx';
import type { PageProps } from './PageOutlet.tsx';

interface ShopCard {
  type: string;
  group: string;
  title: string;
  points: number;
  wager?: number;
  tags?: string[];
}
interface ShopContent {
  promo?: { title: string; text: string; readMore?: string };
  cards?: ShopCard[];
}

const SHOP_TABS: readonly { path: string; type: string | null; label: HostKey }[] = [
  { path: '/rocket-mart', type: null, label: 'tabAll' },
  { path: '/rocket-mart/freespins', type: 'freespins', label: 'shopFreeSpins' },
  { path: '/rocket-mart/money', type: 'money', label: 'shopMoney' },
  { path: '/rocket-mart/special', type: 'special', label: 'shopSpecial' },
];

/** Loyalty points shop (docs/product/loyalty-lootboxes-wheel.md#shop, docs/product/loyalty-lootboxes-wheel.md#comp-points, spec 001 §2–§4): content from the CMS page `rocket-mart`, the player's points. */
export function LoyaltyShopPage({ view }: PageProps) {
  const { api, session } = useServices();
  const t = useT();
  const locale = useLocale();
  const points = useSignalValue(session.compPoints);
  const loggedIn = useSignalValue(session.isLoggedIn);
  const page = useLoad(`cms:rocket-mart:${locale}`, () => api.cmsPage('rocket-mart', locale));
  const content = parseJson<ShopContent>(page.data?.blocks?.json);
  const tab = SHOP_TABS.find((item) => item.path === view.path) ?? SHOP_TABS[0]!;
  const cards = (content.cards ?? []).filter((card) => tab.type === null || card.type === tab.type);
  const balance = points?.chargeable.points ?? 0;
  return (
    <PageFrame title={page.data?.title ?? t.title_loyalty} lead={content.promo?.title} wide>
      <div className="shop-banner">
        <p>{content.promo?.text}</p>
        <p className="shop-banner__points">
          {loggedIn ? t.format('yourPoints', { points: balance.toLocaleString(locale === 'no' ? 'nb-NO' : locale) }) : t.loyaltyGuest}
        </p>
      </div>
      <nav className="tabs" aria-label={t.title_loyalty}>
        {SHOP_TABS.map((item) => (
          <Link key={item.path} to={item.path} className="tab" aria-current={item === tab ? 'page' : undefined}>
            {t[item.label]}
          </Link>
        ))}
      </nav>
      {page.error ? (
        <LoadFailed retry={page.reload} />
      ) : cards.length === 0 ? (
        <p className="empty">{page.loading ? t.loading : t.shopEmpty}</p>
      ) : (
        <ul className="cards">
          {cards.map((card) => {
            return (
              <li key={card.group} className="card card--shop">
                {card.tags?.[0] && <p className="card__label">{card.tags[0]}</p>}
                <h2 className="card__title">{card.title}</h2>
                <p className="card__meta">{t.format('cardCost', { count: card.points })}</p>
                {card.wager ? <p className="card__meta">{t.format('wagerTimes', { wager: card.wager })}</p> : null}
                {!loggedIn ? (
                  <Link to="/registration" className="button button--small">
                    {t.register}
                  </Link>
                ) : isAffordable(balance, card.points) ? (
                  <Link to="/profile/gifts" className="button button--small">
                    {t.exchange}
                  </Link>
                ) : (
                  <p className="card__short">{t.format('pointsMissing', { count: shortfall(balance, card.points) })}</p>
                )}
              </li>
            );
          })}
        </ul>
      )}
      {content.promo?.readMore && (
        <details className="read-more">
          <summary>{t.readMore}</summary>
          <p>{content.promo.readMore}</p>
        </details>
      )}
    </PageFrame>
  );
}

interface WheelItem {
  id: number;
  weight: number;
  bonuses?: { title: string }[];
}

/** Spin wheel pages (docs/product/loyalty-lootboxes-wheel.md#wheel, spec 001 §2–§4): the prizes on the wheel from wheel-config. */
export function WheelPage() {
  const { core } = useServices();
  const t = useT();
  const wheel = useLoad<WheelItem[]>('config:wheel-config', () => configApi(core.http).wheel());
  const items = wheel.data ?? [];
  const step = 360 / Math.max(items.length, 1);
  return (
    <PageFrame title={t.title_wheel} lead={t.wheelLead} wide>
      {wheel.error ? <LoadFailed retry={wheel.reload} /> : null}
      {items.length > 0 && (
        <div className="wheel">
          <svg viewBox="-110 -110 220 220" width="280" height="280" role="img" aria-label={t.title_wheel}>
            {items.map((item, index) => {
              const a = ((index * step - 90) * Math.PI) / 180;
              const b = (((index + 1) * step - 90) * Math.PI) / 180;
              return <path key={item.id} d={`M0 0L${100 * Math.cos(a)} ${100 * Math.sin(a)}A100 100 0 0 1 ${100 * Math.cos(b)} ${100 * Math.sin(b)}Z`} className={`wheel__slice wheel__slice--${index % 4}`} />;
            })}
            <circle r="16" className="wheel__hub" />
          </svg>
          <ol className="wheel__prizes">
            {items.map((item) => (
              <li key={item.id}>{item.bonuses?.[0]?.title ?? '—'}</li>
            ))}
          </ol>
        </div>
      )}
    </PageFrame>
  );
}

function parseJson<T extends object>(text: string | undefined): Partial<T> {
  try {
    return text ? (JSON.parse(text) as T) : {};
  } catch {
    return {};
  }
}
