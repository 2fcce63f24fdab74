import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { catalogueOf } from '../../platform/games/catalogue.ts';
import { recordPlay } from '../../platform/games/favourites.ts';
import { seedGames } from '../../platform/games/seed.ts';
import { startPlatform, type TestPlatform } from './harness.ts';

const V1 = { 'accept-client': 'application/vnd.s.v1+json' };
const V2 = { 'accept-client': 'application/vnd.s.v2+json' };

describe('favourite and played games', () => {
  let platform: TestPlatform;
  beforeAll(async () => {
    platform = await startPlatform();
  });
  afterAll(() => platform.close());

  const gameWith = (predicate: (currencies: Record<string, { id: number }>) => boolean, skip = 0) =>
    catalogueOf(platform.ctx.db).games.filter((game) => predicate(game.raw.currencies))[skip]!.raw;

  it('refuses guests with 401 on every favourites and played-games call', async () => {
    const guest = platform.client();
    expect((await guest.get('/api/player/favorite_games', V1)).status).toBe(401);
    expect((await guest.put('/api/player/favorite_games/100000')).status).toBe(401);
    expect((await guest.delete('/api/player/favorite_games/100000')).status).toBe(401);
    expect((await guest.get('/api/player/played_games')).status).toBe(401);
  });

  it('round-trips favourites through v1 ids and v2 games', async () => {
    const userId = platform.createUser({ currency: 'EUR' });
    const player = platform.clientAs(userId);
    const first = gameWith((c) => 'EUR' in c && 'USD' in c, 0);
    const second = gameWith((c) => 'EUR' in c, 5);

    expect((await player.get('/api/player/favorite_games', V1)).body).toEqual([]);
    expect((await player.put(`/api/player/favorite_games/${first.currencies.EUR!.id}`)).status).toBe(204);
    expect((await player.put(`/api/player/favorite_games/${first.currencies.EUR!.id}`)).status).toBe(204); // idempotent
    platform.clock.advance(1000);
    expect((await player.put(`/api/player/favorite_games/${second.currencies.EUR!.id}`)).status).toBe(204);

    const v1 = await player.get('/api/player/favorite_games', V1);
    expect(v1.status).toBe(200);
    expect(v1.body).toEqual([first.currencies.EUR!.id, second.currencies.EUR!.id]);
    const v2 = await player.get('/api/player/favorite_games', V2);
    expect(v2.body.map((game: { identifier: string }) => game.identifier)).toEqual([first.identifier, second.identifier]);
    expect(v2.body[0].currencies.EUR.id).toBe(first.currencies.EUR!.id);

    // Plain Accept with the vnd type works too and is echoed back.
    const viaAccept = await player.get('/api/player/favorite_games', { Accept: 'application/vnd.s.v2+json' });
    expect(viaAccept.headers.get('content-type')).toContain('application/vnd.s.v2+json');
    expect(viaAccept.body).toHaveLength(2);

    // Delete by the id of ANY currency of the game (docs/api/games.md, contract §7).
    expect((await player.delete(`/api/player/favorite_games/${first.currencies.USD!.id}`)).status).toBe(204);
    expect((await player.get('/api/player/favorite_games', V1)).body).toEqual([second.currencies.EUR!.id]);
    expect((await player.delete(`/api/player/favorite_games/${first.currencies.USD!.id}`)).status).toBe(204); // already gone

    // Another player's list is untouched.
    const other = platform.clientAs(platform.createUser());
    expect((await other.get('/api/player/favorite_games', V1)).body).toEqual([]);
  });

  it('needs the id of the game in the player currency', async () => {
    const player = platform.clientAs(platform.createUser({ currency: 'EUR' }));
    const game = gameWith((c) => 'USD' in c && 'EUR' in c, 2);
    expect((await player.put(`/api/player/favorite_games/${game.currencies.USD!.id}`)).status).toBe(404);
    expect((await player.put('/api/player/favorite_games/1')).status).toBe(404);
    expect((await player.get('/api/player/favorite_games', V1)).body).toEqual([]);

    const btcPlayer = platform.clientAs(platform.createUser({ currency: 'BTC' }));
    const btcGame = gameWith((c) => 'BTC' in c);
    expect((await btcPlayer.put(`/api/player/favorite_games/${btcGame.currencies.BTC!.id}`)).status).toBe(204);
    expect((await btcPlayer.get('/api/player/favorite_games', V1)).body).toEqual([btcGame.currencies.BTC!.id]);
  });

  it('lists played games most recent first', async () => {
    const userId = platform.createUser();
    const player = platform.clientAs(userId);
    const [a, b] = catalogueOf(platform.ctx.db).games.slice(0, 2).map((game) => game.identifier) as [string, string];
    recordPlay(platform.ctx, userId, a);
    platform.clock.advance(60_000);
    recordPlay(platform.ctx, userId, b);
    const list = await player.get('/api/player/played_games');
    expect(list.status).toBe(200);
    expect(list.body.map((row: { identifier: string }) => row.identifier)).toEqual([b, a]);
    expect(list.body[0].last_activity_at).toBe(new Date(platform.clock.now()).toISOString());
    platform.clock.advance(60_000);
    recordPlay(platform.ctx, userId, a);
    expect((await player.get('/api/player/played_games')).body.map((row: { identifier: string }) => row.identifier)).toEqual([a, b]);
  });

  it('keeps favourites across a reseed with the same seed', async () => {
    const userId = platform.createUser({ currency: 'EUR' });
    const player = platform.clientAs(userId);
    const game = gameWith((c) => 'EUR' in c, 10);
    await player.put(`/api/player/favorite_games/${game.currencies.EUR!.id}`);
    seedGames(platform.ctx, { games: 3000 });
    expect((await player.get('/api/player/favorite_games', V1)).body).toEqual([game.currencies.EUR!.id]);
  });
});
