import { defineCampaign } from '../bonuses/campaigns.ts';
import { runAfter } from '../bonuses/publish.ts';
import { perCurrency } from '../bonuses/seed.ts';
import { DAY_MS, iso } from '../clock.ts';
import type { PlatformContext } from '../context.ts';
import { immediate } from '../db/database.ts';
import { catalogueOf } from '../games/catalogue.ts';
import { CURRENCY_CODES } from '../money/currencies.ts';
import { GROUP } from '../players/groups.ts';
import type { PrizeDefinition, TournamentDefinitionInput } from './definition.ts';
import { finaliseTournament } from './finalise.ts';
import { defineTournament, tournamentByKey } from './store.ts';

/**
 * The seeded tournaments (docs/api/competitions.md "Seed"), windows relative to the seeding clock so
 * they are live on a fresh machine:
 * - active: `slots-sprint` (automatic, every slot, strategy bet), `copperleaf-multiplier-race` (opt-in,
 *   provider copperleaf, points per win multiplier), `high-roller-wins` (strategy win, minimum bet EUR 1);
 *   `nonvisible` (never listed by the front end), `achievement-hundred-spins` (an achievement, strategy spin);
 *   the quests `quest--xs--starter`, `quest--s--explorer`, `quest--m--high-roller` (strategy bet, 90 days;
 *   their level rewards are platform/competitions/quests.ts's);
 * - future: `weekend-spin-fest` (starts in 2 days);
 * and, in demo mode (seedDemoTournaments), two archived ones with frozen results among the demo
 * players (docs/demo-players.md), finalised through the engine like any other: prizes paid once.
 * Amounts are EUR scaled to every supported currency (platform/bonuses/seed.ts `perCurrency`).
 */

type Texts = { en: string; de: string; fr: string; no: string; it: string; et: string };
/** The nine locales from six texts (the English ones share). */
const localised = ({ en, de, fr, no, it, et }: Texts) => ({ en, 'en-AU': en, 'en-CA': en, 'en-NZ': en, de, 'fr-CA': fr, no, it, et });

/** Seeded catalogue games (checked at seed time, as platform/bonuses/seed.ts does). */
const PRIZE_SPINS_GAME = 'copperleaf/rhino-multiplier';
const WIN_GAMES = ['copperleaf/rhino-multiplier', 'copperleaf/roaring-bonanza', 'copperleaf/voyage-hold-and-win'];
const PRIZE_CAMPAIGN = 'tournament-reward';

const money = (place: number, eur: number): PrizeDefinition => ({
  place,
  title: localised({ en: `€${eur} cash`, de: `${eur} € Echtgeld`, fr: `${eur} € en argent réel`, no: `${eur} € i kontanter`, it: `${eur} € in denaro reale`, et: `${eur} € päris raha` }),
  money_cents: perCurrency(eur),
  bonus: null,
  freespins: null,
  campaign_key: null,
});
const bonus = (place: number, eur: number, wager = 30): PrizeDefinition => ({
  place,
  title: localised({ en: `€${eur} bonus (wager ×${wager})`, de: `${eur} € Bonus (Umsatz ×${wager})`, fr: `Bonus de ${eur} € (mise ×${wager})`, no: `${eur} € bonus (omsetning ×${wager})`, it: `Bonus di ${eur} € (puntata ×${wager})`, et: `${eur} € boonus (panustamine ×${wager})` }),
  money_cents: null,
  bonus: { amount_cents: perCurrency(eur), wager_multiplier: wager },
  freespins: null,
  campaign_key: null,
});
const spins = (place: number, count: number): PrizeDefinition => ({
  place,
  title: localised({ en: `${count} free spins`, de: `${count} Freispiele`, fr: `${count} tours gratuits`, no: `${count} gratisspinn`, it: `${count} giri gratuiti`, et: `${count} tasuta keerutust` }),
  money_cents: null,
  bonus: null,
  freespins: { count, games: [PRIZE_SPINS_GAME], bet_level_cents: perCurrency(0.2), wager_multiplier: 30 },
  campaign_key: null,
});
const campaign = (place: number): PrizeDefinition => ({
  place,
  title: localised({ en: '€25 tournament reward bonus', de: '25 € Turnierbonus', fr: 'Bonus de tournoi de 25 €', no: '25 € turneringsbonus', it: 'Bonus torneo di 25 €', et: '25 € turniiri boonus' }),
  money_cents: null,
  bonus: null,
  freespins: null,
  campaign_key: PRIZE_CAMPAIGN,
});

/** Comp points through the loyalty engine (docs/api/competitions.md "Comp-point prizes"). */
const compPoints = (place: number, points: number, teamPlace?: number): PrizeDefinition => ({
  place,
  ...(teamPlace === undefined ? {} : { team_place: teamPlace }),
  title: localised({ en: `${points} loyalty points`, de: `${points} Treuepunkte`, fr: `${points} points de fidélité`, no: `${points} lojalitetspoeng`, it: `${points} punti fedeltà`, et: `${points} lojaalsuspunkti` }),
  money_cents: null,
  bonus: null,
  freespins: null,
  campaign_key: null,
  comp_points: points,
});

const RULES = {
  bet: localised({
    en: 'Every real-money bet on an eligible game counts. The highest total of bets wins.',
    de: 'Jeder Echtgeldeinsatz auf einem teilnehmenden Spiel zählt. Die höchste Einsatzsumme gewinnt.',
    fr: 'Chaque mise en argent réel sur un jeu admissible compte. Le plus gros total de mises gagne.',
    no: 'Hver innsats med ekte penger på et kvalifiserende spill teller. Høyeste sum av innsatser vinner.',
    it: 'Ogni puntata in denaro reale su un gioco idoneo conta. Vince il totale di puntate più alto.',
    et: 'Iga pärisrahapanus sobival mängul loeb. Võidab suurim panuste summa.',
  }),
  win: localised({
    en: 'Wins on eligible games count when the bet was at least the minimum bet. The highest total of wins wins.',
    de: 'Gewinne auf teilnehmenden Spielen zählen, wenn der Einsatz mindestens dem Mindesteinsatz entsprach. Die höchste Gewinnsumme gewinnt.',
    fr: 'Les gains sur les jeux admissibles comptent si la mise atteint la mise minimale. Le plus gros total de gains gagne.',
    no: 'Gevinster på kvalifiserende spill teller når innsatsen var minst minsteinnsatsen. Høyeste sum av gevinster vinner.',
    it: 'Le vincite sui giochi idonei contano se la puntata era almeno quella minima. Vince il totale di vincite più alto.',
    et: 'Võidud sobivatel mängudel loevad, kui panus oli vähemalt miinimumpanus. Võidab suurim võitude summa.',
  }),
  points: localised({
    en: 'Join, then play Copperleaf games: every win earns 10 points per multiple of your bet. The most points win.',
    de: 'Melde dich an und spiele Copperleaf-Spiele: Jeder Gewinn bringt 10 Punkte pro Vielfachem deines Einsatzes. Die meisten Punkte gewinnen.',
    fr: 'Inscrivez-vous, puis jouez aux jeux Copperleaf : chaque gain rapporte 10 points par multiple de votre mise. Le plus de points gagne.',
    no: 'Bli med og spill Copperleaf-spill: hver gevinst gir 10 poeng per multiplum av innsatsen. Flest poeng vinner.',
    it: 'Iscriviti e gioca ai giochi Copperleaf: ogni vincita vale 10 punti per multiplo della puntata. Vince chi ha più punti.',
    et: 'Liitu ja mängi Copperleafi mänge: iga võit annab 10 punkti panuse iga kordse kohta. Võidab enim punkte.',
  }),
  spin: localised({
    en: 'Every real-money round on an eligible game counts. The most rounds win.',
    de: 'Jede Echtgeldrunde auf einem teilnehmenden Spiel zählt. Die meisten Runden gewinnen.',
    fr: 'Chaque partie en argent réel sur un jeu admissible compte. Le plus de parties gagne.',
    no: 'Hver runde med ekte penger på et kvalifiserende spill teller. Flest runder vinner.',
    it: 'Ogni round in denaro reale su un gioco idoneo conta. Vince chi gioca più round.',
    et: 'Iga pärisrahavoor sobival mängul loeb. Võidab enim voore.',
  }),
  team: localised({
    en: 'You play for your VIP team: every real-money bet on a slot adds to its total. The team with the highest total wins; its members are rewarded by their place in the team.',
    de: 'Du spielst für dein VIP-Team: Jeder Echtgeldeinsatz auf einem Slot zählt für seine Summe. Das Team mit der höchsten Summe gewinnt; seine Mitglieder werden nach ihrem Platz im Team belohnt.',
    fr: 'Vous jouez pour votre équipe VIP : chaque mise en argent réel sur une machine à sous s’ajoute à son total. L’équipe au plus gros total gagne; ses membres sont récompensés selon leur rang dans l’équipe.',
    no: 'Du spiller for VIP-laget ditt: hver innsats med ekte penger på en spilleautomat legges til lagets sum. Laget med høyest sum vinner; medlemmene belønnes etter plassen sin i laget.',
    it: 'Giochi per la tua squadra VIP: ogni puntata in denaro reale su una slot si somma al suo totale. Vince la squadra con il totale più alto; i suoi membri sono premiati secondo la posizione nella squadra.',
    et: 'Mängid oma VIP-meeskonna eest: iga pärisrahapanus slotimängul lisandub selle summale. Võidab suurima summaga meeskond; selle liikmeid premeeritakse koha järgi meeskonnas.',
  }),
  quest: localised({
    en: 'Every real-money bet moves you up the quest levels.',
    de: 'Jeder Echtgeldeinsatz bringt dich in den Quest-Stufen weiter.',
    fr: 'Chaque mise en argent réel vous fait monter dans les niveaux de la quête.',
    no: 'Hver innsats med ekte penger tar deg oppover i oppdragsnivåene.',
    it: 'Ogni puntata in denaro reale ti fa salire di livello nella missione.',
    et: 'Iga pärisrahapanus viib sind ülesande tasemetel edasi.',
  }),
};

const title = (texts: Texts) => localised(texts);

function base(now: number, startDays: number, endDays: number) {
  return {
    currency: 'EUR',
    currencies: [...CURRENCY_CODES],
    start_at: iso(now + startDays * DAY_MS),
    end_at: iso(now + endDays * DAY_MS),
    user_confirmation_required: false,
    group_ids: [] as number[],
  };
}

/** The definitions seeded in every mode, by key. */
export function seededTournaments(now: number): [string, TournamentDefinitionInput][] {
  const quest = (size: string, slug: string, texts: Texts): [string, TournamentDefinitionInput] => [
    `quest-${size}-${slug}`,
    { ...base(now, -1, 90), frontend_identifier: `quest--${size}--${slug}`, title: title(texts), rules: RULES.quest, strategy: 'bet', prizes: [] },
  ];
  return [
    [
      'slots-sprint',
      {
        ...base(now, -1, 6),
        frontend_identifier: 'slots-sprint',
        title: title({ en: 'Slots Sprint', de: 'Slots-Sprint', fr: 'Sprint des machines à sous', no: 'Spilleautomat-sprint', it: 'Sprint delle slot', et: 'Slotimängude sprint' }),
        rules: RULES.bet,
        strategy: 'bet',
        game_category: 'slots',
        prizes: [money(1, 500), bonus(2, 200), spins(3, 50), campaign(4), bonus(5, 50)],
      },
    ],
    [
      'copperleaf-multiplier-race',
      {
        ...base(now, -1, 3),
        frontend_identifier: 'copperleaf-multiplier-race',
        title: title({ en: 'Copperleaf Multiplier Race', de: 'Copperleaf-Multiplikator-Rennen', fr: 'Course aux multiplicateurs Copperleaf', no: 'Copperleaf multiplikatorløp', it: 'Corsa ai moltiplicatori Copperleaf', et: 'Copperleafi kordajate võidujooks' }),
        rules: RULES.points,
        strategy: 'points',
        points_rule: { per: 'multiplier', points: 10 },
        providers: ['copperleaf'],
        user_confirmation_required: true,
        prizes: [spins(1, 100), spins(2, 50), bonus(3, 25)],
      },
    ],
    [
      'high-roller-wins',
      {
        ...base(now, -0.1, 2),
        frontend_identifier: 'high-roller-wins',
        title: title({ en: 'High Roller Wins', de: 'High-Roller-Gewinne', fr: 'Gains des gros joueurs', no: 'Storspillergevinster', it: 'Vincite high roller', et: 'Suurmängijate võidud' }),
        rules: RULES.win,
        strategy: 'win',
        games: WIN_GAMES,
        min_bet_cents: perCurrency(1),
        prizes: [money(1, 250), bonus(2, 100), bonus(3, 50)],
      },
    ],
    [
      'nonvisible-vip-tracker',
      {
        ...base(now, -1, 30),
        frontend_identifier: 'nonvisible',
        title: title({ en: 'VIP turnover tracker', de: 'VIP-Umsatzzähler', fr: 'Suivi du volume VIP', no: 'VIP-omsetningsteller', it: 'Contatore volume VIP', et: 'VIP-käibe jälgija' }),
        rules: RULES.bet,
        strategy: 'bet',
        group_ids: [GROUP.gold, GROUP.platinum, GROUP.diamond],
        prizes: [],
      },
    ],
    [
      'achievement-hundred-spins',
      {
        ...base(now, -1, 60),
        frontend_identifier: 'achievement-hundred-spins',
        title: title({ en: 'Achievement: 100 spins', de: 'Erfolg: 100 Drehungen', fr: 'Succès : 100 tours', no: 'Prestasjon: 100 spinn', it: 'Traguardo: 100 giri', et: 'Saavutus: 100 keerutust' }),
        rules: RULES.spin,
        strategy: 'spin',
        game_category: 'slots',
        prizes: [spins(1, 10)],
      },
    ],
    [
      'weekend-spin-fest',
      {
        ...base(now, 2, 5),
        frontend_identifier: 'weekend-spin-fest',
        title: title({ en: 'Weekend Spin Fest', de: 'Wochenend-Dreh-Fest', fr: 'Festival de tours du week-end', no: 'Helgens spinnfest', it: 'Festa dei giri del weekend', et: 'Nädalavahetuse keerutuspidu' }),
        rules: RULES.spin,
        strategy: 'spin',
        game_category: 'slots',
        prizes: [money(1, 300), spins(2, 100), spins(3, 50)],
      },
    ],
    [
      'vip-team-clash',
      {
        ...base(now, 3, 7),
        frontend_identifier: 'vip-team-clash',
        title: title({ en: 'VIP Team Clash', de: 'VIP-Teamduell', fr: 'Duel des équipes VIP', no: 'VIP-lagduell', it: 'Sfida a squadre VIP', et: 'VIP-meeskondade duell' }),
        rules: RULES.team,
        strategy: 'bet',
        game_category: 'slots',
        group_ids: [GROUP.gold, GROUP.platinum, GROUP.diamond],
        // Team tournament (docs/api/competitions.md "Team tournaments"): Gold against Platinum and Diamond.
        teams: [
          { id: 1, title: title({ en: 'Gold', de: 'Gold', fr: 'Or', no: 'Gull', it: 'Oro', et: 'Kuld' }), group_ids: [GROUP.gold] },
          { id: 2, title: title({ en: 'Platinum & Diamond', de: 'Platin & Diamant', fr: 'Platine et diamant', no: 'Platina og diamant', it: 'Platino e diamante', et: 'Plaatina ja teemant' }), group_ids: [GROUP.platinum, GROUP.diamond] },
        ],
        prizes: [money(1, 200), compPoints(2, 500), compPoints(3, 250), compPoints(1, 100, 2)],
      },
    ],
    quest('xs', 'starter', { en: 'Starter quest', de: 'Einsteiger-Quest', fr: 'Quête du débutant', no: 'Startoppdrag', it: 'Missione iniziale', et: 'Algaja ülesanne' }),
    quest('s', 'explorer', { en: 'Explorer quest', de: 'Entdecker-Quest', fr: 'Quête de l’explorateur', no: 'Utforskeroppdrag', it: 'Missione esploratore', et: 'Avastaja ülesanne' }),
    quest('m', 'high-roller', { en: 'High roller quest', de: 'High-Roller-Quest', fr: 'Quête du gros joueur', no: 'Storspilleroppdrag', it: 'Missione high roller', et: 'Suurmängija ülesanne' }),
  ];
}

/** Every game a definition names must be in the seeded catalogue. */
function checkGames(ctx: PlatformContext, key: string, definition: TournamentDefinitionInput): void {
  const games = catalogueOf(ctx.db).byIdentifier;
  const named = [...(definition.games ?? []), ...definition.prizes.flatMap((prize) => prize.freespins?.games ?? [])];
  for (const game of named) if (!games.has(game)) throw new Error(`tournament ${key}: names ${game}, which the catalogue does not have`);
}

/** The manual campaign some prizes issue (platform/bonuses/campaigns.ts). */
function seedPrizeCampaign(ctx: PlatformContext): void {
  defineCampaign(ctx, PRIZE_CAMPAIGN, {
    kind: 'manual',
    title: localised({ en: 'Tournament reward: €25 bonus', de: 'Turnierbelohnung: 25 € Bonus', fr: 'Récompense de tournoi : bonus de 25 €', no: 'Turneringsbelønning: 25 € bonus', it: 'Premio torneo: bonus di 25 €', et: 'Turniiri auhind: 25 € boonus' }),
    group_key: 'tournament',
    audience: { group_ids: [] },
    window: { starts_at: null, ends_at: null, weekdays: [] },
    code: null,
    usage_limit: null,
    deposit: null,
    amount_cents: perCurrency(25),
    wager_multiplier: 30,
    max_bet_cents: perCurrency(5),
    max_win_multiplier: null,
    activation_days: 7,
    validity_days: 30,
    auto_activate: false,
    freespins: null,
    contribution: null,
  });
}

export function seedTournaments(ctx: PlatformContext): void {
  seedPrizeCampaign(ctx);
  for (const [key, definition] of seededTournaments(ctx.clock.now())) {
    checkGames(ctx, key, definition);
    defineTournament(ctx, key, definition);
  }
}

/**
 * Demo players of docs/demo-players.md, by e-mail, with their seeded archived results. The prize
 * places go to the tester, the Estonian and the two-factor player: the player's and the VIP's
 * published balances and gift lists stay as docs/demo-players.md describes them.
 */
const ARCHIVED_RESULTS: { email: string; bet_cents: number; win_cents: number; games_taken: number }[] = [
  { email: 'tester@casino.localhost', bet_cents: 184_000, win_cents: 201_500, games_taken: 412 },
  { email: 'estonia@casino.localhost', bet_cents: 96_500, win_cents: 88_200, games_taken: 268 },
  { email: 'twofactor@casino.localhost', bet_cents: 41_200, win_cents: 52_900, games_taken: 131 },
  { email: 'vip@casino.localhost', bet_cents: 12_800, win_cents: 9_400, games_taken: 57 },
  { email: 'player@casino.localhost', bet_cents: 6_100, win_cents: 4_300, games_taken: 33 },
];

/**
 * Two archived tournaments with frozen results among the demo players, finalised through the engine
 * (finalise.ts): their winners get their prizes once, as any finalisation pays them.
 */
export function seedDemoTournaments(ctx: PlatformContext): void {
  const now = ctx.clock.now();
  const archived: [string, TournamentDefinitionInput][] = [
    [
      'autumn-bet-cup',
      {
        ...base(now, -9, -2),
        frontend_identifier: 'autumn-bet-cup',
        title: title({ en: 'Autumn Bet Cup', de: 'Herbst-Einsatz-Cup', fr: 'Coupe des mises d’automne', no: 'Høstens innsatscup', it: 'Coppa delle puntate d’autunno', et: 'Sügisene panuste karikas' }),
        rules: RULES.bet,
        strategy: 'bet',
        game_category: 'slots',
        prizes: [bonus(1, 100), spins(2, 20), bonus(3, 25)],
      },
    ],
    [
      'october-win-masters',
      {
        ...base(now, -20, -12),
        frontend_identifier: 'october-win-masters',
        title: title({ en: 'October Win Masters', de: 'Oktober-Gewinnmeister', fr: 'Maîtres des gains d’octobre', no: 'Oktobers gevinstmestere', it: 'Maestri della vincita di ottobre', et: 'Oktoobri võidumeistrid' }),
        rules: RULES.win,
        strategy: 'win',
        games: WIN_GAMES,
        min_bet_cents: perCurrency(1),
        prizes: [spins(1, 50), bonus(2, 50)],
      },
    ],
  ];
  for (const [key, definition] of archived) {
    checkGames(ctx, key, definition);
    const { id } = defineTournament(ctx, key, definition);
    const endMs = Date.parse(definition.end_at);
    immediate(ctx.db, () => {
      const insert = ctx.db.prepare(
        `INSERT INTO tournament_entries (tournament_id, user_id, bet_cents, win_cents, games_taken, score, reached_at_ms, currency, created_at, updated_at)
         VALUES (@t, @u, @bet, @win, @games, @score, @at, 'EUR', @created, @created) ON CONFLICT DO NOTHING`,
      );
      ARCHIVED_RESULTS.forEach((result, index) => {
        const userId = ctx.db.prepare<[string], number>('SELECT id FROM users WHERE lower(email) = lower(?)').pluck().get(result.email);
        if (userId === undefined) return;
        const score = definition.strategy === 'win' ? result.win_cents : result.bet_cents;
        insert.run({ t: id, u: userId, bet: result.bet_cents, win: result.win_cents, games: result.games_taken, score, at: endMs - (index + 1) * 3_600_000, created: iso(endMs - DAY_MS) });
      });
    });
    const tournament = tournamentByKey(ctx.db, key);
    if (tournament) {
      const result = finaliseTournament(ctx, tournament.id);
      if (result.error !== undefined) throw result.error;
      runAfter(result.after);
    }
  }
}
