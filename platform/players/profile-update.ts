import type { PlatformContext } from '../context.ts';
import { unprocessable, type FieldErrors } from '../http/errors.ts';
import { ageOn, FIELD_CONTEXTS, isValidPostalCode, minimumAge, PLAYER_FIELDS, stateFromPostalCode, type FieldContext } from './fields.ts';
import type { ProfilePatch } from './schemas.ts';
import { findUserById, updateUser, type UserColumns, type UserRow } from './users.ts';

const ONCE_SET = new Set(PLAYER_FIELDS.filter((field) => field.once_set).map((field) => field.field));
const add = (errors: FieldErrors, field: string, message: string) => void (errors[field] ??= []).push(message);

/** Where a context's required field lives on the user row (fields like `password` are not checked). */
const requiredValue = (user: UserRow, field: string): unknown =>
  field === 'terms_acceptance' ? user.terms_accepted_at : field === 'password' ? 'set' : (user as unknown as Record<string, unknown>)[field];

/**
 * PATCH /api/player: applies the edits, then requires every field of `context` to be filled
 * (docs/api/info-cms.md, contract §2.5). Birth date and country cannot change once set; a new birth date must meet
 * the player's licence age; the postal code must fit the country; AU/CA fill `state` from it.
 * Nothing is written when anything is wrong.
 */
export function updateProfile(ctx: PlatformContext, userId: number, context: FieldContext, patch: ProfilePatch): void {
  const user = findUserById(ctx, userId)!;
  const errors: FieldErrors = {};
  const changes: UserColumns = {};

  for (const [field, value] of Object.entries(patch) as [keyof ProfilePatch, unknown][]) {
    if (value === undefined) continue;
    const current = user[field as keyof UserRow];
    if (ONCE_SET.has(field) && current !== null && value !== current) {
      add(errors, field, "can't be changed once set");
      continue;
    }
    (changes as Record<string, unknown>)[field] = typeof value === 'boolean' ? (value ? 1 : 0) : value;
  }

  const merged = { ...user, ...changes } as UserRow;
  // A first birth date, or a first country, must meet the age of the player's country and licence (docs/rules.md "Age").
  if (merged.date_of_birth && ((changes.date_of_birth && !user.date_of_birth) || (changes.country && !user.country))) {
    const minimum = minimumAge({ country: merged.country, licence: user.license_name });
    if (ageOn(merged.date_of_birth, ctx.clock.now()) < minimum) add(errors, 'date_of_birth', `You must be at least ${minimum} years old`);
  }
  if (merged.postal_code && (changes.postal_code !== undefined || changes.country !== undefined) && !isValidPostalCode(merged.country, merged.postal_code)) {
    add(errors, 'postal_code', 'is invalid');
  }
  if (changes.postal_code && !merged.state) {
    const state = stateFromPostalCode(merged.country, changes.postal_code);
    if (state) changes.state = merged.state = state;
  }
  for (const field of FIELD_CONTEXTS[context]) {
    const value = requiredValue(merged, field);
    if ((value === null || value === undefined || value === '') && !errors[field]) add(errors, field, "can't be blank");
  }
  if (Object.keys(errors).length > 0) throw unprocessable(errors, 'invalid');
  updateUser(ctx, userId, changes);
}
