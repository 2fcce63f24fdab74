import { iso } from '../clock.ts';
import type { PlatformContext } from '../context.ts';

/** A row of the core `users` table (001_core.sql). */
export interface UserRow {
  id: number;
  email: string;
  password_hash: string;
  nickname: string | null;
  first_name: string | null;
  last_name: string | null;
  date_of_birth: string | null;
  gender: string | null;
  country: string | null;
  city: string | null;
  address: string | null;
  postal_code: string | null;
  state: string | null;
  mobile_phone: string | null;
  currency: string;
  language: string;
  license_name: string;
  receive_promos: number;
  receive_sms_promos: number;
  receive_promos_via_phone_calls: number;
  agreed_to_partner_promotions: number;
  deposit_bonus_code: string | null;
  can_issue_bonuses: number;
  autoregistered: number;
  verified: number;
  terms_accepted_at: string | null;
  confirmed_at: string | null;
  created_at: string;
  current_sign_in_at: string | null;
  last_sign_in_at: string | null;
}

export const findUserById = (ctx: PlatformContext, id: number) => ctx.db.prepare<[number], UserRow>('SELECT * FROM users WHERE id = ?').get(id);

/** Case-insensitive (ASCII), by lower() on both sides (platform/db/migrations/README.md "Case-insensitive columns"). */
export const findUserByEmail = (ctx: PlatformContext, email: string) => ctx.db.prepare<[string], UserRow>('SELECT * FROM users WHERE lower(email) = lower(?)').get(email);

/** Columns a caller may set on insert or update; keys are fixed names, never user input. */
export type UserColumns = Partial<Omit<UserRow, 'id'>>;

/**
 * Inserts a player; null when the e-mail is taken (the unique index decides, also between racing
 * registrations). A conflict clause rather than catching the driver's error: the error codes differ
 * between SQLite and PostgreSQL, and on PostgreSQL a failed statement aborts the transaction
 * (docs/architecture.md "Decisions", portable SQL).
 */
export function insertUser(ctx: PlatformContext, columns: UserColumns & Pick<UserRow, 'email' | 'password_hash'>): number | null {
  const row = { currency: 'EUR', created_at: iso(ctx.clock.now()), ...columns };
  const names = Object.keys(row);
  const { changes, lastInsertRowid } = ctx.db
    .prepare(`INSERT INTO users (${names.join(', ')}) VALUES (${names.map((name) => `@${name}`).join(', ')}) ON CONFLICT DO NOTHING`)
    .run(row);
  return changes === 0 ? null : Number(lastInsertRowid);
}

export function updateUser(ctx: PlatformContext, id: number, columns: UserColumns): void {
  const names = Object.keys(columns);
  if (names.length === 0) return;
  ctx.db.prepare(`UPDATE users SET ${names.map((name) => `${name} = @${name}`).join(', ')} WHERE id = @id`).run({ ...columns, id });
}

export function addGroups(ctx: PlatformContext, userId: number, groupIds: readonly number[]): void {
  const insert = ctx.db.prepare('INSERT INTO user_groups (user_id, group_id, added_at) VALUES (?, ?, ?) ON CONFLICT DO NOTHING');
  for (const groupId of groupIds) insert.run(userId, groupId, iso(ctx.clock.now()));
}

export function removeGroups(ctx: PlatformContext, userId: number, groupIds: readonly number[]): void {
  const remove = ctx.db.prepare('DELETE FROM user_groups WHERE user_id = ? AND group_id = ?');
  for (const groupId of groupIds) remove.run(userId, groupId);
}

export const groupIdsOf = (ctx: PlatformContext, userId: number) =>
  ctx.db.prepare<[number], number>('SELECT group_id FROM user_groups WHERE user_id = ? ORDER BY group_id').pluck().all(userId) as number[];
