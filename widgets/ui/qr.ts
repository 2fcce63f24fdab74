/**
 * A small QR Code encoder (ISO/IEC 18004): byte mode, error-correction level M, versions 1–40,
 * all eight masks scored by the standard's penalty rules. Hand-written because the widgets only
 * need to draw an otpauth URI or a crypto address (≤ ~200 bytes): about 2 KB minified, where a
 * library such as qrcode-generator is ~20 KB and carries every mode. Kept only with the `qrcode`
 * package as its test oracle (tests/unit/qr-oracle.test.ts, docs/architecture.md "Decisions").
 *
 * Output: a square matrix of booleans (true = dark), without the quiet zone.
 */

/** ECC codewords per block, level M, index = version (index 0 unused). */
const ECC_PER_BLOCK_M = [
  -1, 10, 16, 26, 18, 24, 16, 18, 22, 22, 26, 30, 22, 22, 24, 24, 28, 28, 26, 26, 26, 26, 28, 28, 28, 28, 28, 28, 28, 28, 28, 28, 28, 28, 28, 28, 28, 28, 28, 28, 28,
];
/** Number of error-correction blocks, level M, index = version. */
const BLOCKS_M = [
  -1, 1, 1, 1, 2, 2, 4, 4, 4, 5, 5, 5, 8, 9, 9, 10, 10, 11, 13, 14, 16, 17, 17, 18, 20, 21, 23, 25, 26, 28, 29, 31, 33, 35, 37, 38, 40, 43, 45, 47, 49,
];
/** The format field's 2-bit code for level M. */
const ECC_FORMAT_BITS_M = 0;

export interface QrMatrix {
  version: number;
  size: number;
  mask: number;
  /** modules[row][column], true = dark. */
  modules: boolean[][];
}

/** Modules left for data and ECC once every function pattern is drawn. */
export function rawDataModules(version: number): number {
  let result = (16 * version + 128) * version + 64;
  if (version >= 2) {
    const align = Math.floor(version / 7) + 2;
    result -= (25 * align - 10) * align - 55;
    if (version >= 7) result -= 36;
  }
  return result;
}

export function dataCodewords(version: number): number {
  return Math.floor(rawDataModules(version) / 8) - ECC_PER_BLOCK_M[version]! * BLOCKS_M[version]!;
}

const countBits = (version: number) => (version <= 9 ? 8 : 16);

export function alignmentPositions(version: number): number[] {
  if (version === 1) return [];
  const count = Math.floor(version / 7) + 2;
  const size = version * 4 + 17;
  const step = version === 32 ? 26 : Math.ceil((version * 4 + 4) / (count * 2 - 2)) * 2;
  const positions = [6];
  for (let position = size - 7; positions.length < count; position -= step) positions.splice(1, 0, position);
  return positions;
}

// ---- Reed–Solomon over GF(2^8), polynomial x^8 + x^4 + x^3 + x^2 + 1 (0x11D) ----

export function gfMultiply(x: number, y: number): number {
  let z = 0;
  for (let i = 7; i >= 0; i--) {
    z = (z << 1) ^ ((z >>> 7) * 0x11d);
    z ^= ((y >>> i) & 1) * x;
  }
  return z;
}

/** Coefficients (highest first, leading 1 omitted) of ∏ (x − α^i), i < degree. */
function rsDivisor(degree: number): number[] {
  const result = new Array<number>(degree).fill(0);
  result[degree - 1] = 1;
  let root = 1;
  for (let i = 0; i < degree; i++) {
    for (let j = 0; j < degree; j++) {
      result[j] = gfMultiply(result[j]!, root);
      if (j + 1 < degree) result[j]! ^= result[j + 1]!;
    }
    root = gfMultiply(root, 0x02);
  }
  return result;
}

function rsRemainder(data: readonly number[], divisor: readonly number[]): number[] {
  const result = new Array<number>(divisor.length).fill(0);
  for (const byte of data) {
    const factor = byte ^ result.shift()!;
    result.push(0);
    divisor.forEach((coefficient, i) => (result[i]! ^= gfMultiply(coefficient, factor)));
  }
  return result;
}

// ---- Codewords ----

function utf8(text: string): number[] {
  return [...new TextEncoder().encode(text)];
}

/** Data codewords of a byte-mode segment, padded to the version's capacity. */
function dataBytes(bytes: readonly number[], version: number): number[] {
  const capacityBits = dataCodewords(version) * 8;
  const bits: number[] = [];
  const put = (value: number, length: number) => {
    for (let i = length - 1; i >= 0; i--) bits.push((value >>> i) & 1);
  };
  put(0b0100, 4);
  put(bytes.length, countBits(version));
  for (const byte of bytes) put(byte, 8);
  put(0, Math.min(4, capacityBits - bits.length));
  put(0, (8 - (bits.length % 8)) % 8);
  for (let pad = 0xec; bits.length < capacityBits; pad ^= 0xec ^ 0x11) put(pad, 8);
  const codewords: number[] = [];
  for (let i = 0; i < bits.length; i += 8) codewords.push(bits.slice(i, i + 8).reduce((acc, bit) => (acc << 1) | bit, 0));
  return codewords;
}

/** Splits into blocks, appends each block's ECC, and interleaves (short blocks come first). */
export function withErrorCorrection(data: readonly number[], version: number): number[] {
  const blockCount = BLOCKS_M[version]!;
  const eccLength = ECC_PER_BLOCK_M[version]!;
  const rawCodewords = Math.floor(rawDataModules(version) / 8);
  const shortBlocks = blockCount - (rawCodewords % blockCount);
  const shortLength = Math.floor(rawCodewords / blockCount);
  const divisor = rsDivisor(eccLength);
  const blocks: number[][] = [];
  for (let i = 0, offset = 0; i < blockCount; i++) {
    const length = shortLength - eccLength + (i < shortBlocks ? 0 : 1);
    const block = data.slice(offset, offset + length);
    offset += length;
    blocks.push([...block, ...rsRemainder(block, divisor)]);
  }
  const result: number[] = [];
  for (let i = 0; i <= shortLength; i++) {
    blocks.forEach((block, j) => {
      // Short blocks have no codeword at the long blocks' last data position.
      const index = j < shortBlocks && i >= shortLength - eccLength ? i - 1 : i;
      if (j < shortBlocks && i === shortLength - eccLength) return;
      if (index < block.length) result.push(block[index]!);
    });
  }
  return result;
}

// ---- Matrix ----

class Grid {
  readonly modules: boolean[][];
  readonly isFunction: boolean[][];
  constructor(readonly size: number) {
    this.modules = Array.from({ length: size }, () => new Array<boolean>(size).fill(false));
    this.isFunction = Array.from({ length: size }, () => new Array<boolean>(size).fill(false));
  }
  setFunction(x: number, y: number, dark: boolean) {
    this.modules[y]![x] = dark;
    this.isFunction[y]![x] = true;
  }
}

function drawFinder(grid: Grid, cx: number, cy: number) {
  for (let dy = -4; dy <= 4; dy++) {
    for (let dx = -4; dx <= 4; dx++) {
      const x = cx + dx;
      const y = cy + dy;
      if (x < 0 || y < 0 || x >= grid.size || y >= grid.size) continue;
      const distance = Math.max(Math.abs(dx), Math.abs(dy));
      grid.setFunction(x, y, distance !== 2 && distance !== 4);
    }
  }
}

function drawAlignment(grid: Grid, cx: number, cy: number) {
  for (let dy = -2; dy <= 2; dy++) for (let dx = -2; dx <= 2; dx++) grid.setFunction(cx + dx, cy + dy, Math.max(Math.abs(dx), Math.abs(dy)) !== 1);
}

const bit = (value: number, index: number) => ((value >>> index) & 1) !== 0;

/** 15-bit format word: level and mask, BCH(15,5), XOR 0x5412. */
export function formatBits(mask: number): number {
  const data = (ECC_FORMAT_BITS_M << 3) | mask;
  let remainder = data;
  for (let i = 0; i < 10; i++) remainder = (remainder << 1) ^ ((remainder >>> 9) * 0x537);
  return ((data << 10) | remainder) ^ 0x5412;
}

function drawFormat(grid: Grid, mask: number) {
  const bits = formatBits(mask);
  const size = grid.size;
  for (let i = 0; i <= 5; i++) grid.setFunction(8, i, bit(bits, i));
  grid.setFunction(8, 7, bit(bits, 6));
  grid.setFunction(8, 8, bit(bits, 7));
  grid.setFunction(7, 8, bit(bits, 8));
  for (let i = 9; i < 15; i++) grid.setFunction(14 - i, 8, bit(bits, i));
  for (let i = 0; i < 8; i++) grid.setFunction(size - 1 - i, 8, bit(bits, i));
  for (let i = 8; i < 15; i++) grid.setFunction(8, size - 15 + i, bit(bits, i));
  grid.setFunction(8, size - 8, true);
}

function drawVersion(grid: Grid, version: number) {
  if (version < 7) return;
  let remainder = version;
  for (let i = 0; i < 12; i++) remainder = (remainder << 1) ^ ((remainder >>> 11) * 0x1f25);
  const bits = (version << 12) | remainder;
  for (let i = 0; i < 18; i++) {
    const a = grid.size - 11 + (i % 3);
    const b = Math.floor(i / 3);
    grid.setFunction(a, b, bit(bits, i));
    grid.setFunction(b, a, bit(bits, i));
  }
}

function drawFunctionPatterns(grid: Grid, version: number) {
  const size = grid.size;
  for (let i = 0; i < size; i++) {
    grid.setFunction(6, i, i % 2 === 0);
    grid.setFunction(i, 6, i % 2 === 0);
  }
  drawFinder(grid, 3, 3);
  drawFinder(grid, size - 4, 3);
  drawFinder(grid, 3, size - 4);
  const positions = alignmentPositions(version);
  const last = positions.length - 1;
  positions.forEach((x, i) =>
    positions.forEach((y, j) => {
      if ((i === 0 && j === 0) || (i === 0 && j === last) || (i === last && j === 0)) return;
      drawAlignment(grid, x, y);
    }),
  );
  drawFormat(grid, 0); // reserves the area; redrawn with the chosen mask
  drawVersion(grid, version);
}

/** Places codeword bits in the two-column zigzag from the bottom-right corner. */
function drawCodewords(grid: Grid, codewords: readonly number[]) {
  const size = grid.size;
  let index = 0;
  for (let right = size - 1; right >= 1; right -= 2) {
    if (right === 6) right = 5;
    for (let vertical = 0; vertical < size; vertical++) {
      for (let j = 0; j < 2; j++) {
        const x = right - j;
        const upward = ((right + 1) & 2) === 0;
        const y = upward ? size - 1 - vertical : vertical;
        if (grid.isFunction[y]![x] || index >= codewords.length * 8) continue;
        grid.modules[y]![x] = bit(codewords[index >>> 3]!, 7 - (index & 7));
        index++;
      }
    }
  }
}

export function maskApplies(mask: number, x: number, y: number): boolean {
  switch (mask) {
    case 0: return (x + y) % 2 === 0;
    case 1: return y % 2 === 0;
    case 2: return x % 3 === 0;
    case 3: return (x + y) % 3 === 0;
    case 4: return (Math.floor(x / 3) + Math.floor(y / 2)) % 2 === 0;
    case 5: return ((x * y) % 2) + ((x * y) % 3) === 0;
    case 6: return (((x * y) % 2) + ((x * y) % 3)) % 2 === 0;
    default: return (((x + y) % 2) + ((x * y) % 3)) % 2 === 0;
  }
}

function applyMask(grid: Grid, mask: number) {
  for (let y = 0; y < grid.size; y++) {
    for (let x = 0; x < grid.size; x++) {
      if (!grid.isFunction[y]![x] && maskApplies(mask, x, y)) grid.modules[y]![x] = !grid.modules[y]![x];
    }
  }
}

const FINDER_LIKE = [true, false, true, true, true, false, true];

/** The standard's four penalty rules (runs, 2×2 blocks, finder-like patterns, dark balance). */
export function penalty(modules: readonly (readonly boolean[])[]): number {
  const size = modules.length;
  let score = 0;
  const lines: boolean[][] = [];
  for (let i = 0; i < size; i++) {
    lines.push([...modules[i]!]);
    lines.push(modules.map((row) => row[i]!));
  }
  for (const line of lines) {
    let run = 1;
    for (let i = 1; i <= size; i++) {
      if (i < size && line[i] === line[i - 1]) run++;
      else {
        if (run >= 5) score += 3 + (run - 5);
        run = 1;
      }
    }
    for (let i = 0; i + 7 <= size; i++) {
      if (!FINDER_LIKE.every((dark, k) => line[i + k] === dark)) continue;
      const before = i >= 4 && [1, 2, 3, 4].every((k) => !line[i - k]);
      const after = i + 11 <= size && [7, 8, 9, 10].every((k) => !line[i + k]);
      if (before || after) score += 40;
    }
  }
  for (let y = 0; y + 1 < size; y++) {
    for (let x = 0; x + 1 < size; x++) {
      const c = modules[y]![x];
      if (c === modules[y]![x + 1] && c === modules[y + 1]![x] && c === modules[y + 1]![x + 1]) score += 3;
    }
  }
  const total = size * size;
  const dark = modules.reduce((sum, row) => sum + row.filter(Boolean).length, 0);
  const k = Math.ceil(Math.abs(dark * 20 - total * 10) / total) - 1;
  return score + Math.max(0, k) * 10;
}

/** Smallest version (level M, byte mode) that holds the text; throws past version 40. */
export function versionFor(byteLength: number): number {
  for (let version = 1; version <= 40; version++) {
    if (4 + countBits(version) + byteLength * 8 <= dataCodewords(version) * 8) return version;
  }
  throw new RangeError('text too long for a QR code');
}

export function encodeQr(text: string): QrMatrix {
  const bytes = utf8(text);
  const version = versionFor(bytes.length);
  const size = version * 4 + 17;
  const codewords = withErrorCorrection(dataBytes(bytes, version), version);

  let best: { mask: number; grid: Grid; score: number } | null = null;
  for (let mask = 0; mask < 8; mask++) {
    const grid = new Grid(size);
    drawFunctionPatterns(grid, version);
    drawCodewords(grid, codewords);
    applyMask(grid, mask);
    drawFormat(grid, mask);
    const score = penalty(grid.modules);
    if (!best || score < best.score) best = { mask, grid, score };
  }
  return { version, size, mask: best!.mask, modules: best!.grid.modules };
}
