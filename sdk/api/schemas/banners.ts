/** Banners (config `banners-config`, docs/product/notifications-and-banners.md#banners, contract §5.16). */
import * as z from 'zod/mini';
import { int, looseId, strings } from './common.ts';

const text = z.looseObject({ text: z.string() });

export const Banner = z.looseObject({
  id: int,
  /** Placements, e.g. `slider-index-top`. */
  categories: strings,
  url: z.optional(z.string()),
  title: z.optional(text),
  description: z.optional(z.looseObject({ text: z.string(), size: z.optional(z.string()) })),
  identity: z.optional(int),
  gradient: z.optional(
    z.looseObject({ colorLeft: z.string(), colorLeftCenter: z.string(), colorRightCenter: z.string(), colorRight: z.string() }),
  ),
  labels: z.optional(z.array(z.looseObject({ title: z.string() }))),
  button: z.optional(
    z.looseObject({
      name: z.string(),
      url: z.optional(z.string()),
      type: z.optional(z.string()),
      frontendIdentifier: z.optional(z.string()),
      attrs: z.optional(z.unknown()),
    }),
  ),
  secondButton: z.optional(
    z.looseObject({
      name: z.string(),
      popup: z.looseObject({ title: z.string(), secondTitle: z.optional(z.string()), desc: z.string() }),
    }),
  ),
  order: z.optional(z.record(z.string(), z.number())),
  image: z.optional(z.string()),
  overlayImage: z.optional(z.string()),
  /** Links a banner to a tournament, lottery or quest. */
  frontend_identifier: z.optional(z.string()),
  /** true: players only (docs/api/info-cms.md "Banners"). */
  logged: z.optional(z.boolean()),
  /** true: visitors who are not signed in only. */
  guestsOnly: z.optional(z.boolean()),
  /** Show list: signed-in players in one of these groups only. */
  groupIds: z.optional(z.array(looseId)),
  /** Hide list: never to a player in one of these groups. */
  hideGroupIds: z.optional(z.array(looseId)),
  currencyType: z.optional(z.enum(['fiat', 'crypto'])),
  /** `{start_at, end_at}`: the banner's window and countdown (read by sdk/rules/banners.ts); a banner linked to a tournament or lottery gets that promotion's. */
  timer: z.optional(z.unknown()),
  /** Text variables per currency: `{ EUR: { amount: '€1,500' } }` (read by sdk/rules/banners.ts). */
  variables: z.optional(z.unknown()),
});
export type Banner = z.infer<typeof Banner>;

export const BannersConfig = z.looseObject({ banners: z.array(Banner) });
export type BannersConfig = z.infer<typeof BannersConfig>;
