/**
 * The deposit bonus the player chose last (docs/product/cashbox-and-payments.md#deposit-gift): a
 * one-click deposit (`deposit-fast`) starts from it, so repeating a deposit keeps the bonus. An offer
 * id, or `none` for "no bonus"; per player, in localStorage (a page without storage just forgets).
 */
const KEY = 'ck_deposit_bonus';

export function rememberedBonus(playerId: number | string): string | null {
  try {
    const stored = JSON.parse(localStorage.getItem(KEY) ?? 'null') as { player?: unknown; id?: unknown } | null;
    return stored && String(stored.player) === String(playerId) && typeof stored.id === 'string' ? stored.id : null;
  } catch {
    return null;
  }
}

export function rememberBonus(playerId: number | string, id: string): void {
  try {
    localStorage.setItem(KEY, JSON.stringify({ player: playerId, id }));
  } catch {
    // Storage refused (private mode, a sandboxed frame): nothing to keep.
  }
}

/** The choice shown: the player's own, else the remembered one while still offered, else the first offer. */
export function initialBonus(offerIds: readonly string[], remembered: string | null): string | null {
  if (offerIds.length === 0) return null;
  if (remembered === 'none' || (remembered !== null && offerIds.includes(remembered))) return remembered;
  return offerIds[0]!;
}
