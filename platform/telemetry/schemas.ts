import { z } from 'zod';
import { CURRENCY_CODES } from '../money/currencies.ts';

const text = (max: number) => z.string().max(max);
const optionalText = (max: number) => text(max).nullish();
const id = z.union([z.number().int().min(0).max(Number.MAX_SAFE_INTEGER), text(64)]);

/** PUT /metrics-errors-validation: which form fields failed, per form (spec 000 §5). */
export const validationMetricsBody = z.object({
  side: z.enum(['backEnd', 'frontEnd']),
  component: text(100).min(1),
  errors: z.array(z.object({ key: text(100).min(1), firstMessage: text(500) })).max(50),
});

/** POST /log_utm_set and /log_utm_send (spec 000 §9: the six tracked parameters). */
export const utmBody = z.object({
  utmMetrics: z.object({
    utm_source: optionalText(200),
    utm_medium: optionalText(200),
    utm_campaign: optionalText(200),
    utm_content: optionalText(200),
    utm_term: optionalText(200),
    sub_id: optionalText(200),
  }),
});

/** PUT /game-start-performance: time from click to a playable game, in ms. */
export const gameStartBody = z.object({
  country: optionalText(8),
  userId: id.nullish(),
  gameId: id.nullish(),
  gameName: text(200),
  provider: text(100),
  value: z.number().finite().min(0).max(3_600_000),
  connectionType: optionalText(50),
});

/** POST /metrics/transaction-metric; `amount` is in major units as the app shows it. */
export const transactionMetricBody = z.object({
  type: z.enum(['deposit', 'cashout']),
  isSuccessTransaction: z.boolean(),
  paymentSystem: text(100),
  amount: z.number().finite().min(0).max(1e12),
  currency: z.enum(CURRENCY_CODES),
});

const MAX_FREE_FORM_BYTES = 8 * 1024;
const MAX_DEPTH = 5;
const MAX_STRING = 2000;

/** Depth and longest string of a JSON value. */
function measure(value: unknown, depth = 0): { depth: number; longest: number } {
  if (typeof value === 'string') return { depth, longest: value.length };
  if (value === null || typeof value !== 'object') return { depth, longest: 0 };
  let result = { depth: depth + 1, longest: 0 };
  for (const child of Object.values(value)) {
    const inner = measure(child, depth + 1);
    result = { depth: Math.max(result.depth, inner.depth), longest: Math.max(result.longest, inner.longest) };
  }
  return result;
}

/** PUT /log, /performance, /network-performance: app telemetry of free shape, but bounded. */
export const freeFormBody = z
  .record(z.string().max(100), z.json())
  .refine((value) => Object.keys(value).length <= 50, 'has too many keys (max 50)')
  .refine((value) => JSON.stringify(value).length <= MAX_FREE_FORM_BYTES, `is too large (max ${MAX_FREE_FORM_BYTES} bytes)`)
  .refine((value) => measure(value).depth <= MAX_DEPTH, `is nested too deeply (max ${MAX_DEPTH})`)
  .refine((value) => measure(value).longest <= MAX_STRING, `has a string longer than ${MAX_STRING}`);

/** POST /api/send_contact_message. */
export const contactBody = z.object({
  contact: z.object({
    email: z.email('is invalid').max(254),
    content: z.string().trim().min(1, "can't be blank").max(5000, 'is too long (maximum is 5000 characters)'),
  }),
});

/** POST /restore-id/get (contract §2.7). */
export const restoreIdGetBody = z.object({
  data: z.object({ internalId: z.union([text(32), z.number().int().min(0)]), project: text(100).optional() }),
  requestId: text(64).optional(),
  type: z.literal('Api.V1.RestoreId.Get').optional(),
});

/** POST /restore-id/set. */
export const restoreIdSetBody = z.object({
  data: z.object({ restoreId: text(200).min(1), internalId: z.union([text(32), z.number().int().min(0)]), project: text(100).optional() }),
  requestId: text(64).optional(),
  type: z.literal('Api.V1.RestoreId.Set').optional(),
});
