import type { HttpClient } from '../http/client.ts';
import { Captcha, CheckEmailAnswer, Player, SignedInPlayer } from './schemas/player.ts';
import { LinkedAuthProviders } from './schemas/info.ts';
import type { CheckEmailBody, EmailBody, FraudCheckBody, OtpSignInBody, ResetPasswordBody, SignInBody, UpdateDetailsBody } from './requests.ts';

export interface SignInCredentials {
  email: string;
  password: string;
  /** Device fingerprint (docs/api/auth-and-players.md, contract §2.4). */
  dfpc?: string;
  captcha?: string;
}

export interface PasswordReset {
  reset_password_token: string;
  password: string;
  password_confirmation?: string;
}

/** Users and authentication (docs/api/auth-and-players.md, contract §2.4). Every call is a write: errors rethrow (422 → ValidationError). */
export const authApi = (http: HttpClient) => ({
  signIn: (user: SignInCredentials) => http.post('/api/users/sign_in', { user } satisfies SignInBody, { schema: SignedInPlayer }),
  signInWithOtp: (otp_attempt: string) => http.post('/api/users/sign_in', { user: { otp_attempt } } satisfies OtpSignInBody, { schema: SignedInPlayer }),
  signOut: () => http.delete('/api/users/sign_out'),
  register: (user: Record<string, unknown>) => http.post('/api/users', { user }, { schema: SignedInPlayer }),
  /** Always answers 200 on our platform (no account enumeration). */
  requestPasswordReset: (email: string, captcha?: string) => http.post('/api/users/password', { user: { email, ...(captcha ? { captcha } : {}) } } satisfies EmailBody),
  resetPassword: (user: PasswordReset) => http.put('/api/users/password', { user } satisfies ResetPasswordBody),
  /**
   * Confirms the address. Answers the signed-in Player in the browser that registered (or is
   * signed in as the link's owner); elsewhere `{}`: confirmed, and this browser's session unchanged.
   */
  confirmEmail: (confirmation_token: string) => http.get('/api/users/confirmation', { query: { confirmation_token }, schema: Player }),
  resendConfirmation: (email: string, captcha?: string) => http.post('/api/users/confirmation', { user: { email, ...(captcha ? { captcha } : {}) } } satisfies EmailBody),
  /** `terms_acceptance: true` plus missing details (country…); answers 201 + Player. */
  updateDetails: (details: { country?: string; receive_promos?: boolean } = {}) =>
    http.post('/api/auth_providers/update_details', { user: { terms_acceptance: true, ...details } } satisfies UpdateDetailsBody, { schema: SignedInPlayer }),
  /** The app node's e-mail check; a bad or taken address is a 422 `{errors: {message: <key>}}`. */
  checkEmail: (email: string) => http.post('/check-email', { email } satisfies CheckEmailBody, { schema: CheckEmailAnswer }),
  /** Our sandbox captcha: answer with `captcha: "<id>:<answer>"`. */
  captcha: () => http.get('/api/captcha', { schema: Captcha }),
  /** Covery-style fraud check before a payment (body built by the app); answer ignored. */
  fraudCheck: (transaction: FraudCheckBody) => http.post('/api/users/transaction', transaction),
  /** Social sign-in providers: shapes not shown by the contract, not served by our platform. */
  /** The signed-in player's linked social sign-in providers (docs/api/auth-and-players.md). */
  authProviders: () => http.get('/api/auth_providers', { schema: LinkedAuthProviders }),
  removeAuthProvider: (id: string | number) => http.delete(`/api/auth_providers/${encodeURIComponent(id)}`),
});
