import type { HttpClient } from '../http/client.ts';
import { Player } from './schemas.ts';

export interface SignInCredentials {
  email: string;
  password: string;
  /** Device fingerprint (contract §2.4). */
  dfpc?: string;
  captcha?: string;
}

/** Users and authentication (contract §2.4). Every call is a write: errors rethrow. */
export const authApi = (http: HttpClient) => ({
  signIn: (user: SignInCredentials) => http.post('/api/users/sign_in', { user }, { schema: Player }),
  signInWithOtp: (otp_attempt: string) => http.post('/api/users/sign_in', { user: { otp_attempt } }, { schema: Player }),
  signOut: () => http.delete('/api/users/sign_out'),
  register: (user: Record<string, unknown>) => http.post('/api/users', { user }, { schema: Player }),
});
