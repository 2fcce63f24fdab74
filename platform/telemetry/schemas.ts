import { z } from 'zod';
import { CURRENCY_CODES } from '../money/currencies.ts';
import { AFFB_ID_PATTERN, STAG_PATTERN } from '../../sdk/rules/constants.ts';

const text = (max: number) => z.string().max(max);
const optionalText = (max: number) => text(max).nullish();
const id = z.union([z.number().int().min(0).max(Number.MAX_SAFE_INTEGER), text(64)]);

/** PUT /metrics-errors-validation: which form fields failed, per form (docs/product/errors-and-network.md#telemetry, spec 000 §5). */
export const validationMetricsBody = z.object({
  side: z.enum(['backEnd', 'frontEnd']),
  component: text(100).min(1),
  errors: z.array(z.object({ key: text(100).min(1), firstMessage: text(500) })).max(50),
});

/** POST /log_utm_set and /log_utm_send (docs/product/embedding-and-mirrors.md#cookies-and-tracking, spec 000 §9: the six tracked parameters). */
export const utmMetrics = z.object({
  utm_source: optionalText(200),
  utm_medium: optionalText(200),
  utm_campaign: optionalText(200),
  utm_content: optionalText(200),
  utm_term: optionalText(200),
  sub_id: optionalText(200),
});
export const utmBody = z.object({ utmMetrics });
/**
 * POST /log_utm_set: the contract's body plus, our addition, the landing's `stag` and `affb_id`
 * (docs/api/affiliates.md "Clicks"): a landing with a stag is an affiliate click.
 */
export const utmSetBody = z.object({
  utmMetrics,
  stag: z.string().regex(STAG_PATTERN, 'may contain letters, digits, _ and - only (1–64)').nullish(),
  affb_id: z.string().regex(AFFB_ID_PATTERN, 'must be 1–12 digits').nullish(),
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

/** A non-negative decimal in major units, as the app's own type has it: a string ("12.50") or a number. */
const DECIMAL = /^\d{1,13}(\.\d{1,18})?$/;

/**
 * POST /metrics/transaction-metric; `amount` is in major units as the app shows it, a string (the
 * client's own type, contract §2.7 as corrected) or a number. Stored as the decimal string it was
 * given, so no float ever rounds it (docs/api/info-cms.md "Telemetry").
 */
export const transactionMetricBody = z.object({
  type: z.enum(['deposit', 'cashout']),
  isSuccessTransaction: z.boolean(),
  paymentSystem: text(100),
  amount: z.union([
    z.string().trim().regex(DECIMAL, 'is not a decimal amount'),
    z.number().finite().min(0).max(1e12).transform((value) => String(value)),
  ]),
  currency: z.enum(CURRENCY_CODES),
});

/** Progressive-web-app events the app reports (install prompt, install, standalone launch …). */
export const PWA_EVENTS = ['beforeinstallprompt', 'prompt_shown', 'prompt_accepted', 'prompt_dismissed', 'appinstalled', 'launched_standalone', 'push_subscribed', 'push_unsubscribed'] as const;

/**
 * POST /api/pwa_events (docs/api/info-cms.md "Telemetry"): one named event with a few flat
 * details. The contract names the call only; this is our shape.
 */
export const pwaEventBody = z.object({
  event: z.enum(PWA_EVENTS),
  platform: optionalText(50),
  display_mode: z.enum(['browser', 'standalone', 'minimal-ui', 'fullscreen', 'window-controls-overlay']).nullish(),
  details: z.record(z.string().max(50), z.union([z.string().max(200), z.number().finite(), z.boolean(), z.null()])).refine((value) => Object.keys(value).length <= 20, 'has too many keys (max 20)').optional(),
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

/** POST /restore-id/get (docs/api/info-cms.md, contract §2.7). */
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
