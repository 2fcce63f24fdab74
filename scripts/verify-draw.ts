/**
 * Verifies a lottery draw from its public data alone (docs/product/lottery-draw-verification.md):
 *
 *   npm run verify-draw -- <platform url> <lottery id or slug>
 *
 * Fetches GET /api/lotteries/<id>/draw, checks SHA-256(seed bytes) = the commitment published when the
 * lottery opened, recomputes the winners from the seed and the ticket list, and compares them with the
 * published ones. Exits 0 when everything matches, 1 on a mismatch, 2 when it cannot check (not drawn,
 * unreachable). Deliberately independent of the platform's code (platform/lotteries/draw.ts): it is
 * the algorithm as the document states it.
 */
import { createHash, createHmac } from 'node:crypto';

interface Draw {
  algorithm: string;
  commitment: string;
  seed: string | null;
  places: number;
  player_wins_once: boolean;
  tickets: { ticket: string; holder: number; nickname: string }[];
  winners: { place: number; ticket: string; nickname: string }[];
}

export function recompute(draw: Draw): { place: number; ticket: string }[] {
  const seed = Buffer.from(draw.seed as string, 'hex');
  let remaining = [...draw.tickets].sort((a, b) => Number(a.ticket) - Number(b.ticket));
  const winners: { place: number; ticket: string }[] = [];
  for (let place = 1; place <= draw.places && remaining.length > 0; place++) {
    const mac = createHmac('sha256', seed).update(`place:${place}`).digest('hex');
    const index = Number(BigInt(`0x${mac}`) % BigInt(remaining.length));
    const won = remaining[index] as Draw['tickets'][number];
    winners.push({ place, ticket: won.ticket });
    remaining = draw.player_wins_once ? remaining.filter((t) => t.holder !== won.holder) : remaining.filter((_, i) => i !== index);
  }
  return winners;
}

/** The findings of one check; `ok` when the draw is what its public data says. */
export function verify(draw: Draw): { ok: boolean; lines: string[] } {
  const lines: string[] = [];
  if (draw.algorithm !== 'hmac-sha256-place-v1') return { ok: false, lines: [`unknown algorithm ${draw.algorithm}`] };
  const digest = createHash('sha256').update(Buffer.from(draw.seed as string, 'hex')).digest('hex');
  const committed = digest === draw.commitment;
  lines.push(`${committed ? 'ok ' : 'BAD'} SHA-256(seed) = ${digest} ${committed ? '=' : '≠'} commitment ${draw.commitment}`);
  const expected = recompute(draw);
  let same = expected.length === draw.winners.length;
  for (const want of expected) {
    const got = draw.winners.find((w) => w.place === want.place);
    const match = got?.ticket === want.ticket;
    same &&= match;
    lines.push(`${match ? 'ok ' : 'BAD'} place ${want.place}: ticket ${want.ticket}${match ? ` (${got?.nickname})` : `, published ${got?.ticket ?? 'none'}`}`);
  }
  return { ok: committed && same, lines };
}

async function main(): Promise<number> {
  const [url, id] = process.argv.slice(2).filter((arg) => arg !== '--');
  if (!url || !id) {
    console.error('usage: npm run verify-draw -- <platform url> <lottery id or slug>');
    return 2;
  }
  const response = await fetch(new URL(`/api/lotteries/${encodeURIComponent(id)}/draw`, url));
  if (!response.ok) {
    console.error(`GET /api/lotteries/${id}/draw answered ${response.status}`);
    return 2;
  }
  const draw = (await response.json()) as Draw;
  if (draw.seed === null) {
    console.error(`lottery ${id} is not drawn yet; its commitment is ${draw.commitment}`);
    return 2;
  }
  console.log(`${draw.tickets.length} tickets, ${draw.places} places, seed ${draw.seed}`);
  const { ok, lines } = verify(draw);
  for (const line of lines) console.log(line);
  console.log(ok ? 'VERIFIED: the winners follow from the committed seed and the ticket list' : 'MISMATCH: the published result does not follow from the public data');
  return ok ? 0 : 1;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  main().then(
    (code) => process.exit(code),
    (error: unknown) => {
      console.error(error);
      process.exit(2);
    },
  );
}
