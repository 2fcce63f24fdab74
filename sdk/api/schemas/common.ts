/**
 * Building blocks shared by the area schemas (docs/api.md, contract §1): money in integer subunits, ISO
 * timestamps, decimal strings in major units. zod/mini factories are side-effect free for
 * bundlers, so an area module that imports one of these keeps only what it uses.
 */
import * as z from 'zod/mini';

/**
 * Integers. zod/mini's `int()` is the one factory it does not mark side-effect free, so it is
 * called once here, annotated, and shared: an unused schema module then still drops out of a bundle.
 */
export const int = /* @__PURE__ */ z.int();
/** Integer money in currency subunits (`*_cents`): `int` by the name a money field reads by.
 * @alias */
export const cents = int;
/** ISO-8601 UTC timestamp string. */
export const iso = z.string();
export const isoOrNull = z.nullable(z.string());
/** Decimal string in major units, the twin of a `_cents` field (`"401487.74"`). */
export const decimal = z.string();
/** Decimals the contract marks as "decimal" without saying string or number (comp points, percentages). */
export const numeric = z.union([z.string(), z.number()]);
/** Ids that are numbers on our platform and may be strings elsewhere. */
export const looseId = z.union([int, z.string()]);
export const strings = z.array(z.string());

/** `{currency, amount_cents}`: one per-currency amount (rate cards, lootbox prizes, deposit conditions). */
export const MoneyAmount = z.looseObject({ currency: z.string(), amount_cents: cents });
export type MoneyAmount = z.infer<typeof MoneyAmount>;

/** `{<CUR>: number}` sums keyed by currency. */
export const AmountsByCurrency = z.record(z.string(), z.number());
