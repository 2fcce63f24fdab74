/**
 * The loyalty shop's exchange answer (docs/api/loyalty.md "Exchange"). Its own module, not re-exported
 * by sdk/api/schemas.ts: only the shop widget and the platform need it, so the schemas every widget
 * loads stay as they were (docs/widgets.md "Sizes").
 */
import * as z from 'zod/mini';
import { cents, int } from './common.ts';

/** POST /api/comp_points/exchange/{money|freespins|lootboxes|special} answer (docs/api/loyalty.md "Exchange"); the FE reloads comp points either way. */
export const ExchangeResult = z.looseObject({
  exchange: z.looseObject({
    exchanged: z.boolean(),
    group: z.string(),
    type: z.string(),
    quantity: int,
    points: int,
    currency: z.string(),
    amount_cents: z.optional(cents),
    bonus_id: z.optional(int),
    freespins_id: z.optional(int),
    lootbox_ids: z.optional(z.array(int)),
  }),
  comp_points: z.looseObject({ chargeable: z.object({ points: z.number() }), persistent: z.object({ points: z.number() }) }),
});
export type ExchangeResult = z.infer<typeof ExchangeResult>;
