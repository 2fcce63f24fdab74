import { findByRole } from '@testing-library/dom';
import { describe, expect, it } from 'vitest';
import { encodeQr, formatBits, gfMultiply, type QrMatrix } from '../../../widgets/ui/qr.ts';
import { QrCode } from '../../../widgets/ui/QrCode.tsx';
import { render } from './render.tsx';

/**
 * The hand-written QR encoder, checked by an independent reader written from ISO/IEC 18004:
 * it locates the function patterns itself, reads and BCH-checks the format information, unmasks,
 * walks the zigzag, de-interleaves the blocks, requires every Reed–Solomon syndrome to be zero,
 * and parses the byte-mode segment back into the text.
 */

// Level M block structure (ISO/IEC 18004 table 9), versions 1–10: [ecc per block, [blocks, data per block]…].
const BLOCKS_M: Record<number, [number, [number, number][]]> = {
  1: [10, [[1, 16]]],
  2: [16, [[1, 28]]],
  3: [26, [[1, 44]]],
  4: [18, [[2, 32]]],
  5: [24, [[2, 43]]],
  6: [16, [[4, 27]]],
  7: [18, [[4, 31]]],
  8: [22, [[2, 38], [2, 39]]],
  9: [22, [[3, 36], [2, 37]]],
  10: [26, [[4, 43], [1, 44]]],
};
const ALIGNMENT: Record<number, number[]> = { 1: [], 2: [6, 18], 3: [6, 22], 4: [6, 26], 5: [6, 30], 6: [6, 34], 7: [6, 22, 38], 8: [6, 24, 42], 9: [6, 26, 46], 10: [6, 28, 50] };
const MASKS: ((row: number, col: number) => boolean)[] = [
  (i, j) => (i + j) % 2 === 0,
  (i) => i % 2 === 0,
  (_i, j) => j % 3 === 0,
  (i, j) => (i + j) % 3 === 0,
  (i, j) => (Math.floor(i / 2) + Math.floor(j / 3)) % 2 === 0,
  (i, j) => ((i * j) % 2) + ((i * j) % 3) === 0,
  (i, j) => (((i * j) % 2) + ((i * j) % 3)) % 2 === 0,
  (i, j) => (((i * j) % 3) + ((i + j) % 2)) % 2 === 0,
];

function reserved(version: number): boolean[][] {
  const size = version * 4 + 17;
  const grid = Array.from({ length: size }, () => new Array<boolean>(size).fill(false));
  const mark = (row: number, col: number) => {
    if (row >= 0 && col >= 0 && row < size && col < size) grid[row]![col] = true;
  };
  // Finder patterns with separators and the format areas: the 9×9 / 9×8 / 8×9 corners.
  for (let r = 0; r < 9; r++) for (let c = 0; c < 9; c++) mark(r, c);
  for (let r = 0; r < 9; r++) for (let c = size - 8; c < size; c++) mark(r, c);
  for (let r = size - 8; r < size; r++) for (let c = 0; c < 9; c++) mark(r, c);
  for (let i = 0; i < size; i++) {
    mark(6, i);
    mark(i, 6);
  }
  const centres = ALIGNMENT[version]!;
  for (const r of centres) for (const c of centres) {
    const overlapsFinder = (r < 9 && c < 9) || (r < 9 && c > size - 9) || (r > size - 9 && c < 9);
    if (overlapsFinder) continue;
    for (let dr = -2; dr <= 2; dr++) for (let dc = -2; dc <= 2; dc++) mark(r + dr, c + dc);
  }
  if (version >= 7) {
    for (let r = 0; r < 6; r++) for (let c = size - 11; c < size - 8; c++) {
      mark(r, c);
      mark(c, r);
    }
  }
  return grid;
}

/** α^e in GF(256) by repeated doubling (independent of the encoder's log tables: it has none). */
const alphaPower = (e: number) => {
  let value = 1;
  for (let i = 0; i < e; i++) value = gfMultiply(value, 2);
  return value;
};

function read(qr: QrMatrix): string {
  const { size, modules } = qr;
  const version = (size - 17) / 4;
  const at = (row: number, col: number) => (modules[row]![col] ? 1 : 0);
  // Format information, first copy: bits 14..9 along row 8 (cols 0–5, 7), 8 at (8,8), 7..0 up col 8.
  const bits = [at(8, 0), at(8, 1), at(8, 2), at(8, 3), at(8, 4), at(8, 5), at(8, 7), at(8, 8), at(7, 8), at(5, 8), at(4, 8), at(3, 8), at(2, 8), at(1, 8), at(0, 8)];
  const word = bits.reduce((acc, bit) => (acc << 1) | bit, 0) ^ 0x5412;
  let remainder = word;
  for (let i = 14; i >= 10; i--) if ((remainder >> i) & 1) remainder ^= 0x537 << (i - 10);
  expect(remainder, 'format BCH').toBe(0);
  expect(word >> 13, 'level M').toBe(0);
  const mask = (word >> 10) & 7;
  expect(modules[size - 8]![8], 'dark module').toBe(true);

  const isReserved = reserved(version);
  const stream: number[] = [];
  let upward = true;
  for (let col = size - 1; col > 0; col -= 2) {
    if (col === 6) col--;
    for (let step = 0; step < size; step++) {
      const row = upward ? size - 1 - step : step;
      for (const c of [col, col - 1]) {
        if (isReserved[row]![c]) continue;
        stream.push(at(row, c) ^ (MASKS[mask]!(row, c) ? 1 : 0));
      }
    }
    upward = !upward;
  }
  const codewords: number[] = [];
  for (let i = 0; i + 8 <= stream.length; i += 8) codewords.push(stream.slice(i, i + 8).reduce((acc, bit) => (acc << 1) | bit, 0));

  const [ecc, groups] = BLOCKS_M[version]!;
  const sizes = groups.flatMap(([count, data]) => new Array<number>(count).fill(data));
  const blocks = sizes.map(() => [] as number[]);
  let index = 0;
  for (let i = 0; i < Math.max(...sizes); i++) sizes.forEach((length, b) => i < length && blocks[b]!.push(codewords[index++]!));
  for (let i = 0; i < ecc; i++) blocks.forEach((block) => block.push(codewords[index++]!));
  for (const block of blocks) {
    for (let i = 0; i < ecc; i++) {
      const x = alphaPower(i);
      const syndrome = block.reduce((acc, c) => gfMultiply(acc, x) ^ c, 0);
      expect(syndrome, `RS syndrome ${i}`).toBe(0);
    }
  }
  const data = blocks.flatMap((block, b) => block.slice(0, sizes[b]));
  const dataBits = data.flatMap((byte) => Array.from({ length: 8 }, (_, i) => (byte >> (7 - i)) & 1));
  const take = (n: number) => dataBits.splice(0, n).reduce((acc, bit) => (acc << 1) | bit, 0);
  expect(take(4), 'byte mode').toBe(0b0100);
  const length = take(version <= 9 ? 8 : 16);
  return new TextDecoder().decode(new Uint8Array(Array.from({ length }, () => take(8))));
}

describe('QR encoder', () => {
  it('writes the standard format word for level M (mask 0 = 101010000010010)', () => {
    expect(formatBits(0).toString(2).padStart(15, '0')).toBe('101010000010010');
  });

  it.each([
    ['short', 'HELLO'],
    ['a BTC address', 'bc1qxy2kgdygjrsqtzq2n0yrf2493p83kkfjhx0wlh'],
    ['an ETH address', '0x8ba1f109551bD432803012645Ac136ddd64DBA72'],
    ['the demo otpauth URI', 'otpauth://totp/Casino%20Kit:twofactor%40casino.localhost?secret=CASINOKITDEMOTWOFACTORSECRETKEYS&period=30&digits=6&algorithm=SHA1&issuer=Casino%20Kit'],
    ['non-ASCII text', 'Tšekk 🎰 ÄÖÜ'],
    ['v10 (16-bit count)', 'x'.repeat(190)],
  ])('round-trips %s', (_name, text) => {
    const qr = encodeQr(text);
    expect(qr.size).toBe(qr.version * 4 + 17);
    expect(read(qr)).toBe(text);
  });

  it('renders an labelled SVG with a quiet zone', async () => {
    const container = render(<QrCode value="HELLO" label="Deposit address" />);
    const svg = await findByRole(container, 'img', { name: 'Deposit address' });
    expect(svg.getAttribute('viewBox')).toBe('0 0 29 29');
  });
});
