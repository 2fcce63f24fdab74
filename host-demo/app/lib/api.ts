/**
 * Platform calls the host needs that sdk/api does not have yet (candidates to move there, with
 * zod/mini response schemas). Types are the fields the host reads; objects may carry more.
 * Loads go through `load()` by the caller where a failure should become an empty value.
 */
import { jackpotsApi } from '../../../sdk/api/jackpots.ts';
import type { HttpClient } from '../../../sdk/http/client.ts';

export interface Collection {
  id: string;
  title: string;
  games_count?: number;
}
export interface Provider {
  id: string;
  title: string;
}
export interface Winner {
  at: number;
  nickname: string;
  currency: string;
  game_identifier: string;
  game_title: string;
  win_amount_cents: number;
  bet_amount_cents: number;
}
export interface CmsPage {
  id: number;
  path: string;
  title: string;
  content?: string;
  categories: string[];
  children?: CmsPage[];
  blocks?: { title?: string; description?: string; keywords?: string; json?: string };
}
export interface CmsSnippet {
  id: number;
  content: string;
  categories: string[];
}
export interface PlayerField {
  field: string;
  type: string;
  length?: { minimum?: number; maximum?: number };
  inclusion?: { in: string[] };
  age?: { min: Record<string, number> };
}
export interface PlayerFields {
  fields: PlayerField[];
  contexts: Record<string, string[] | Record<string, unknown>>;
}
export interface Country {
  code: string;
  name: string;
  default_currency: string;
}
export interface Limit {
  id: number;
  type: string;
  period?: string;
  status?: string;
  accounts: { currency: string; amount_cents: number; current_value_amount_cents: number }[];
}
export interface Payment {
  id: number;
  action: string;
  state: string;
  amount_cents: number;
  currency: string;
  finished_at: string | null;
  created_at?: string;
  payment_method?: string;
}
export interface PaymentMethod {
  id: string;
  brand: string;
  title: string;
  type: string;
  currency: string;
  min_amount_cents: number;
  max_amount_cents: number;
  processingTime?: string;
  fee?: string;
  fields?: string[];
}
export interface SessionRow {
  id: number;
  ip: string;
  country: string | null;
  user_agent: string;
  created_at: string;
  last_seen_at: string;
  current: boolean;
}
export interface VipProgress {
  currency: string;
  currentStatus: string;
  nextStatus: string | null;
  depositAmountCents: number;
  depositThresholdCents: number;
  betSumCents: number;
  betSumThresholdCents: number;
  overallProgress: number;
}
export interface Banner {
  id: number;
  categories: string[];
  url?: string;
  title?: { text: string };
  description?: { text: string };
  gradient?: { colorLeft: string; colorLeftCenter: string; colorRightCenter: string; colorRight: string };
  labels?: { title: string }[];
  button?: { name: string; url: string };
  logged?: boolean;
  groupIds?: number[];
}

export const hostApi = (http: HttpClient) => ({
  collections: () => http.get<Collection[]>('/api/games/collections'),
  providers: () => http.get<Provider[]>('/api/games/providers'),
  jackpots: () => jackpotsApi(http).list(),
  winners: (limit = 12) => http.get<{ data: Winner[] }>('/api/stats/winners/latest', { query: { limit } }),
  banners: () => http.get<{ banners: Banner[] }>('/api/fe/config/banners-config'),
  config: <T>(name: string) => http.get<T>(`/api/fe/config/${name}`),
  cmsPages: (locale: string) => http.get<CmsPage[]>('/api/cms/pages', { query: { l: locale } }),
  cmsPage: (slug: string, locale: string) => http.get<CmsPage>(`/api/cms/pages/${slug}`, { query: { l: locale } }),
  snippets: (locale: string) => http.get<CmsSnippet[]>('/api/cms/snippets', { query: { l: locale } }),
  currentIp: () => http.get<{ country_code: string | null; default_currency: string }>('/api/current_ip'),
  playerFields: () => http.get<PlayerFields>('/api/info/player_fields'),
  countries: () => http.get<Country[]>('/api/info/countries'),
  cryptoRates: () => http.get<Record<string, Record<string, { exchange_rate: number }>>>('/api/info/crypto_exchange_rates'),
  limits: () => http.get<Limit[]>('/api/user_limits'),
  payments: () => http.get<Payment[]>('/api/player/payments'),
  paymentMethods: (currency: string, action: 'deposit' | 'cashout') => http.get<PaymentMethod[]>('/api/player/payment_methods', { query: { currency, action } }),
  deposit: (body: { amount_cents: number; currency: string; payment_method: string; card?: Record<string, string> }) => http.post<Payment>('/api/player/payments/deposit', body),
  vipProgress: () => http.get<VipProgress>('/jam/vip_status_progress'),
  // Writes: errors rethrow (ValidationError carries field errors).
  requestPasswordReset: (email: string) => http.post('/api/users/password', { user: { email } }),
  resetPassword: (token: string, password: string, confirmation: string) =>
    http.put('/api/users/password', { user: { reset_password_token: token, password, password_confirmation: confirmation } }),
  confirmEmail: (token: string) => http.get('/api/users/confirmation', { query: { confirmation_token: token } }),
  resendConfirmation: (email: string) => http.post('/api/users/confirmation', { user: { email } }),
  acceptTerms: (details: { country?: string }) => http.post('/api/auth_providers/update_details', { user: { terms_acceptance: true, ...details } }),
  updatePlayer: (context: string, player: Record<string, unknown>) => http.patch('/api/player', { context, player }),
  setBonusCode: (code: string) => http.patch('/api/player/set_bonus_code', { deposit_bonus_code: code }),
  clearBonusCode: () => http.delete('/api/player/clear_bonus_code'),
  enableBonuses: () => http.patch('/api/player/update_bonus_settings', { can_issue: true }),
  contact: (email: string, content: string) => http.post('/api/send_contact_message', { contact: { email, content } }),
  logUtm: (utmMetrics: Record<string, string>) => http.post('/log_utm_set', { utmMetrics }),
  updateLocale: (locale: string) => http.patch('/api/player/update_locale', { locale }),
});

export type HostApi = ReturnType<typeof hostApi>;
