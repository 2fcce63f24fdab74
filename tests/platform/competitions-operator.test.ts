/**
 * The tournament operator API (docs/api/competitions.md "Operator API") over real HTTP with the
 * bearer key, and `npm run operator -- tournaments …` (scripts/operator.ts) against the same server:
 * definitions in versions, 422 with field paths, fields fixed once started, the leaderboard view.
 */
import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Tournament } from '../../sdk/api/schemas/tournaments.ts';
import { OPERATOR_KEY } from './freespins-helpers.ts';
import { ApiClient, startPlatform, type TestPlatform } from './harness.ts';
import { pickGames } from './provider-setup.ts';

const CLI = fileURLToPath(new URL('../../scripts/operator.ts', import.meta.url));
const text = (value: string) => ({ en: value, 'en-AU': value, 'en-CA': value, 'en-NZ': value, de: value, 'fr-CA': value, no: value, it: value, et: value });

describe('tournament operator API', () => {
  let platform: TestPlatform;
  let operator: ApiClient;
  let slot: string;
  const dir = mkdtempSync(join(tmpdir(), 'tournament-cli-'));
  beforeAll(async () => {
    platform = await startPlatform({ operatorApiKey: OPERATOR_KEY });
    operator = new ApiClient(platform.url, { Authorization: `Bearer ${OPERATOR_KEY}` });
    slot = pickGames(platform).slot.identifier;
  });
  afterAll(async () => {
    await platform.close();
    rmSync(dir, { recursive: true, force: true });
  });

  const definition = (overrides: Record<string, unknown> = {}) => {
    const now = platform.clock.now();
    return {
      frontend_identifier: 'operator-cup',
      title: text('Operator Cup'),
      rules: text('Bet to win.'),
      strategy: 'bet',
      currency: 'EUR',
      currencies: ['EUR'],
      start_at: new Date(now - 60_000).toISOString(),
      end_at: new Date(now + 86_400_000).toISOString(),
      games: [slot],
      user_confirmation_required: false,
      prizes: [{ place: 1, title: text('€10'), money_cents: { EUR: 1000 } }],
      ...overrides,
    };
  };

  it('needs the bearer key', async () => {
    expect((await platform.client().get('/operator/api/tournaments')).status).toBe(401);
    expect((await platform.client().put('/operator/api/tournaments/x', definition())).status).toBe(401);
  });

  it('defines a tournament in versions; players see it at once', async () => {
    const created = await operator.put('/operator/api/tournaments/operator-cup', definition());
    expect(created).toMatchObject({ status: 200, body: { key: 'operator-cup', version: 1, created: true } });
    const listed = (await platform.client().get(`/api/tournaments/${created.body.id}`)).body as Tournament;
    expect(listed).toMatchObject({ title: 'Operator Cup', in_progress: true, games: [slot] });
    const same = await operator.put('/operator/api/tournaments/operator-cup', definition());
    expect(same.body).toMatchObject({ version: 1, created: false });
    const longer = await operator.put('/operator/api/tournaments/operator-cup', definition({ end_at: new Date(platform.clock.now() + 2 * 86_400_000).toISOString(), title: text('Operator Cup II') }));
    expect(longer.body).toMatchObject({ id: created.body.id, version: 2 });
    expect(((await platform.client().get(`/api/tournaments/${created.body.id}`)).body as Tournament).title).toBe('Operator Cup II');
    expect(platform.ctx.db.prepare('SELECT COUNT(*) FROM tournament_versions WHERE tournament_id = ?').pluck().get(created.body.id)).toBe(2);
  });

  it('refuses an invalid definition with a 422 naming the fields', async () => {
    const invalid = await operator.put('/operator/api/tournaments/broken', definition({ currencies: ['XXX'], title: { en: 'Only English' } }));
    expect(invalid.status).toBe(422);
    const fields = Object.keys(invalid.body.errors);
    for (const field of ['currencies.0', 'title.de', 'title.et']) expect(fields, field).toContain(field);
    // Rules across fields (checked once every field is valid).
    const crossed = await operator.put('/operator/api/tournaments/broken', definition({ strategy: 'points', end_at: new Date(platform.clock.now() - 86_400_000).toISOString() }));
    expect(crossed.status).toBe(422);
    expect(Object.keys(crossed.body.errors).sort()).toEqual(['end_at', 'points_rule']);
    const unknownGame = await operator.put('/operator/api/tournaments/broken', definition({ games: ['nobody/no-such-game'] }));
    expect(unknownGame).toMatchObject({ status: 422, body: { errors: { 'games.0': ['is not a game of the catalogue'] } } });
    const twoPrizes = await operator.put('/operator/api/tournaments/broken', definition({ prizes: [{ place: 1, title: text('x'), money_cents: { EUR: 1 }, bonus: { amount_cents: { EUR: 1 }, wager_multiplier: 1 } }] }));
    expect(twoPrizes.status).toBe(422);
    // Once started, what the scores mean cannot change.
    const started = await operator.put('/operator/api/tournaments/operator-cup', definition({ strategy: 'spin' }));
    expect(started).toMatchObject({ status: 422, body: { errors: { strategy: ['cannot change once the tournament has started'] } } });
    // An ended tournament keeps its window; a finished one cannot change at all.
    const now = platform.clock.now();
    const ended = definition({ frontend_identifier: 'ended-cup', start_at: new Date(now - 7_200_000).toISOString(), end_at: new Date(now - 3_600_000).toISOString() });
    expect((await operator.put('/operator/api/tournaments/ended-cup', ended)).status).toBe(200);
    const reopened = await operator.put('/operator/api/tournaments/ended-cup', { ...ended, end_at: new Date(now + 3_600_000).toISOString() });
    expect(reopened).toMatchObject({ status: 422, body: { errors: { end_at: ['cannot change once the tournament has ended'] } } });
    expect((await operator.get('/operator/api/tournaments/ended-cup')).body).toMatchObject({ status: 'archive', finished_at: expect.any(String) });
    expect(await operator.put('/operator/api/tournaments/ended-cup', { ...ended, title: text('Renamed') })).toMatchObject({ status: 422, body: { code: 'tournament_finished' } });
  });

  it('the CLI: tournaments create, list and show', async () => {
    const file = join(dir, 'cli-cup.json');
    writeFileSync(file, JSON.stringify(definition({ frontend_identifier: 'cli-cup', title: text('CLI Cup') })));
    const run = (args: string[]) =>
      new Promise<{ code: number; stdout: string; stderr: string }>((resolve) =>
        execFile(process.execPath, ['--import', 'tsx', CLI, ...args], { env: { ...process.env, CASINO_URL: platform.url, OPERATOR_API_KEY: OPERATOR_KEY }, timeout: 60_000 }, (error, stdout, stderr) =>
          resolve({ code: error ? Number((error as { code?: number }).code ?? 1) : 0, stdout, stderr }),
        ),
      );
    const created = await run(['tournaments', 'create', 'cli-cup', file]);
    expect(created.code, created.stderr).toBe(0);
    expect(JSON.parse(created.stdout)).toMatchObject({ key: 'cli-cup', version: 1, created: true });
    const listed = await run(['tournaments', 'list']);
    expect(JSON.parse(listed.stdout)).toEqual(expect.arrayContaining([expect.objectContaining({ key: 'cli-cup', status: 'active' }), expect.objectContaining({ key: 'weekend-spin-fest', status: 'future' })]));
    const shown = await run(['tournaments', 'show', 'autumn-bet-cup', '--limit', '2']);
    const detail = JSON.parse(shown.stdout);
    expect(detail).toMatchObject({ key: 'autumn-bet-cup', status: 'archive', finished_at: expect.any(String) });
    expect(detail.leaderboard.map((row: { place: number }) => row.place)).toEqual([1, 2]);
    expect(detail.awards).toHaveLength(3);
    writeFileSync(file, JSON.stringify({ title: 'x' }));
    const refused = await run(['tournaments', 'create', 'cli-cup', file]);
    expect(refused.code).toBe(1);
    expect(refused.stderr).toContain('422');
    expect((await run(['tournaments', 'show'])).code).toBe(2);
  });

  it('replaces a quest’s level rewards (docs/api/competitions.md "Quest rewards"), the CLI too', async () => {
    const money = { title: text('Level 2: €3'), money_cents: { EUR: 300 } };
    expect((await platform.client().put('/operator/api/tournaments/quest-xs-starter/quest_rewards', { 2: money })).status).toBe(401);
    const before = await operator.get('/operator/api/tournaments/quest-xs-starter/quest_rewards');
    expect(before).toMatchObject({ status: 200, body: { key: 'quest-xs-starter', quest_size: 'xs', levels: 6 } });
    expect(Object.keys(before.body.rewards)).toEqual(['2', '3', '4', '5', '6']);
    const replaced = await operator.put('/operator/api/tournaments/quest-xs-starter/quest_rewards', { 2: money, 4: { title: text('Level 4 spins'), freespins: { count: 7, games: [slot], bet_level_cents: { EUR: 20 }, wager_multiplier: 1 } } });
    expect(replaced).toMatchObject({ status: 200, body: { rewards: { 2: { money_cents: { EUR: 300 } }, 4: { freespins: { count: 7 } } } } });
    expect(Object.keys(replaced.body.rewards)).toEqual(['2', '4']);
    // Players read the new ladder at once.
    const quest = (await platform.client().get(`/api/tournaments/${replaced.body.id}`)).body as { level_points: { level: number; reward: { title: string; money_cents: unknown; freespins_count: number } | null }[] };
    expect(quest.level_points.map((point) => point.reward?.title ?? null)).toEqual([null, 'Level 2: €3', null, 'Level 4 spins', null, null]);
    // Refusals: levels outside the ladder, unknown games and campaigns, a reward giving nothing, a tournament that is no quest.
    const invalid = await operator.put('/operator/api/tournaments/quest-xs-starter/quest_rewards', {
      1: money,
      7: money,
      3: { title: text('x'), campaign_key: 'no-such-campaign', freespins: { count: 1, games: ['nobody/no-game'], bet_level_cents: { EUR: 20 }, wager_multiplier: 1 } },
    });
    expect(invalid.status).toBe(422);
    expect(Object.keys(invalid.body.errors).sort()).toEqual(['1', '3.campaign_key', '3.freespins.games.0', '7']);
    expect((await operator.put('/operator/api/tournaments/quest-xs-starter/quest_rewards', { 2: { title: text('nothing') } })).status).toBe(422);
    expect((await operator.put('/operator/api/tournaments/quest-xs-starter/quest_rewards', { 2: { ...money, title: { en: 'English only' } } })).status).toBe(422);
    expect(await operator.get('/operator/api/tournaments/slots-sprint/quest_rewards')).toMatchObject({ status: 422, body: { code: 'not_a_quest' } });
    expect((await operator.get('/operator/api/tournaments/no-such-quest/quest_rewards')).status).toBe(404);
    expect(Object.keys((await operator.get('/operator/api/tournaments/quest-xs-starter/quest_rewards')).body.rewards)).toEqual(['2', '4']);

    const file = join(dir, 'rewards.json');
    writeFileSync(file, JSON.stringify({ 3: money }));
    const run = (args: string[]) =>
      new Promise<{ code: number; stdout: string; stderr: string }>((resolve) =>
        execFile(process.execPath, ['--import', 'tsx', CLI, ...args], { env: { ...process.env, CASINO_URL: platform.url, OPERATOR_API_KEY: OPERATOR_KEY }, timeout: 60_000 }, (error, stdout, stderr) =>
          resolve({ code: error ? Number((error as { code?: number }).code ?? 1) : 0, stdout, stderr }),
        ),
      );
    const set = await run(['quests', 'rewards', 'quest-xs-starter', file]);
    expect(set.code, set.stderr).toBe(0);
    expect(Object.keys(JSON.parse(set.stdout).rewards)).toEqual(['3']);
    const shown = await run(['quests', 'rewards', 'quest-xs-starter']);
    expect(JSON.parse(shown.stdout)).toMatchObject({ quest_size: 'xs', rewards: { 3: { money_cents: { EUR: 300 } } } });
    expect((await run(['quests', 'rewards'])).code).toBe(2);
  });

  it('team tournaments: teams in the definition (422 with field paths), the standings route and CLI', async () => {
    const teams = [
      { id: 1, title: text('Red'), group_ids: [21] },
      { id: 2, title: text('Blue'), group_ids: [100] },
    ];
    const refused = await operator.put('/operator/api/tournaments/team-cup', definition({ frontend_identifier: 'team-cup', teams: [teams[0], { ...teams[1], id: 1, title: { en: 'Blue' } }] }));
    expect(refused.status).toBe(422);
    expect(Object.keys(refused.body.errors)).toContain('teams.1.title.de');
    const created = await operator.put('/operator/api/tournaments/team-cup', definition({ frontend_identifier: 'team-cup', teams, prizes: [{ place: 1, title: text('100 points'), comp_points: 100 }, { place: 1, team_place: 2, title: text('50 points'), comp_points: 50 }] }));
    expect(created.status).toBe(200);
    const shown = await operator.get('/operator/api/tournaments/team-cup/teams');
    expect(shown).toMatchObject({ status: 200, body: { key: 'team-cup', winner_team_id: null, teams: [{ id: 1, title: 'Red', group_ids: [21], place: 1, score: 0, user_ids: [] }, { id: 2, place: 2 }] } });
    expect((await platform.client().get(`/api/tournaments/${created.body.id}`)).body).toMatchObject({ group_tournament: true, chargeable_comp_points_budget: '150.0' });
    expect((await operator.get('/operator/api/tournaments/no-such-cup/teams')).status).toBe(404);
    expect((await platform.client().get('/operator/api/tournaments/team-cup/teams')).status).toBe(401);
    const run = (args: string[]) =>
      new Promise<{ code: number; stdout: string; stderr: string }>((resolve) =>
        execFile(process.execPath, ['--import', 'tsx', CLI, ...args], { env: { ...process.env, CASINO_URL: platform.url, OPERATOR_API_KEY: OPERATOR_KEY }, timeout: 60_000 }, (error, stdout, stderr) =>
          resolve({ code: error ? Number((error as { code?: number }).code ?? 1) : 0, stdout, stderr }),
        ),
      );
    // The seeded team tournament (platform/competitions/seed.ts): Gold against Platinum and Diamond.
    const seeded = await run(['tournaments', 'teams', 'vip-team-clash']);
    expect(seeded.code, seeded.stderr).toBe(0);
    expect(JSON.parse(seeded.stdout).teams.map((team: { title: string }) => team.title)).toEqual(['Gold', 'Platinum & Diamond']);
    expect((await run(['tournaments', 'teams'])).code).toBe(2);
  });
});

