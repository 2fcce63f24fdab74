/**
 * The tournament read routes and the seed over real HTTP (docs/api/competitions.md "Player routes",
 * "Seed"): the wire shapes are the SDK's (sdk/api/schemas/tournaments.ts), titles in the reader's
 * locale, group targeting, the archived tournaments finalised at seed time with their prizes paid once.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Tournament, TournamentPlayerStatus, Tournaments } from '../../sdk/api/schemas/tournaments.ts';
import { CURRENCY_CODES } from '../../platform/money/currencies.ts';
import { allTournaments, definitionOf } from '../../platform/competitions/store.ts';
import { startPlatform, type TestPlatform } from './harness.ts';

const DAY = 86_400_000;

describe('tournament routes and seed', () => {
  let platform: TestPlatform;
  beforeAll(async () => {
    platform = await startPlatform();
  });
  afterAll(() => platform.close());

  it('lists the seeded active and future tournaments and quests, in the SDK shape', async () => {
    const answer = await platform.client().get('/api/tournaments');
    expect(answer.status).toBe(200);
    expect(Tournaments.safeParse(answer.body).success).toBe(true);
    const byIdentifier = new Map((answer.body as Tournament[]).map((t) => [t.frontend_identifier, t]));
    for (const identifier of ['slots-sprint', 'copperleaf-multiplier-race', 'high-roller-wins', 'achievement-hundred-spins', 'quest--xs--starter', 'quest--s--explorer', 'quest--m--high-roller']) {
      expect(byIdentifier.get(identifier)?.in_progress, identifier).toBe(true);
    }
    const now = platform.clock.now();
    const future = byIdentifier.get('weekend-spin-fest');
    expect(future).toMatchObject({ in_progress: false, strategy: 'spin', finished_at: null });
    expect(Date.parse(future!.start_at) - now).toBe(2 * DAY);
    expect(byIdentifier.get('slots-sprint')).toMatchObject({ strategy: 'bet', user_confirmation_required: false, game_category_identity: 'slots', currency: 'EUR', title: 'Slots Sprint' });
    expect(byIdentifier.get('copperleaf-multiplier-race')).toMatchObject({ strategy: 'points', user_confirmation_required: true, providers: ['copperleaf'] });
    expect(byIdentifier.get('high-roller-wins')!.min_bet_cents).toContainEqual({ currency: 'EUR', amount_cents: 100 });
    // The nonvisible tracker is for VIP groups: a guest never gets it.
    expect(byIdentifier.has('nonvisible')).toBe(false);
    const sprint = byIdentifier.get('slots-sprint')!;
    expect(sprint.prizes.map((prize) => prize.award_place)).toEqual([1, 2, 3, 4, 5]);
    expect(sprint.prizes[0]).toMatchObject({ stuff: '€500 cash', money_award: '500.00', money_award_cents: 50_000, nickname: null });
    expect(sprint.money_budget_cents).toBe(50_000);
  });

  it('shows group-targeted tournaments to their groups only', async () => {
    const vip = platform.ctx.db.prepare<[], number>("SELECT id FROM users WHERE email = 'vip@casino.localhost'").pluck().get()!;
    const seen = (await platform.clientAs(vip).get('/api/tournaments')).body as Tournament[];
    expect(seen.some((t) => t.frontend_identifier === 'nonvisible')).toBe(true);
    const plain = (await platform.clientAs(platform.createUser()).get('/api/tournaments')).body as Tournament[];
    expect(plain.some((t) => t.frontend_identifier === 'nonvisible')).toBe(false);
  });

  it('serves titles, rules and prize names in the reader’s locale', async () => {
    const guest = (await platform.client().get('/api/tournaments/slots-sprint?l=de')).body as Tournament;
    expect(guest.title).toBe('Slots-Sprint');
    expect(guest.prizes[0]!.stuff).toBe('500 € Echtgeld');
    const estonian = platform.createUser({ language: 'et' });
    const seen = (await platform.clientAs(estonian).get(`/api/tournaments/${guest.id}`)).body as Tournament;
    expect(seen.title).toBe('Slotimängude sprint');
    expect(seen.rules).toContain('pärisrahapanus');
    expect(Tournament.safeParse(seen).success).toBe(true);
    expect((await platform.client().get('/api/tournaments/999999')).status).toBe(404);
  });

  it('archived tournaments: frozen winners among the demo players, each prize issued once at seed time', async () => {
    const recent = (await platform.client().get('/api/tournaments/recent')).body as Tournament[];
    expect(Tournaments.safeParse(recent).success).toBe(true);
    expect(recent.map((t) => t.frontend_identifier)).toEqual(['autumn-bet-cup', 'october-win-masters']);
    const cup = recent[0]!;
    expect(cup.finished_at).not.toBeNull();
    expect(cup.in_progress).toBe(false);
    expect(cup.top_players.map((p) => [p.award_place, p.nickname])).toEqual([[1, 'Tess***'], [2, 'Eeva***'], [3, 'Otto***'], [4, 'Victor***'], [5, 'Paula***']]);
    expect(cup.prizes.map((p) => p.nickname)).toEqual(['Tess***', 'Eeva***', 'Otto***']);
    const awards = platform.ctx.db.prepare('SELECT tournament_id, place, kind FROM tournament_awards ORDER BY tournament_id, place').all();
    expect(awards).toEqual([
      { tournament_id: cup.id, place: 1, kind: 'bonus' },
      { tournament_id: cup.id, place: 2, kind: 'freespins' },
      { tournament_id: cup.id, place: 3, kind: 'bonus' },
      { tournament_id: recent[1]!.id, place: 1, kind: 'freespins' },
      { tournament_id: recent[1]!.id, place: 2, kind: 'bonus' },
    ]);
    const prizeBonuses = platform.ctx.db.prepare<[], number>("SELECT COUNT(*) FROM player_bonuses WHERE source = 'tournament'").pluck().get();
    expect(prizeBonuses).toBe(3);
    const packs = platform.ctx.db.prepare<[], number>("SELECT COUNT(*) FROM player_freespins WHERE source = 'tournament'").pluck().get();
    expect(packs).toBe(2);
  });

  it('a player’s status: guests 401, no entry yet is place 0 with nothing counted', async () => {
    const list = (await platform.client().get('/api/tournaments')).body as Tournament[];
    const race = list.find((t) => t.frontend_identifier === 'copperleaf-multiplier-race')!;
    expect((await platform.client().get(`/api/tournaments/${race.id}/status`)).status).toBe(401);
    const userId = platform.createUser();
    const status = await platform.clientAs(userId).get(`/api/tournaments/${race.id}/status`);
    expect(status.status).toBe(200);
    expect(TournamentPlayerStatus.safeParse(status.body).success).toBe(true);
    expect(status.body).toMatchObject({ tournament_id: race.id, award_place: 0, bet_cents: 0, games_taken: 0, user_confirmed: false });
    expect((await platform.clientAs(userId).get('/api/tournaments/player')).body).toEqual([]);
  });

  it('seeded prizes are set for every supported currency', () => {
    for (const row of allTournaments(platform.ctx.db)) {
      for (const prize of definitionOf(platform.ctx.db, row).prizes) {
        const amounts = prize.money_cents ?? prize.bonus?.amount_cents ?? prize.freespins?.bet_level_cents;
        if (amounts) expect(Object.keys(amounts).sort(), `${row.key} place ${prize.place}`).toEqual([...CURRENCY_CODES].sort());
      }
    }
  });
});
