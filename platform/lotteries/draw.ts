import { createHmac } from 'node:crypto';

/**
 * The draw (docs/product/lottery-draw-verification.md): pure, so the platform and anyone holding the
 * public data (scripts/verify-draw.ts) compute the very same winners.
 *
 *   remaining = the lottery's tickets ordered by ticket number
 *   for place n = 1, 2, …, places (while tickets remain):
 *     i = BigInt("0x" + HMAC-SHA256(key = seed bytes, message = "place:<n>") as hex) mod remaining.length
 *     place n wins remaining[i]; remove it (with `player_wins_once`, every ticket of its holder)
 *
 * A player may win several places with several tickets unless the lottery says `player_wins_once`.
 * The seed is 32 random bytes published as hex at the draw; its SHA-256 was published when the
 * lottery opened (the commitment), so the seed could not be chosen after the tickets were known.
 */

export interface DrawTicket {
  ticket: string;
  /** The holder's number in this lottery (1 = the first to hold a ticket): tells tickets of one player apart without naming them. */
  holder: number;
}

export interface DrawnPlace {
  place: number;
  ticket: string;
  holder: number;
}

export function placeIndex(seedHex: string, place: number, remaining: number): number {
  const mac = createHmac('sha256', Buffer.from(seedHex, 'hex')).update(`place:${place}`).digest('hex');
  return Number(BigInt(`0x${mac}`) % BigInt(remaining));
}

export function drawWinners(seedHex: string, tickets: readonly DrawTicket[], places: number, playerWinsOnce: boolean): DrawnPlace[] {
  let remaining = [...tickets];
  const won: DrawnPlace[] = [];
  for (let place = 1; place <= places && remaining.length > 0; place++) {
    const index = placeIndex(seedHex, place, remaining.length);
    const winner = remaining[index] as DrawTicket;
    won.push({ place, ticket: winner.ticket, holder: winner.holder });
    remaining = playerWinsOnce ? remaining.filter((t) => t.holder !== winner.holder) : remaining.filter((_, i) => i !== index);
  }
  return won;
}
