/**
 * Issue 11 (Low): rounds are paced per player across game sessions and for every engine
 * (docs/api/provider.md "Pacing"): five tabs cannot spin five slots at once, and the cash-out
 * game has a minimum round too. Over real HTTP through the game page's round endpoint.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MIN_ROUND_MS } from '../../platform/provider/pacing.ts';
import { pickGames, providerWorld, type ProviderWorld } from './provider-setup.ts';

let world: ProviderWorld;
let games: ReturnType<typeof pickGames>;

beforeAll(async () => {
  world = await providerWorld();
  games = pickGames(world.platform);
});
afterAll(async () => world?.close());

/** A funded player with `count` opened real sessions of `identifier` (tabs), all from one login. */
async function tabs(identifier: string, count: number, userId = world.platform.createUser()) {
  world.fund(userId, 1_000_000);
  const login = world.login(userId);
  const tokens: string[] = [];
  for (let tab = 0; tab < count; tab++) {
    const launch = await login.provider.post('/api/games/launch', { identifier, mode: 'real' });
    expect((await world.client().get(launch.body.url)).status).toBe(200);
    tokens.push(launch.body.token);
  }
  return { userId, tokens };
}

const play = (token: string, target_hundredths?: number) => world.client().post('/provider/round', { token, stake_cents: 100, ...(target_hundredths ? { target_hundredths } : {}) });
const statuses = (answers: { status: number }[]) => answers.map((a) => a.status).sort();

describe('round pacing per player', () => {
  it('five tabs of one player spin one slot per 2.5 s between them; another player is not held up', async () => {
    const { tokens } = await tabs(games.slot.identifier, 5);
    const other = await tabs(games.slot.identifier, 1);
    const [mine, theirs] = await Promise.all([Promise.all(tokens.map((token) => play(token))), play(other.tokens[0]!)]);
    expect(statuses(mine)).toEqual([200, 429, 429, 429, 429]);
    expect(mine.filter((a) => a.status === 429).every((a) => a.body.code === 'too_fast')).toBe(true);
    expect(theirs.status).toBe(200);

    world.platform.clock.advance(MIN_ROUND_MS.slot - 1);
    expect(statuses(await Promise.all(tokens.map((token) => play(token))))).toEqual([429, 429, 429, 429, 429]);
    world.platform.clock.advance(1);
    expect(statuses(await Promise.all(tokens.map((token) => play(token))))).toEqual([200, 429, 429, 429, 429]);
  });

  it('the cash-out game is paced too, and engines share the player pace', async () => {
    const { userId, tokens } = await tabs(games.instant.identifier, 3);
    expect(statuses(await Promise.all(tokens.map((token) => play(token, 150))))).toEqual([200, 429, 429]);
    world.platform.clock.advance(MIN_ROUND_MS.rocket);
    expect((await play(tokens[1]!, 150)).status).toBe(200);

    // A slot in another tab waits for the rocket round; a rocket round waits for the 2.5 s spin.
    const slot = await tabs(games.slot.identifier, 1, userId);
    expect((await play(slot.tokens[0]!)).status).toBe(429);
    world.platform.clock.advance(MIN_ROUND_MS.rocket);
    expect((await play(slot.tokens[0]!)).status).toBe(200);
    world.platform.clock.advance(MIN_ROUND_MS.rocket);
    expect((await play(tokens[2]!, 150)).status).toBe(429);
    world.platform.clock.advance(MIN_ROUND_MS.slot - MIN_ROUND_MS.rocket);
    expect((await play(tokens[2]!, 150)).status).toBe(200);
  });

  it('a guest is paced per demo session, for every engine', async () => {
    const launch = await world.client().post('/api/games/launch', { identifier: games.instant.identifier, mode: 'demo' });
    expect((await world.client().get(launch.body.url)).status).toBe(200);
    expect((await play(launch.body.token, 150)).status).toBe(200);
    expect((await play(launch.body.token, 150)).status).toBe(429);
    world.platform.clock.advance(MIN_ROUND_MS.rocket);
    expect((await play(launch.body.token, 150)).status).toBe(200);
  });
});
