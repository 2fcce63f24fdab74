import type { PlatformContext } from '../context.ts';
import { unprocessable } from '../http/errors.ts';
import { findUserById } from '../players/users.ts';
import { verifyPassword } from './passwords.ts';

/**
 * Re-authentication before a sensitive change (ASVS 4.0.3 3.7.1): changing the password and
 * turning 2FA on or off need the current password, not just the session cookie
 * (docs/api/auth-and-players.md). A wrong one is a field error on `current_password`.
 */
export async function assertCurrentPassword(ctx: PlatformContext, userId: number, password: string): Promise<void> {
  const user = findUserById(ctx, userId)!;
  if (!(await verifyPassword(password, user.password_hash))) throw unprocessable({ current_password: ['is invalid'] }, 'invalid_credentials');
}
