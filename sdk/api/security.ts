import type { HttpClient } from '../http/client.ts';
import { PlayerSessions, TwoFactor } from './schemas/player.ts';
import type { ChangePasswordBody, DisableTwoFactorBody, EnableTwoFactorBody } from './requests.ts';

export interface PasswordChange {
  current_password: string;
  password: string;
  password_confirmation?: string;
}

/** Sessions, two-factor authentication and password change (docs/api/auth-and-players.md, contract §2.4, "not in spec list" rows). */
export const securityApi = (http: HttpClient) => ({
  sessions: () => http.get('/api/player/sessions', { schema: PlayerSessions }),
  endSession: (id: number) => http.delete(`/api/player/sessions/${id}`),
  /** A fresh secret and its otpauth URI while 2FA is off. */
  twoFactor: () => http.get('/api/player/two_factor', { schema: TwoFactor }),
  /** Our platform also asks for the current password (re-authentication, docs/api/auth-and-players.md). */
  enableTwoFactor: (otp_secret: string, authentication_code: string, current_password: string) =>
    http.post('/api/player/two_factor', { two_factor: { otp_secret, authentication_code, current_password } } satisfies EnableTwoFactorBody, { schema: TwoFactor }),
  disableTwoFactor: (authentication_code: string, current_password: string) =>
    http.delete('/api/player/two_factor', { body: { two_factor: { authentication_code, current_password } } satisfies DisableTwoFactorBody, schema: TwoFactor }),
  changePassword: (user: PasswordChange) => http.put('/api/users', { user } satisfies ChangePasswordBody),
});
