/** Jackpots and their winners (docs/product/jackpots.md#wins, docs/product/jackpots.md#jackpot, docs/product/jackpots.md#leaderboard, spec 001 §3–§4, §9; docs/api/jackpots.md, contract §5.17). */

export const JACKPOT_LEADERBOARD_SIZE = 5;
export const WINNER_NAME_VISIBLE = 6;
export const MEDAL_PLACES = 3;

export function activeJackpots<T extends { state: string }>(jackpots: readonly T[]): T[] {
  return jackpots.filter((jackpot) => jackpot.state === 'active');
}

export const WINNER_NAME_MASK = '***';
/** The name of a winner without a nickname: never anything derived from the e-mail (docs/rules.md). */
export const ANONYMOUS_WINNER = 'Player';

/**
 * Only the first 6 characters of a winner's name are shown, followed by ***. Idempotent: the
 * platform already publishes masked names (docs/api/jackpots.md), and masking them again changes nothing.
 */
export function maskWinnerName(name: string | null | undefined): string {
  const bare = (name ?? '').endsWith(WINNER_NAME_MASK) ? (name ?? '').slice(0, -WINNER_NAME_MASK.length) : (name ?? '');
  return [...bare].slice(0, WINNER_NAME_VISIBLE).join('') + WINNER_NAME_MASK;
}

/** Places 1..3 are shown as medals, later places as their number. */
export function leaderboardPlace(place: number): { medal: 1 | 2 | 3 } | { label: string } {
  if (place >= 1 && place <= MEDAL_PLACES) return { medal: place as 1 | 2 | 3 };
  return { label: String(place) };
}

export interface WinLike {
  amount_cents: number;
  created_at: string;
}

/** The biggest tab sorts by amount, the latest by time; both show 5 winners. */
export function jackpotLeaderboard<T extends WinLike>(wins: readonly T[], tab: 'biggest' | 'latest'): T[] {
  const sorted = [...wins].sort((a, b) =>
    tab === 'biggest' ? b.amount_cents - a.amount_cents : Date.parse(b.created_at) - Date.parse(a.created_at),
  );
  return sorted.slice(0, JACKPOT_LEADERBOARD_SIZE);
}

/** Display units: ETH and LTC in thousandths (m), BTC in millionths (μ). */
export const JACKPOT_UNITS: Readonly<Record<string, { scale: number; label: string }>> = {
  ETH: { scale: 1_000, label: 'mETH' },
  LTC: { scale: 1_000, label: 'mLTC' },
  BTC: { scale: 1_000_000, label: 'μBTC' },
};

/** Maps an amount in subunits to the value and unit label the jackpot widgets display. */
export function jackpotDisplay(amountCents: number, currency: string, subunitsToUnit: number): { value: number; unit: string } {
  const unit = JACKPOT_UNITS[currency.toUpperCase()];
  if (!unit) return { value: amountCents / subunitsToUnit, unit: currency };
  // Divide by a whole number where possible so 1 satoshi shows as exactly 0.01 μBTC.
  const value = subunitsToUnit % unit.scale === 0 ? amountCents / (subunitsToUnit / unit.scale) : (amountCents * unit.scale) / subunitsToUnit;
  return { value, unit: unit.label };
}
