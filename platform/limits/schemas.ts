import { z } from 'zod';
import { CURRENCY_CODES } from '../money/currencies.ts';
import { MAX_TRANSFER_CENTS } from '../wallet/ledger.ts';
import { COOLING_OFF_PERIODS, SELF_EXCLUSION_PERIODS } from './rules.ts';

/** Spellings the app may send for the money periods; stored as day | week | month. */
const PERIOD_ALIASES: Record<string, 'day' | 'week' | 'month'> = { day: 'day', '24h': 'day', daily: 'day', week: 'week', '7d': 'week', weekly: 'week', month: 'month', monthly: 'month', '30d': 'month' };

const moneyPeriod = z
  .string()
  .max(20)
  .refine((value) => value in PERIOD_ALIASES, { message: 'must be one of day (24h), week (7d), month' })
  .transform((value) => PERIOD_ALIASES[value] as 'day' | 'week' | 'month');

const limitAccount = z.object({
  currency: z.enum(CURRENCY_CODES),
  amount_cents: z.number().int().min(0).max(MAX_TRANSFER_CENTS),
});

const moneyLimit = z.object({
  type: z.enum(['deposit', 'loss', 'wager']),
  period: moneyPeriod,
  accounts: z
    .array(limitAccount)
    .min(1)
    .max(CURRENCY_CODES.length)
    .refine((accounts) => new Set(accounts.map((a) => a.currency)).size === accounts.length, { message: 'has the same currency twice' }),
});

const sessionLimit = z.object({
  type: z.literal('session'),
  period: z.literal('session').default('session'),
  minutes: z.number().int().min(5).max(24 * 60),
});

/** A reality check (docs/api/wallet-payments-limits.md "Reality check"): told after every `minutes` of play. */
const realityCheck = z.object({
  type: z.literal('reality_check'),
  period: z.literal('reality_check').default('reality_check'),
  minutes: z.number().int().min(5).max(4 * 60),
});

const coolingOff = z.object({
  type: z.literal('coolingoff'),
  period: z.enum(Object.keys(COOLING_OFF_PERIODS) as [keyof typeof COOLING_OFF_PERIODS]),
});

const selfExclusion = z.object({
  type: z.literal('selfexclusion'),
  period: z.enum(Object.keys(SELF_EXCLUSION_PERIODS) as [keyof typeof SELF_EXCLUSION_PERIODS]),
});

/** POST /api/user_limits: create or change (the same type and period is updated). `{limit: {…}}` is accepted too. */
export const limitRequest = z.preprocess(
  (body) => (body && typeof body === 'object' && 'limit' in body && typeof (body as { limit: unknown }).limit === 'object' ? (body as { limit: unknown }).limit : body),
  z.discriminatedUnion('type', [moneyLimit, sessionLimit, realityCheck, coolingOff, selfExclusion]),
);
export type LimitRequest = z.infer<typeof limitRequest>;

export const confirmRequest = z.object({ token: z.string().min(16).max(200) });
export const limitIdParams = z.object({ id: z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER) });
