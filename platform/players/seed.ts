import { iso } from '../clock.ts';
import type { PlatformContext } from '../context.ts';
import type { Db } from '../db/database.ts';
import { hashPassword } from '../auth/passwords.ts';
import { GROUP } from './groups.ts';
import { addGroups, findUserByEmail, insertUser, type UserColumns } from './users.ts';

/**
 * Demo players with documented credentials (docs/demo-players.md), seeded in demo mode only
 * (platform/seed/index.ts, docs/operations.md). All are confirmed and have accepted the terms. Balances come from the wallet seed, which funds `DEMO_PLAYER_EMAILS`.
 */
export const DEMO_TOTP_SECRET = 'CASINOKITDEMOTWOFACTORSECRETKEYS';

export interface DemoPlayer {
  email: string;
  password: string;
  groups: number[];
  columns: UserColumns;
  totpSecret?: string;
}

const DAY_MS = 24 * 60 * 60_000;

/** A birth date that makes the player exactly `years` old today (UTC). */
function bornYearsAgo(nowMs: number, years: number): string {
  const now = new Date(nowMs);
  return iso(Date.UTC(now.getUTCFullYear() - years, now.getUTCMonth(), now.getUTCDate()) - DAY_MS).slice(0, 10);
}

const profile = (first: string, last: string, country: string, city: string, postal: string): UserColumns => ({
  first_name: first,
  last_name: last,
  country,
  city,
  address: '1 Demo Street',
  postal_code: postal,
  mobile_phone: '+49 30 1234567',
  gender: 'f',
});

export function demoPlayers(nowMs: number): DemoPlayer[] {
  return [
    { email: 'player@casino.localhost', password: 'Player-2026!', groups: [], columns: { ...profile('Paula', 'Player', 'DE', 'Berlin', '10115'), nickname: 'Paula', date_of_birth: '1990-05-12' } },
    { email: 'vip@casino.localhost', password: 'Vip-Gold-2026!', groups: [GROUP.gold], columns: { ...profile('Victor', 'Gold', 'DE', 'Munich', '80331'), nickname: 'VictorGold', gender: 'm', date_of_birth: '1982-11-03' } },
    { email: 'tester@casino.localhost', password: 'Tester-2026!', groups: [GROUP.tester], columns: { ...profile('Tess', 'Tester', 'DE', 'Hamburg', '20095'), nickname: 'Tess', date_of_birth: '1995-02-20' } },
    {
      email: 'estonia@casino.localhost',
      password: 'Eesti-2026!',
      groups: [],
      columns: { ...profile('Eeva', 'Tamm', 'EE', 'Tallinn', '10111'), nickname: 'Eeva', date_of_birth: bornYearsAgo(nowMs, 30), license_name: 'EE', language: 'et', mobile_phone: '+372 5123 4567' },
    },
    {
      email: 'twofactor@casino.localhost',
      password: 'TwoFactor-2026!',
      groups: [],
      columns: { ...profile('Otto', 'Secure', 'DE', 'Cologne', '50667'), nickname: 'Otto', gender: 'm', date_of_birth: '1988-08-08' },
      totpSecret: DEMO_TOTP_SECRET,
    },
    // The welcome pack's banners and the early-access notice (docs/product/notifications-and-banners.md).
    { email: 'welcome@casino.localhost', password: 'Welcome-2026!', groups: [GROUP.welcomePack], columns: { ...profile('Wanda', 'Welcome', 'DE', 'Leipzig', '04109'), nickname: 'Wanda', date_of_birth: '1993-07-01' } },
    { email: 'preview@casino.localhost', password: 'Preview-2026!', groups: [GROUP.earlyAccess], columns: { ...profile('Pia', 'Preview', 'DE', 'Bremen', '28195'), nickname: 'Pia', date_of_birth: '1991-03-09' } },
  ];
}

/** Demo e-mails, for the wallet seed to fund (EUR). */
export const DEMO_PLAYER_EMAILS: readonly string[] = demoPlayers(0).map((player) => player.email);

/** Whether any demo player exists in this database (a database from before the mode stamp, platform/mode.ts). */
export function hasDemoPlayers(db: Db): boolean {
  const placeholders = DEMO_PLAYER_EMAILS.map(() => '?').join(', ');
  // The demo e-mails are lower case; lower(email) as every e-mail lookup (platform/db/migrations/README.md "Case-insensitive columns").
  return db.prepare(`SELECT 1 FROM users WHERE lower(email) IN (${placeholders}) LIMIT 1`).get(...DEMO_PLAYER_EMAILS) !== undefined;
}

/** The demo players' password hashes by e-mail: computed before the seed step's transaction (scrypt is asynchronous; platform/seed/index.ts). */
export async function hashDemoPasswords(ctx: PlatformContext): Promise<Map<string, string>> {
  const hashes = new Map<string, string>();
  for (const demo of demoPlayers(ctx.clock.now())) {
    if (!findUserByEmail(ctx, demo.email)) hashes.set(demo.email, await hashPassword(demo.password, ctx.config.scryptCost));
  }
  return hashes;
}

/** Inserts the demo players missing from the database (in the seed step's transaction), with the hashes of `hashDemoPasswords`. */
export function seedPlayers(ctx: PlatformContext, hashes: ReadonlyMap<string, string>): void {
  const now = iso(ctx.clock.now());
  for (const demo of demoPlayers(ctx.clock.now())) {
    const passwordHash = hashes.get(demo.email);
    if (passwordHash === undefined || findUserByEmail(ctx, demo.email)) continue;
    const userId = insertUser(ctx, {
      currency: 'EUR',
      receive_promos: 1,
      ...demo.columns,
      email: demo.email,
      password_hash: passwordHash,
      confirmed_at: now,
      terms_accepted_at: now,
      created_at: now,
    });
    if (userId === null) continue;
    addGroups(ctx, userId, demo.groups);
    if (demo.totpSecret) {
      ctx.db.prepare('INSERT INTO user_two_factor (user_id, secret, enabled_at) VALUES (?, ?, ?)').run(userId, demo.totpSecret, now);
    }
  }
}
