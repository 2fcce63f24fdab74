/**
 * Shared setup of the free-spin and operator tests: the real platform (every module, the operator
 * API switched on with a token), campaigns defined and gifted through the operator API over HTTP,
 * real game sessions, and signed calls to the seamless wallet as the provider makes them.
 */
import { randomBytes, randomUUID } from 'node:crypto';
import { signBody, walletSecret, SIGNATURE_HEADER } from '../../platform/provider/signature.ts';
import { MemoryPublisher } from '../../platform/realtime/publisher.ts';
import { transfer } from '../../platform/wallet/service.ts';
import { ApiClient, startPlatform, type TestPlatform } from './harness.ts';

export const OPERATOR_TOKEN = `op-${randomBytes(24).toString('hex')}`;
export const LOCALES = ['en', 'de', 'en-AU', 'en-CA', 'en-NZ', 'fr-CA', 'no', 'it', 'et'] as const;

export interface PackOptions {
  games: string[];
  count: number;
  betLevelCents?: number;
  wagerMultiplier?: number;
  activationDays?: number;
  validityDays?: number;
}

/** A `freespins` campaign definition (docs/api/bonuses.md "Campaigns"), titled in every locale. */
export function packDefinition(options: PackOptions) {
  return {
    kind: 'freespins',
    title: Object.fromEntries(LOCALES.map((locale) => [locale, `${options.count} free spins (${locale})`])),
    group_key: null,
    audience: { group_ids: [] },
    window: { starts_at: null, ends_at: null, weekdays: [] },
    code: null,
    usage_limit: null,
    deposit: null,
    amount_cents: null,
    wager_multiplier: options.wagerMultiplier ?? 3,
    max_bet_cents: null,
    max_win_multiplier: null,
    activation_days: options.activationDays ?? 7,
    validity_days: 30,
    auto_activate: false,
    freespins: {
      games: options.games,
      bet_level_cents: { EUR: options.betLevelCents ?? 20 },
      count: options.count,
      wager_multiplier: options.wagerMultiplier ?? 3,
      validity_days: options.validityDays ?? 7,
    },
    contribution: null,
  };
}

export interface FreespinWorld {
  platform: TestPlatform;
  publisher: MemoryPublisher;
  operator: ApiClient;
  /** Defines the campaign `key` (a new version when it exists) through the operator API. */
  defineCampaign(key: string, definition: unknown): Promise<void>;
  /** Gifts `key` to the players through the operator API; the pack ids, in order. */
  giftPacks(key: string, userIds: number[]): Promise<number[]>;
  /** Gifts `key` to one player: the pack's id. */
  giftPack(key: string, userId: number): Promise<number>;
  fund(userId: number, cents: number): void;
  /** Launches and opens (GET of the game page) a real session of `identifier` for `client`: its token and the page. */
  openReal(client: ApiClient, identifier: string): Promise<{ token: string; html: string }>;
  /** A signed `/provider/wallet/<op>` call. */
  wallet(op: string, body: unknown): Promise<{ status: number; body: any }>;
  close(): Promise<void>;
}

export async function freespinWorld(): Promise<FreespinWorld> {
  const publisher = new MemoryPublisher();
  const platform = await startPlatform({ operatorToken: OPERATOR_TOKEN }, { publisher });
  const operator = new ApiClient(platform.url, { Authorization: `Bearer ${OPERATOR_TOKEN}` });
  let funding = 0;
  const world: FreespinWorld = {
    platform,
    publisher,
    operator,
    async defineCampaign(key, definition) {
      const answer = await operator.put(`/operator/api/campaigns/${key}`, definition);
      if (answer.status !== 200) throw new Error(`define ${key}: ${answer.status} ${JSON.stringify(answer.body)}`);
    },
    async giftPacks(key, userIds) {
      const answer = await operator.post('/operator/api/gifts', { campaign: key, user_ids: userIds }, { 'Idempotency-Key': `test-${randomUUID()}` });
      if (answer.status !== 200) throw new Error(`gift ${key}: ${answer.status} ${JSON.stringify(answer.body)}`);
      return (answer.body.results as { freespins_id?: number }[]).map((result) => {
        if (result.freespins_id === undefined) throw new Error(`no pack issued: ${JSON.stringify(result)}`);
        return result.freespins_id;
      });
    },
    async giftPack(key, userId) {
      return (await world.giftPacks(key, [userId]))[0] as number;
    },
    fund(userId, cents) {
      transfer(platform.ctx, {
        debit: { system: 'house:payments' },
        credit: { userId, kind: 'real' },
        amount_cents: cents,
        currency: 'EUR',
        kind: 'deposit',
        idempotencyKey: `test-fund:${userId}:${++funding}`,
      });
    },
    async openReal(client, identifier) {
      const launch = await client.post('/api/games/launch', { identifier, mode: 'real' });
      if (launch.status !== 200) throw new Error(`launch failed: ${launch.status} ${JSON.stringify(launch.body)}`);
      const page = await new ApiClient(platform.url).get(launch.body.url);
      if (page.status !== 200) throw new Error(`open failed: ${page.status}`);
      return { token: launch.body.token as string, html: page.body as string };
    },
    async wallet(op, body) {
      const raw = JSON.stringify(body);
      const response = await fetch(`${platform.url}/provider/wallet/${op}`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', [SIGNATURE_HEADER]: signBody(walletSecret(platform.ctx), raw) },
        body: raw,
      });
      return { status: response.status, body: await response.json() };
    },
    close: () => platform.close(),
  };
  return world;
}

/** Sum of the ledger transfers of `kind` (in subunits). */
export const transferred = (platform: TestPlatform, kind: string): number =>
  platform.ctx.db.prepare<[string], number>('SELECT COALESCE(SUM(amount_cents), 0) FROM ledger_transfers WHERE kind = ?').pluck().get(kind) as number;
