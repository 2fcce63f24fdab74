/**
 * Contract tests of the calls issue 12 added or corrected (docs/api.md), through the SDK's own
 * HttpClient and API modules over real HTTP, each answer parsed with the SDK schema: auth
 * providers, VIP programme config, PWA events, transaction metrics with a string amount, and the
 * player's game history from real rounds played through the demo provider.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authApi } from '../../sdk/api/auth.ts';
import { configApi } from '../../sdk/api/config.ts';
import { playerGamesApi } from '../../sdk/api/games.ts';
import { infoApi } from '../../sdk/api/info.ts';
import { telemetryApi } from '../../sdk/api/telemetry.ts';
import { ApiError } from '../../sdk/http/errors.ts';
import { VIP_CLUB_LADDER, VIP_GROUP_IDS } from '../../sdk/rules/vip.ts';
import { SLOT_MIN_SPIN_MS } from '../../platform/provider/pacing.ts';
import { thresholdsFor } from '../../platform/telemetry/vip-progress.ts';
import { sdkClient } from './contract-helpers.ts';
import { openReal, pickGames, providerWorld, type ProviderWorld } from './provider-setup.ts';

let world: ProviderWorld;
beforeAll(async () => {
  world = await providerWorld();
});
afterAll(async () => world?.close());

/** An SDK client signed in as `userId` (a real session cookie). */
const signedIn = (userId: number) => sdkClient(world.platform.url, new Map(world.platform.clientAs(userId).cookies));
const guest = () => sdkClient(world.platform.url);
const statusOf = async (promise: Promise<unknown>) => promise.then(() => 200, (error: unknown) => (error instanceof ApiError ? error.status : -1));

describe('contract: auth providers', () => {
  it('offers none on this mirror; a player has none linked; removing one is a 404; guests get 401 for their own list', async () => {
    expect(await infoApi(guest()).authProviders()).toEqual([]);
    const userId = world.platform.createUser();
    expect(await authApi(signedIn(userId)).authProviders()).toEqual([]);
    expect(await statusOf(authApi(signedIn(userId)).removeAuthProvider(7))).toBe(404);
    expect(await statusOf(authApi(signedIn(userId)).removeAuthProvider('x'))).toBe(422);
    expect(await statusOf(authApi(guest()).authProviders())).toBe(401);
  });
});

describe('contract: VIP programme config', () => {
  it('serves the statuses, group ids and thresholds the platform measures progress against', async () => {
    const config = await configApi(guest()).vipProgram();
    expect(config.period).toBe('quarter');
    expect(config.statuses.map((status) => status.id)).toEqual(['regular', 'bronze', 'silver', 'gold', 'platinum', 'diamond']);
    for (const status of config.statuses) {
      expect(status.group_id).toBe(VIP_GROUP_IDS[status.id as keyof typeof VIP_GROUP_IDS]);
      expect(status.on_ladder).toBe(VIP_CLUB_LADDER.includes(status.id as never));
    }
    const bronze = config.statuses.find((status) => status.id === 'bronze')!;
    // The very thresholds /jam/vip_status_progress measures against.
    expect(bronze.thresholds!.EUR).toEqual({ deposit_cents: thresholdsFor('bronze', 'EUR').deposit, bet_sum_cents: thresholdsFor('bronze', 'EUR').bet });
    expect(bronze.thresholds!.EUR).toEqual({ deposit_cents: 600_000, bet_sum_cents: 6_000_000 });
    expect(config.statuses.find((status) => status.id === 'regular')!.thresholds).toBeNull();
    expect(config.statuses.find((status) => status.id === 'diamond')!.lifelong).toBe(true);
    expect(config.statuses.find((status) => status.id === 'diamond')!.gifts.personal_manager).toBe(true);
    expect(config.statuses.find((status) => status.id === 'regular')!.gifts).toEqual({ personal_manager: false, adventure: 'rocket_adventure' });
    expect(config.fallback_thresholds).toEqual({ deposit_cents: 900_000, bet_sum_cents: 9_000_000 });
  });
});

describe('contract: telemetry', () => {
  it('stores a PWA event and a transaction metric whose amount is a string (or a number), as a decimal string', async () => {
    const client = guest();
    await telemetryApi(client).pwaEvent({ event: 'prompt_accepted', platform: 'ios', display_mode: 'browser' });
    await telemetryApi(client).transactionMetric({ type: 'cashout', isSuccessTransaction: false, paymentSystem: 'skrill', amount: '1234.56', currency: 'EUR' });
    await telemetryApi(client).transactionMetric({ type: 'deposit', isSuccessTransaction: true, paymentSystem: 'visa', amount: 20, currency: 'EUR' });
    const rows = world.platform.ctx.db.prepare("SELECT kind, payload FROM telemetry_events WHERE kind IN ('pwa', 'transaction') ORDER BY id").all() as { kind: string; payload: string }[];
    expect(rows.map((row) => [row.kind, JSON.parse(row.payload).event ?? JSON.parse(row.payload).amount])).toEqual([
      ['pwa', 'prompt_accepted'],
      ['transaction', '1234.56'],
      ['transaction', '20'],
    ]);
  });
});

describe('contract: the player’s game history', () => {
  it('lists real rounds played through the provider, newest first, paged, with the booked bets and wins', async () => {
    const game = pickGames(world.platform).slot;
    const userId = world.platform.createUser();
    world.fund(userId, 100_000);
    const token = await openReal(world, userId, game.identifier);
    const played: { bet: number; win: number }[] = [];
    for (let round = 0; round < 5; round++) {
      const spin = await world.client().post('/provider/round', { token, stake_cents: 100 });
      expect(spin.status, JSON.stringify(spin.body)).toBe(200);
      played.push({ bet: 100, win: spin.body.win_cents });
      world.platform.clock.advance(SLOT_MIN_SPIN_MS);
    }
    const api = playerGamesApi(signedIn(userId));
    const first = await api.history(1, 2);
    expect(first.pagination).toEqual({ current_page: 1, next_page: 2, prev_page: null, total_pages: 3, total_count: 5 });
    expect(first.data.map((round) => [round.bet_cents, round.win_cents])).toEqual([played[4], played[3]].map((r) => [r!.bet, r!.win]));
    expect(first.data[0]).toMatchObject({ game_identifier: game.identifier, game_title: game.title, currency: 'EUR', state: 'settled' });
    const last = await api.history(3, 2);
    expect(last.data.map((round) => round.win_cents)).toEqual([played[0]!.win]);
    expect(last.pagination.next_page).toBeNull();
    // Another player sees none of it; a guest is asked to sign in; bad paging is a 422.
    expect((await playerGamesApi(signedIn(world.platform.createUser())).history()).pagination.total_count).toBe(0);
    expect(await statusOf(playerGamesApi(guest()).history())).toBe(401);
    expect(await statusOf(api.history(0))).toBe(422);
    expect(await statusOf(api.history(1, 51))).toBe(422);
  });
});
