import QRCode from 'qrcode';
import { Prng } from '../../platform/games/prng.ts';
import { describe, expect, it } from 'vitest';
import { dataCodewords, encodeQr } from '../../widgets/ui/qr.ts';

/**
 * The hand-written QR encoder (widgets/ui/qr.ts, docs/architecture.md "Decisions") against the
 * `qrcode` npm package as an oracle: for every payload both encode byte mode at level M, and the
 * module matrices must be equal bit for bit. The library is told our version and mask, so a wrong
 * Reed–Solomon field polynomial or generator, block interleaving, placement or format/version bits
 * all show as a differing module. The version must be the smallest that holds the payload, as the
 * library's. The mask may differ: any of the eight is valid, and the two score the standard's
 * penalty rules differently (the qrcode package picks another mask for some payloads).
 */

const ALPHABET = 'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789:/?&=.-_%+ éüß€ø';
/** Deterministic payloads: seeded, so a failure names a payload that fails again. */
const seeded = new Prng('qr-oracle');
const next = () => seeded.next();
const text = (length: number) => Array.from({ length }, () => ALPHABET[Math.floor(next() * ALPHABET.length)]).join('');
const byteLength = (value: string) => new TextEncoder().encode(value).length;

/** The longest ASCII payload of each version 1–40 (level M, byte mode): every block layout, at its edge. */
const fullVersions = Array.from({ length: 40 }, (_, index) => {
  const version = index + 1;
  const capacity = Math.floor((dataCodewords(version) * 8 - 4 - (version <= 9 ? 8 : 16)) / 8);
  return 'x'.repeat(capacity - 7) + String(version).padStart(7, '0');
});

const PAYLOADS = [
  'otpauth://totp/Casino%20Kit:player%40example.com?secret=JBSWY3DPEHPK3PXP&issuer=Casino%20Kit',
  'bitcoin:bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq?amount=0.015',
  '0x52908400098527886E0F7030069857D2E4169EE7',
  'a',
  '',
  ...Array.from({ length: 60 }, () => text(1 + Math.floor(next() * 220))),
  ...fullVersions,
];

const oracle = (payload: string, options: { version?: number; maskPattern?: number } = {}) =>
  QRCode.create([{ data: new TextEncoder().encode(payload), mode: 'byte' }], { errorCorrectionLevel: 'M', ...options } as QRCode.QRCodeOptions);

const rows = (matrix: { size: number; data: Uint8Array }) =>
  Array.from({ length: matrix.size }, (_, row) => Array.from(matrix.data.subarray(row * matrix.size, (row + 1) * matrix.size), (bit) => (bit ? '#' : '.')).join(''));

describe('QR encoder against the qrcode package', () => {
  it(`draws the same modules as the library for ${PAYLOADS.length} payloads (versions 1–40), at the version it chooses`, { timeout: 120_000 }, () => {
    const versions = new Set<number>();
    for (const payload of PAYLOADS) {
      const ours = encodeQr(payload);
      versions.add(ours.version);
      expect(ours.version, `version for ${byteLength(payload)} bytes`).toBe(oracle(payload).version);
      const theirs = oracle(payload, { version: ours.version, maskPattern: ours.mask });
      const mine = ours.modules.map((row) => row.map((dark) => (dark ? '#' : '.')).join(''));
      expect(mine, `payload of ${byteLength(payload)} bytes, version ${ours.version}, mask ${ours.mask}`).toEqual(rows(theirs.modules));
    }
    expect(versions.size).toBe(40);
  });
});
