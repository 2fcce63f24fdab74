/**
 * Shared setup of the tournament engine tests (docs/api/competitions.md): the real platform over HTTP
 * with the provider app (bonuses-setup.ts, jackpots off), tournaments defined through the engine's
 * store, players with funded wallets in any currency, and their rounds as the provider's signed
 * wallet calls.
 */
import { randomUUID } from 'node:crypto';
import { expect } from 'vitest';
import type { TournamentDefinitionInput } from '../../platform/competitions/definition.ts';
import { defineTournament, entryOf, type EntryRow } from '../../platform/competitions/store.ts';
import { signBody, SIGNATURE_HEADER, walletSecret } from '../../platform/provider/signature.ts';
import { transfer } from '../../platform/wallet/service.ts';
import type { BonusWorld } from './bonuses-setup.ts';
import { startPlatform } from './harness.ts';
import { openReal, pickGames, type ProviderWorld } from './provider-setup.ts';

export const DAY = 86_400_000;
const text = (value: string) => ({ en: value, 'en-AU': value, 'en-CA': value, 'en-NZ': value, de: value, 'fr-CA': value, no: value, it: value, et: value });

let keys = 0;

/** A tournament open now for a day, automatic, every currency, scored on `games` (unique per test: the seeded ones never collide). */
export function defineTest(bw: BonusWorld, overrides: Partial<TournamentDefinitionInput> = {}): number {
  const now = bw.world.platform.clock.now();
  const key = `test-${++keys}-${randomUUID().slice(0, 8)}`;
  const definition: TournamentDefinitionInput = {
    frontend_identifier: key,
    title: text(`Test tournament ${keys}`),
    rules: text('Test rules'),
    strategy: 'bet',
    currency: 'EUR',
    currencies: ['EUR', 'USD'],
    start_at: new Date(now - 1000).toISOString(),
    end_at: new Date(now + DAY).toISOString(),
    games: [bw.slot],
    user_confirmation_required: false,
    prizes: [],
    ...overrides,
  };
  return defineTournament(bw.world.platform.ctx, key, definition).id;
}

/** A prize of money, per currency. */
export const moneyPrize = (place: number, eur: number) => ({ place, title: text(`€${eur}`), money_cents: { EUR: eur * 100, USD: eur * 100 } });

export interface Player {
  id: number;
  currency: string;
  client: ReturnType<BonusWorld['world']['platform']['clientAs']>;
  /** Opens a real game session on `game` (again after the clock moved) and returns its round helpers. */
  table(game?: string): Promise<Table>;
}

export interface Table {
  bet(amount_cents: number, roundId?: string): Promise<{ status: number; body: any; call: Record<string, unknown> }>;
  win(bet: { call: Record<string, unknown> }, amount_cents: number): Promise<{ status: number; body: any }>;
  rollback(bet: { call: Record<string, unknown> }): Promise<{ status: number; body: any }>;
  round(stake: number, winCents: number): Promise<void>;
}

export function newPlayer(bw: BonusWorld, currency = 'EUR', fields: Record<string, string | number | null> = {}): Player {
  const { world } = bw;
  const id = world.platform.createUser({ currency, ...fields });
  world.fund(id, 1_000_000, currency);
  const player: Player = {
    id,
    currency,
    client: world.platform.clientAs(id),
    async table(game = bw.slot) {
      player.client = world.platform.clientAs(id);
      const token = await openReal(world, id, game);
      const call = (roundId: string, extra: Record<string, unknown>) => ({ token, game, currency, round_id: roundId, ...extra });
      const table: Table = {
        async bet(amount_cents, roundId = randomUUID()) {
          const body = call(roundId, { transaction_id: `${roundId}:bet`, amount_cents });
          return { ...(await world.wallet('bet', body)), call: body };
        },
        win(bet, amount_cents) {
          const { round_id, transaction_id } = bet.call as { round_id: string; transaction_id: string };
          return world.wallet('win', call(round_id, { transaction_id: `${round_id}:win:${randomUUID()}`, reference_transaction_id: transaction_id, amount_cents }));
        },
        rollback(bet) {
          const { round_id, transaction_id, amount_cents } = bet.call as { round_id: string; transaction_id: string; amount_cents: number };
          return world.wallet('rollback', call(round_id, { transaction_id: `${round_id}:rollback`, reference_transaction_id: transaction_id, amount_cents }));
        },
        async round(stake, winCents) {
          const placed = await table.bet(stake);
          expect(placed.status, JSON.stringify(placed.body)).toBe(200);
          const won = await table.win(placed, winCents);
          expect(won.status, JSON.stringify(won.body)).toBe(200);
        },
      };
      return table;
    },
  };
  return player;
}

/** The entry as the database holds it (zeros when none). */
export function entry(bw: BonusWorld, tournamentId: number, userId: number): Partial<EntryRow> {
  return entryOf(bw.world.platform.ctx.db, tournamentId, userId) ?? { bet_cents: 0, win_cents: 0, games_taken: 0, points: 0, score: 0 };
}

/**
 * The platform alone (its own provider routes, platform/modules.ts) with the built-in socket hub as
 * its publisher, so pushes travel over real sockets; jackpots off as in bonusWorld.
 */
export async function socketWorld(): Promise<BonusWorld> {
  const platform = await startPlatform();
  platform.ctx.db.prepare("UPDATE jackpots SET state = 'inactive'").run();
  let funding = 0;
  const world = {
    platform,
    publisher: platform.ctx.publisher,
    app: platform.app,
    url: platform.url,
    client: () => platform.client(),
    clientAs: (userId: number) => platform.clientAs(userId),
    async wallet(op: string, body: unknown) {
      const raw = JSON.stringify(body);
      const response = await fetch(`${platform.url}/provider/wallet/${op}`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', [SIGNATURE_HEADER]: signBody(walletSecret(platform.ctx), raw) },
        body: raw,
      });
      return { status: response.status, body: (await response.json()) as any };
    },
    fund(userId: number, cents: number, currency = 'EUR') {
      transfer(platform.ctx, { debit: { system: 'house:payments' }, credit: { userId, kind: 'real' }, amount_cents: cents, currency, kind: 'deposit', idempotencyKey: `test-fund:${userId}:${++funding}` });
    },
    close: () => platform.close(),
  } as unknown as ProviderWorld;
  const games = pickGames(platform);
  return { world, slot: games.slot.identifier, live: games.live.identifier, close: () => platform.close() };
}
