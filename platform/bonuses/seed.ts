import type { PlatformContext } from '../context.ts';
import { catalogueOf } from '../games/catalogue.ts';
import { EUR_PER_UNIT } from '../games/seed-data.ts';
import { CURRENCIES } from '../money/currencies.ts';
import { defineCampaign, type CampaignDefinition, type LocalisedTitle } from './campaigns.ts';

/**
 * The seeded campaigns (docs/api/bonuses.md "Seed"), exactly what the CMS advertises
 * (platform/cms/content/*.ts `promotions`, the banners of platform/cms/config/banners-config.json,
 * platform/cms/config/additional-gifts.json):
 * - the welcome package: up to EUR 1,500 and 150 free spins over the first four deposits, 100 % /
 *   75 % / 50 % / 50 % capped at 500 / 400 / 300 / 300 (sum 1,500), 50 / 50 / 25 / 25 free spins,
 *   minimum deposit EUR 20, wagering 40 × the bonus, max bet EUR 5 (the terms of platform/cms/content);
 * - the weekly reload: every Friday (UTC) 50 % up to EUR 200 and 50 free spins on a deposit of EUR 30 or more;
 * - the welcome pack extra of group 131811 (additional-gifts): 50 free spins on a deposit of EUR 20 or more, wagering 30 ×;
 * and, in demo mode only, one promo code and one coupon (docs/demo-players.md).
 * Amounts are set in EUR and scaled to every supported currency by the catalogue's rough rates
 * (platform/games/seed-data.ts `EUR_PER_UNIT`), rounded to two significant digits.
 */

/** The slots the free spins are for: seeded catalogue games (checked at seed time). */
export const WELCOME_FREESPINS_GAME = 'copperleaf/rhino-multiplier';
export const RELOAD_FREESPINS_GAME = 'copperleaf/roaring-bonanza';

/** Demo-only codes (docs/demo-players.md). */
export const DEMO_PROMO_CODE = 'BONUS10';
export const DEMO_COUPON = 'LUCKY5';

/** A EUR amount (major units) in every supported currency's subunits, two significant digits. */
export function perCurrency(eur: number): Record<string, number> {
  const amounts: Record<string, number> = {};
  for (const { code, subunits_to_unit } of CURRENCIES) {
    const rate = EUR_PER_UNIT[code];
    if (rate === undefined) continue;
    const exact = (eur / rate) * subunits_to_unit;
    const magnitude = 10 ** Math.max(0, Math.floor(Math.log10(exact)) - 1);
    amounts[code] = Math.max(1, Math.round(exact / magnitude) * magnitude);
  }
  return amounts;
}

const EN_ORDINALS = ['1st', '2nd', '3rd', '4th'];

function welcomeTitle(n: number, percent: number, spins: number): LocalisedTitle {
  const en = `Welcome package, ${EN_ORDINALS[n - 1]} deposit: ${percent}% bonus + ${spins} free spins`;
  return {
    en,
    'en-AU': en,
    'en-CA': en,
    'en-NZ': en,
    de: `Willkommenspaket, ${n}. Einzahlung: ${percent} % Bonus + ${spins} Freispiele`,
    'fr-CA': `Forfait de bienvenue, ${n === 1 ? '1er' : `${n}e`} dépôt : bonus de ${percent} % + ${spins} tours gratuits`,
    no: `Velkomstpakke, ${n}. innskudd: ${percent} % bonus + ${spins} gratisspinn`,
    it: `Pacchetto di benvenuto, ${n}° deposito: bonus del ${percent}% + ${spins} giri gratuiti`,
    et: `Tervituspakett, ${n}. sissemakse: ${percent}% boonus + ${spins} tasuta keerutust`,
  };
}

const RELOAD_TITLE: LocalisedTitle = {
  en: 'Weekly reload: 50% bonus + 50 free spins every Friday',
  'en-AU': 'Weekly reload: 50% bonus + 50 free spins every Friday',
  'en-CA': 'Weekly reload: 50% bonus + 50 free spins every Friday',
  'en-NZ': 'Weekly reload: 50% bonus + 50 free spins every Friday',
  de: 'Wöchentlicher Reload: 50 % Bonus + 50 Freispiele jeden Freitag',
  'fr-CA': 'Recharge hebdomadaire : bonus de 50 % + 50 tours gratuits chaque vendredi',
  no: 'Ukentlig påfyllingsbonus: 50 % bonus + 50 gratisspinn hver fredag',
  it: 'Ricarica settimanale: bonus del 50% + 50 giri gratuiti ogni venerdì',
  et: 'Iganädalane lisaboonus: 50% boonus + 50 tasuta keerutust igal reedel',
};

const PACK_EXTRA_TITLE: LocalisedTitle = {
  en: 'Welcome pack extra: 50 free spins',
  'en-AU': 'Welcome pack extra: 50 free spins',
  'en-CA': 'Welcome pack extra: 50 free spins',
  'en-NZ': 'Welcome pack extra: 50 free spins',
  de: 'Willkommenspaket extra: 50 Freispiele',
  'fr-CA': 'Extra du forfait de bienvenue : 50 tours gratuits',
  no: 'Ekstra velkomstpakke: 50 gratisspinn',
  it: 'Extra del pacchetto di benvenuto: 50 giri gratuiti',
  et: 'Tervituspaketi lisa: 50 tasuta keerutust',
};

const PROMO_TITLE: LocalisedTitle = {
  en: 'Promo code bonus: EUR 10 to play with',
  'en-AU': 'Promo code bonus: EUR 10 to play with',
  'en-CA': 'Promo code bonus: EUR 10 to play with',
  'en-NZ': 'Promo code bonus: EUR 10 to play with',
  de: 'Promo-Code-Bonus: 10 EUR zum Spielen',
  'fr-CA': 'Bonus de code promo : 10 EUR pour jouer',
  no: 'Kampanjekodebonus: EUR 10 å spille for',
  it: 'Bonus codice promo: 10 EUR per giocare',
  et: 'Sooduskoodi boonus: 10 EUR mängimiseks',
};

const COUPON_TITLE: LocalisedTitle = {
  en: 'Coupon bonus: EUR 5',
  'en-AU': 'Coupon bonus: EUR 5',
  'en-CA': 'Coupon bonus: EUR 5',
  'en-NZ': 'Coupon bonus: EUR 5',
  de: 'Gutscheinbonus: 5 EUR',
  'fr-CA': 'Bonus de coupon : 5 EUR',
  no: 'Kupongbonus: EUR 5',
  it: 'Bonus coupon: 5 EUR',
  et: 'Kupongi boonus: 5 EUR',
};

const base = {
  audience: { group_ids: [] },
  window: { starts_at: null, ends_at: null, weekdays: [] },
  code: null,
  usage_limit: null,
  amount_cents: null,
  max_bet_cents: perCurrency(5),
  max_win_multiplier: null,
  activation_days: 7,
  validity_days: 30,
  contribution: null,
} satisfies Partial<CampaignDefinition>;

const freespins = (game: string, count: number, wager: number) => ({ games: [game], bet_level_cents: perCurrency(0.2), count, wager_multiplier: wager, validity_days: 7 });

/** The welcome package's four steps: percent, cap (EUR), free spins. */
export const WELCOME_STEPS = [
  { percent: 100, capEur: 500, spins: 50 },
  { percent: 75, capEur: 400, spins: 50 },
  { percent: 50, capEur: 300, spins: 25 },
  { percent: 50, capEur: 300, spins: 25 },
] as const;

export function advertisedCampaigns(): [string, CampaignDefinition][] {
  const welcome = WELCOME_STEPS.map(({ percent, capEur, spins }, index): [string, CampaignDefinition] => [
    `welcome-${index + 1}`,
    {
      ...base,
      kind: 'deposit',
      title: welcomeTitle(index + 1, percent, spins),
      group_key: 'welcome',
      deposit: { number: index + 1, min_cents: perCurrency(20), percent, max_cents: perCurrency(capEur) },
      wager_multiplier: 40,
      auto_activate: true,
      freespins: freespins(WELCOME_FREESPINS_GAME, spins, 40),
    },
  ]);
  return [
    ...welcome,
    [
      'weekly-reload',
      {
        ...base,
        kind: 'deposit',
        title: RELOAD_TITLE,
        group_key: 'weekly_reload',
        window: { starts_at: null, ends_at: null, weekdays: [5] },
        deposit: { number: null, min_cents: perCurrency(30), percent: 50, max_cents: perCurrency(200) },
        wager_multiplier: 40,
        auto_activate: true,
        freespins: freespins(RELOAD_FREESPINS_GAME, 50, 40),
      },
    ],
    [
      // additional-gifts (group 131811) and the "For you" banner: free spins only.
      'welcome_pack_extra',
      {
        ...base,
        kind: 'deposit',
        title: PACK_EXTRA_TITLE,
        group_key: 'welcome_pack_extra',
        audience: { group_ids: [131811] },
        deposit: { number: null, min_cents: perCurrency(20), percent: 0, max_cents: {} },
        wager_multiplier: 30,
        auto_activate: true,
        freespins: freespins(RELOAD_FREESPINS_GAME, 50, 30),
      },
    ],
  ];
}

export function demoCampaigns(): [string, CampaignDefinition][] {
  return [
    ['demo-promo', { ...base, kind: 'promo_code', title: PROMO_TITLE, group_key: 'promo', code: DEMO_PROMO_CODE, amount_cents: perCurrency(10), wager_multiplier: 30, auto_activate: false, deposit: null, freespins: null }],
    ['demo-coupon', { ...base, kind: 'coupon', title: COUPON_TITLE, group_key: 'coupon', code: DEMO_COUPON, usage_limit: 1000, amount_cents: perCurrency(5), wager_multiplier: 20, auto_activate: true, deposit: null, freespins: null }],
  ];
}

function define(ctx: PlatformContext, campaigns: [string, CampaignDefinition][]): void {
  const games = catalogueOf(ctx.db).byIdentifier;
  for (const [key, definition] of campaigns) {
    for (const game of definition.freespins?.games ?? []) {
      if (!games.has(game)) throw new Error(`bonus campaign ${key}: free spins for ${game}, which the catalogue does not have`);
    }
    defineCampaign(ctx, key, definition);
  }
}

/** Seed step `bonuses` (platform/seed/index.ts): the advertised offers, in every mode. */
export const seedBonuses = (ctx: PlatformContext) => define(ctx, advertisedCampaigns());
/** Seed step `bonuses:demo`: the demo codes, demo mode only. */
export const seedDemoBonuses = (ctx: PlatformContext) => define(ctx, demoCampaigns());
