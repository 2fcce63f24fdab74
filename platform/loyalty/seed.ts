import { iso } from '../clock.ts';
import type { PlatformContext } from '../context.ts';
import { immediate } from '../db/database.ts';
import { perCurrency, RELOAD_FREESPINS_GAME, WELCOME_FREESPINS_GAME } from '../bonuses/seed.ts';
import { catalogueOf } from '../games/catalogue.ts';
import { templateByKey, upsertTemplate } from '../lootboxes/store.ts';
import { upsertCard } from './cards.ts';
import type { RateCardInput } from './definition.ts';

/**
 * The seeded loyalty shop (docs/api/loyalty.md "Seed"): cards of every type, priced in every
 * supported currency (perCurrency), titles in the nine locales. Every card is claimable: the free-spin
 * games are checked against the catalogue and the lootbox card's template is created here when the
 * wheel's seed has not (platform/lootboxes/store.ts upsertTemplate). `shop_fs_starter` is the cheap
 * card a new player reaches by real play: 5 free spins for 2 points (EUR 20 wagered,
 * platform/players/comp-points.ts).
 */

/** en, de, fr-CA, no, it, et; the English variants take en. */
const t = (en: string, de: string, fr: string, no: string, it: string, et: string) => ({ en, de, 'en-AU': en, 'en-CA': en, 'en-NZ': en, 'fr-CA': fr, no, it, et });

export const SHOP_LOOTBOX_TEMPLATE = 'comp_points_lootbox';

const pointsRates = (points: number, eur: number) => Object.entries(perCurrency(eur)).map(([currency, amount_cents]) => ({ points, currency, amount_cents }));

export const SEEDED_CARDS: [string, RateCardInput][] = [
  ['shop_fs_starter', { type: 'freespins', title: t('5 free spins', '5 Freispiele', '5 tours gratuits', '5 gratisspinn', '5 giri gratis', '5 tasuta keerutust'), points: 2, count: 5, games: [RELOAD_FREESPINS_GAME], bet_level_cents: perCurrency(0.2), wager: 30, tags: ['new'] }],
  ['shop_fs_20', { type: 'freespins', title: t('20 free spins', '20 Freispiele', '20 tours gratuits', '20 gratisspinn', '20 giri gratis', '20 tasuta keerutust'), points: 100, count: 20, games: [WELCOME_FREESPINS_GAME], bet_level_cents: perCurrency(0.2), wager: 30, tags: ['popular'] }],
  ['shop_fs_50', { type: 'freespins', title: t('50 free spins', '50 Freispiele', '50 tours gratuits', '50 gratisspinn', '50 giri gratis', '50 tasuta keerutust'), points: 450, count: 50, games: [RELOAD_FREESPINS_GAME], bet_level_cents: perCurrency(0.2), wager: 30, tags: [] }],
  ['shop_cash_5', { type: 'money', title: t('Cash 5', 'Bargeld 5', 'Argent 5', 'Kontanter 5', 'Contanti 5', 'Raha 5'), wager: 0, rates: pointsRates(500, 5), tags: ['popular'] }],
  ['shop_bonus_20', { type: 'money', title: t('Bonus money 20', 'Bonusgeld 20', 'Argent bonus 20', 'Bonuspenger 20', 'Denaro bonus 20', 'Boonusraha 20'), wager: 5, rates: pointsRates(1_000, 20), tags: [] }],
  ['shop_lootbox', { type: 'lootboxes', title: t('Mystery lootbox', 'Überraschungsbox', 'Coffre mystère', 'Mysterieboks', 'Scrigno misterioso', 'Üllatuskast'), points: 150, template_key: SHOP_LOOTBOX_TEMPLATE, tags: ['new'] }],
  ['shop_special_bundle', { type: 'special', title: t('VIP bundle', 'VIP-Paket', 'Forfait VIP', 'VIP-pakke', 'Pacchetto VIP', 'VIP-pakett'), points: 600, bonus: { amount_cents: perCurrency(10), wager: 30, max_win_cents: perCurrency(100) }, freespins: { count: 20, games: [RELOAD_FREESPINS_GAME], bet_level_cents: perCurrency(0.2), wager: 30 }, tags: ['vip'] }],
];

/** The shop lootbox: bonus money, free spins or points, by the configured weights. */
const SHOP_LOOTBOX = {
  group_key: 'comp_points_lootbox',
  title: t('Mystery lootbox', 'Überraschungsbox', 'Coffre mystère', 'Mysterieboks', 'Scrigno misterioso', 'Üllatuskast'),
  validity_days: 30,
  items: [
    { id: 1, weight: 50, title: t('Bonus 5', 'Bonus 5', 'Bonus 5', 'Bonus 5', 'Bonus 5', 'Boonus 5'), prize: { type: 'bonus' as const, amount_cents: perCurrency(5), wager: 30, validity_days: 30 } },
    { id: 2, weight: 40, title: t('10 free spins', '10 Freispiele', '10 tours gratuits', '10 gratisspinn', '10 giri gratis', '10 tasuta keerutust'), prize: { type: 'freespins' as const, count: 10, games: [WELCOME_FREESPINS_GAME], bet_level_cents: perCurrency(0.2), wager: 30, validity_days: 7 } },
    { id: 3, weight: 10, title: t('200 points', '200 Punkte', '200 points', '200 poeng', '200 punti', '200 punkti'), prize: { type: 'points' as const, points: 200 } },
  ],
};

export function seedLoyalty(ctx: PlatformContext): void {
  const games = catalogueOf(ctx.db).byIdentifier;
  immediate(ctx.db, () => {
    if (!templateByKey(ctx.db, SHOP_LOOTBOX_TEMPLATE)) upsertTemplate(ctx.db, SHOP_LOOTBOX_TEMPLATE, SHOP_LOOTBOX, iso(ctx.clock.now()));
    SEEDED_CARDS.forEach(([group, card], position) => {
      const named = card.type === 'freespins' ? card.games : card.type === 'special' ? (card.freespins?.games ?? []) : [];
      for (const game of named) if (!games.has(game)) throw new Error(`loyalty card ${group}: free spins for ${game}, which the catalogue does not have`);
      upsertCard(ctx, group, card, position);
    });
  });
}
