/** Bonuses and free spins (docs/product/bonuses-and-free-spins.md#lifecycle, docs/product/bonuses-and-free-spins.md#wagering, docs/api/bonuses.md "Wagering", spec 001 §4–§5, contract §5.7). */
import { type GroupId, isMultiAccount } from './groups.ts';

/** Past bonuses (docs/product/bonuses-and-free-spins.md#lifecycle); "finished" is listed by the spec although no bonus stage carries it. */
const PAST_BONUS_STAGES: readonly string[] = ['finished', 'canceled', 'expired', 'wager_done', 'lost'];
const FREESPIN_PAST_STAGES: readonly string[] = ['finished', 'canceled', 'expired'];

export const isPastBonus = (bonus: { stage: string }): boolean => PAST_BONUS_STAGES.includes(bonus.stage);
export const isPastFreespin = (freespin: { stage: string }): boolean => FREESPIN_PAST_STAGES.includes(freespin.stage);

/** Splits a list into current and past by the stage sets above. */
export function splitByStage<T>(items: readonly T[], past: (item: T) => boolean): { current: T[]; past: T[] } {
  const result = { current: [] as T[], past: [] as T[] };
  for (const item of items) (past(item) ? result.past : result.current).push(item);
  return result;
}

/** Issued items whose group_key is disabled (config disabled-bonuses) are hidden. */
export function visibleGifts<T extends { stage: string; group_key?: string | false | null }>(items: readonly T[], disabledGroupKeys: readonly string[]): T[] {
  return items.filter((item) => !(item.stage === 'issued' && typeof item.group_key === 'string' && disabledGroupKeys.includes(item.group_key)));
}

/** floor(wagered / total · 100), 0 when total is 0 or less, clamped to 0..100. */
export function wageringPercent(wageredCents: number, totalCents: number): number {
  if (!(totalCents > 0)) return 0;
  return Math.min(100, Math.max(0, Math.floor((wageredCents / totalCents) * 100)));
}

export interface WagerBonus {
  stage: string;
  currency: string;
  amount_wager_cents: number;
  amount_wager_requirement_cents: number;
}

export interface WageringTotals {
  wageredCents: number;
  requiredCents: number;
  percent: number;
}

/** Total wagering over the bonuses in handle_bets in the player's currency (docs/api/bonuses.md "Wagering"). */
export function totalWagering(bonuses: readonly WagerBonus[], currency: string): WageringTotals {
  let wageredCents = 0;
  let requiredCents = 0;
  for (const bonus of bonuses) {
    if (bonus.stage !== 'handle_bets' || bonus.currency !== currency) continue;
    wageredCents += bonus.amount_wager_cents;
    requiredCents += bonus.amount_wager_requirement_cents;
  }
  return { wageredCents, requiredCents, percent: wageringPercent(wageredCents, requiredCents) };
}

export interface BalanceAccount {
  amount_cents: number;
  available_to_cashout_cents: number;
}

/** The balance view (docs/api/bonuses.md "Wagering", spec 000 §3): real = withdrawable, bonus = the rest, never below 0. */
export function balanceSplit(account: BalanceAccount): { realCents: number; bonusCents: number; totalCents: number } {
  const realCents = Math.min(account.available_to_cashout_cents, account.amount_cents);
  return { realCents, bonusCents: Math.max(0, account.amount_cents - realCents), totalCents: account.amount_cents };
}

/** The header's gifts counter: activatable bonuses and free spins; "9+" above 9, nothing at 0. */
export function giftCounter(items: readonly { activatable: boolean }[]): string | null {
  const count = items.filter((item) => item.activatable).length;
  return count === 0 ? null : count > 9 ? '9+' : String(count);
}

/** Free spins left in a pack (never below 0). */
export const freespinsLeft = (pack: { freespins_total: number; freespins_performed: number | null }): number => Math.max(0, pack.freespins_total - (pack.freespins_performed ?? 0));

/** The activated pack of free spins for a game (its identifier in `games`), if any. */
export function activePackFor<T extends { stage: string; games: readonly string[]; freespins_total: number; freespins_performed: number | null }>(packs: readonly T[], game: string): T | null {
  return packs.find((pack) => pack.stage === 'activated' && pack.games.includes(game) && freespinsLeft(pack) > 0) ?? null;
}

export interface Countdown {
  days: number;
  hours: number;
  minutes: number;
}

/** Time left until `iso`, counted in whole minutes rounded up (a countdown that re-renders each minute); null when past or unknown. */
export function countdownTo(iso: string | null | undefined, now: number): Countdown | null {
  if (!iso) return null;
  const end = Date.parse(iso);
  if (Number.isNaN(end) || end <= now) return null;
  const minutes = Math.ceil((end - now) / 60_000);
  return { days: Math.floor(minutes / 1440), hours: Math.floor((minutes % 1440) / 60), minutes: minutes % 60 };
}

export interface GiftOfferPlayer {
  can_issue_bonuses: boolean;
  deposit_bonus_code?: string | null;
  groups: readonly GroupId[];
}

/** The deposit-gift offer: bonuses allowed, no deposit bonus code set, not multi-account (group 100). */
export function depositGiftOfferEligible(player: GiftOfferPlayer): boolean {
  return player.can_issue_bonuses && !player.deposit_bonus_code && !isMultiAccount(player.groups);
}

/** The reading of a deposit offer (docs/api/bonuses.md "Player routes", contract §5.8) in one currency. */
export interface DepositOfferTerms {
  minCents: number | null;
  percent: number | null;
  maxCents: number | null;
  freespins: number | null;
  wager: number | null;
}

interface OfferShape {
  bonuses: readonly { conditions: readonly { field: string; type: string; value: unknown }[]; attributes: readonly { field: string; value: unknown }[]; result_bonus: readonly { field: string; value: unknown }[] }[];
}

const amountIn = (value: unknown, currency: string): number | null => {
  if (!Array.isArray(value)) return null;
  const hit = (value as { currency?: unknown; amount_cents?: unknown }[]).find((item) => item?.currency === currency);
  return typeof hit?.amount_cents === 'number' ? hit.amount_cents : null;
};
const numberOf = (value: unknown): number | null => (typeof value === 'number' && Number.isFinite(value) ? value : typeof value === 'string' && value.trim() !== '' && Number.isFinite(Number(value)) ? Number(value) : null);

/** Min deposit, percent, cap, free spins and wager of a deposit offer's first bonus, in `currency`. */
export function depositOfferTerms(offer: OfferShape, currency: string): DepositOfferTerms {
  const bonus = offer.bonuses[0];
  const attribute = (field: string) => bonus?.attributes.find((item) => item.field === field)?.value;
  const min = bonus?.conditions.find((item) => item.field === 'amount' && item.type === 'min');
  return {
    minCents: min ? amountIn(min.value, currency) : null,
    percent: numberOf(attribute('percent')),
    maxCents: amountIn(attribute('max_amount_cents'), currency),
    freespins: numberOf(attribute('freespins_count')),
    wager: numberOf(bonus?.result_bonus.find((item) => item.field === 'wager')?.value),
  };
}

/** A decimal string of the wire ("12.50", `cancel_info`) → integer subunits, without floating point; 0 when unreadable. */
export function decimalToCents(value: string, subunitsToUnit: number): number {
  const match = /^\s*(-?)(\d*)(?:\.(\d*))?\s*$/.exec(value);
  if (!match || (match[2] === '' && !match[3])) return 0;
  const digits = Math.max(0, Math.round(Math.log10(subunitsToUnit)));
  const fraction = (match[3] ?? '').padEnd(digits, '0').slice(0, digits);
  const cents = Number(match[2] || '0') * subunitsToUnit + Number(fraction || '0');
  return match[1] === '-' ? -cents : cents;
}
