/**
 * Ending a running tournament early through the operator API (docs/api/competitions.md "Operator API",
 * "Finalisation"), over real HTTP with the injectable clock and real bets through the provider's wallet
 * calls: the new end may not fall before a score already counted — else a round played after the
 * published end would stand in the frozen places — and an end "now" after the last counted round
 * finalises with every counted round and the prize paid once. What tests/e2e/tournament-finish.spec.ts
 * does in the browser.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runAfter } from '../../platform/bonuses/publish.ts';
import { sweepTournaments } from '../../platform/competitions/lifecycle.ts';
import { balanceOf } from '../../platform/wallet/ledger.ts';
import type { BonusWorld } from './bonuses-setup.ts';
import { entry, newPlayer } from './competitions-setup.ts';
import { OPERATOR_KEY } from './freespins-helpers.ts';
import { ApiClient } from './harness.ts';
import { pickGames, providerWorld } from './provider-setup.ts';

const text = (value: string) => ({ en: value, 'en-AU': value, 'en-CA': value, 'en-NZ': value, de: value, 'fr-CA': value, no: value, it: value, et: value });

describe('ending a running tournament early', () => {
  let bw: BonusWorld;
  let operator: ApiClient;
  beforeAll(async () => {
    const world = await providerWorld({}, { operatorApiKey: OPERATOR_KEY });
    world.platform.ctx.db.prepare("UPDATE jackpots SET state = 'inactive'").run();
    const games = pickGames(world.platform);
    bw = { world, slot: games.slot.identifier, live: games.live.identifier, close: () => world.close() };
    operator = new ApiClient(world.platform.url, { Authorization: `Bearer ${OPERATOR_KEY}` });
  });
  afterAll(() => bw.close());

  it('not before a counted score; an end after the last one finalises with every counted round, paid once', async () => {
    const clock = bw.world.platform.clock;
    const start = clock.now();
    const definition = {
      frontend_identifier: 'early-end-cup',
      title: text('Early End Cup'),
      rules: text('Bet to score.'),
      strategy: 'bet',
      currency: 'EUR',
      currencies: ['EUR'],
      start_at: new Date(start - 60_000).toISOString(),
      end_at: new Date(start + 7_200_000).toISOString(),
      games: [bw.slot],
      user_confirmation_required: false,
      prizes: [{ place: 1, title: text('€10'), money_cents: { EUR: 1_000 } }],
    };
    const defined = await operator.put('/operator/api/tournaments/early-end-cup', definition);
    expect(defined.status, JSON.stringify(defined.body)).toBe(200);
    const id = defined.body.id as number;
    const [early, late] = [newPlayer(bw), newPlayer(bw)];
    await (await early.table()).round(300, 0);
    clock.advance(10 * 60_000);
    // Ten minutes later the second player overtakes the first.
    await (await late.table()).round(500, 0);
    const lateRoundAt = clock.now();
    clock.advance(5 * 60_000);

    // An end before the late round would keep a round played after it in the places: refused, nothing changed.
    const tooEarly = await operator.put('/operator/api/tournaments/early-end-cup', { ...definition, end_at: new Date(lateRoundAt - 60_000).toISOString() });
    expect(tooEarly).toMatchObject({ status: 422, body: { errors: { end_at: ['cannot be earlier than a score already counted'] } } });
    expect((await operator.get('/operator/api/tournaments/early-end-cup')).body).toMatchObject({ status: 'active', version: 1, finished_at: null });

    // An end between the last counted round and now ("end now", sent a moment late) is taken and finalised.
    const moneyBefore = balanceOf(bw.world.platform.ctx, late.id, 'EUR').real_cents;
    const ended = await operator.put('/operator/api/tournaments/early-end-cup', { ...definition, end_at: new Date(lateRoundAt + 1).toISOString() });
    expect(ended).toMatchObject({ status: 200, body: { version: 2 } });
    // A round after the new end no longer counts (the scoring index follows the definition at once).
    await (await early.table()).round(5_000, 0);
    expect(entry(bw, id, early.id)).toMatchObject({ bet_cents: 300, games_taken: 1 });
    const view = await operator.get('/operator/api/tournaments/early-end-cup');
    expect(view.body).toMatchObject({ status: 'archive', finished_at: expect.any(String) });
    expect(view.body.awards).toMatchObject([{ place: 1, user_id: late.id, kind: 'money', amount_cents: 1_000 }]);
    expect(entry(bw, id, late.id)).toMatchObject({ final_place: 1 });
    expect(entry(bw, id, early.id)).toMatchObject({ final_place: 2 });
    // Another sweep, and another read, pay nothing again.
    runAfter(sweepTournaments(bw.world.platform.ctx));
    await operator.get('/operator/api/tournaments/early-end-cup');
    expect(balanceOf(bw.world.platform.ctx, late.id, 'EUR').real_cents).toBe(moneyBefore + 1_000);
    // Once ended, the window is fixed.
    const moved = await operator.put('/operator/api/tournaments/early-end-cup', { ...definition, end_at: new Date(lateRoundAt + 2).toISOString() });
    expect(moved.status).toBe(422);
  });
});
