import { createHash } from 'node:crypto';
import { currency as currencyInfo } from '../money/currencies.ts';

/**
 * The sandbox's payment-method catalogue (docs/product/cashbox-and-payments.md#payment-methods, docs/product/cashbox-and-payments.md#payments-info-figures, spec 000 §3 payment method, §9 payments info figures).
 * Fiat amounts are set in EUR-like units and scaled per currency; crypto figures are the spec's.
 */
export type PaymentAction = 'deposit' | 'cashout';
export type MethodType = 'cards' | 'direct' | 'bank_transfer' | 'crypto';

interface MethodDefinition {
  id: string;
  title: string;
  type: MethodType;
  /** 'fiat' = every fiat currency; else the listed codes. */
  currencies: 'fiat' | string[];
  actions: PaymentAction[];
  processingTime: string;
  /** Players in any of these groups do not see the method (docs/product/cashbox-and-payments.md#payment-methods, spec §5: sofort hidden for group 631). */
  hiddenForGroups?: number[];
}

const DEFINITIONS: MethodDefinition[] = [
  { id: 'visa_mastercard', title: 'Visa / Mastercard', type: 'cards', currencies: 'fiat', actions: ['deposit', 'cashout'], processingTime: 'instant' },
  { id: 'skrill', title: 'Skrill', type: 'direct', currencies: 'fiat', actions: ['deposit', 'cashout'], processingTime: 'instant' },
  { id: 'neteller', title: 'Neteller', type: 'direct', currencies: 'fiat', actions: ['deposit', 'cashout'], processingTime: 'instant' },
  { id: 'sofort', title: 'Sofort', type: 'direct', currencies: ['EUR'], actions: ['deposit'], processingTime: 'instant', hiddenForGroups: [631] },
  { id: 'bank_transfer', title: 'Bank transfer', type: 'bank_transfer', currencies: 'fiat', actions: ['deposit', 'cashout'], processingTime: '1-3 days' },
  { id: 'bitcoin', title: 'Bitcoin', type: 'crypto', currencies: ['BTC'], actions: ['deposit', 'cashout'], processingTime: 'instant' },
  { id: 'bitcoin_cash', title: 'Bitcoin Cash', type: 'crypto', currencies: ['BCH'], actions: ['deposit', 'cashout'], processingTime: 'instant' },
  { id: 'ethereum', title: 'Ethereum', type: 'crypto', currencies: ['ETH'], actions: ['deposit', 'cashout'], processingTime: 'instant' },
  { id: 'litecoin', title: 'Litecoin', type: 'crypto', currencies: ['LTC'], actions: ['deposit', 'cashout'], processingTime: 'instant' },
  { id: 'dogecoin', title: 'Dogecoin', type: 'crypto', currencies: ['DOG'], actions: ['deposit', 'cashout'], processingTime: 'instant' },
  { id: 'tether', title: 'Tether (USDT)', type: 'crypto', currencies: ['USDT'], actions: ['deposit', 'cashout'], processingTime: 'instant' },
];

/** Estonia's shorter list (docs/product/cashbox-and-payments.md#payment-methods, spec §3). */
const EE_METHODS = new Set(['visa_mastercard', 'bank_transfer']);

/** How many EUR-like units one unit of each fiat currency is worth for min/max purposes (rounded). */
const FIAT_SCALE: Record<string, number> = { EUR: 1, USD: 1, GBP: 1, CAD: 1, AUD: 1, NZD: 1, NOK: 10, PLN: 4, JPY: 150, BRL: 5, INR: 80, KZT: 500 };
const FIAT_RANGE: Record<PaymentAction, { min: number; max: number }> = { deposit: { min: 10, max: 5000 }, cashout: { min: 20, max: 4000 } };

/** docs/product/cashbox-and-payments.md#payments-info-figures (Spec §9): withdrawal maxima BTC 0.4, LTC 60, ETH 12, DOGE 1 600 000, USDT 4000 (min 25); deposit minima BTC 0.0001, LTC/ETH 0.01, USDT 20. */
const CRYPTO_RANGE: Record<string, Record<PaymentAction, { min: number; max: number }>> = {
  BTC: { deposit: { min: 0.0001, max: 10 }, cashout: { min: 0.0005, max: 0.4 } },
  BCH: { deposit: { min: 0.001, max: 100 }, cashout: { min: 0.005, max: 20 } },
  ETH: { deposit: { min: 0.01, max: 200 }, cashout: { min: 0.01, max: 12 } },
  LTC: { deposit: { min: 0.01, max: 1000 }, cashout: { min: 0.05, max: 60 } },
  DOG: { deposit: { min: 20, max: 10_000_000 }, cashout: { min: 50, max: 1_600_000 } },
  USDT: { deposit: { min: 20, max: 100_000 }, cashout: { min: 25, max: 4000 } },
};

export interface PaymentMethod {
  id: string;
  brand: string;
  title: string;
  type: MethodType;
  provider: { id: string; name: string };
  currency: string;
  action: PaymentAction;
  min_amount_cents: number;
  max_amount_cents: number;
  processingTime: string;
  fee: string;
  /** Cashouts through this method can be recalled while pending (false under a no-recall licence). */
  recallable: boolean;
  /** Body fields a payment with this method needs besides amount_cents/currency/payment_method. */
  fields: string[];
  savedProfiles: never[];
  isForSavedProfilesOnly: boolean;
  isProfileRequiredForCashout: boolean;
  termsOfService: { restrictions: { amountCurrencyCode: string; minAmountCents: number; maxAmountCents: number } };
  /** Crypto deposits: the player's own deposit address (signed-in players only). */
  address?: string;
}

export interface Viewer {
  userId: number | null;
  licence: string;
  groups: number[];
}

const toSubunits = (units: number, code: string) => Math.round(units * (currencyInfo(code)?.subunits_to_unit ?? 100));

function amountRange(code: string, action: PaymentAction): { min: number; max: number } | null {
  const info = currencyInfo(code);
  if (!info) return null;
  if (info.fiat) {
    const scale = FIAT_SCALE[code] ?? 1;
    return { min: toSubunits(FIAT_RANGE[action].min * scale, code), max: toSubunits(FIAT_RANGE[action].max * scale, code) };
  }
  const range = CRYPTO_RANGE[code]?.[action];
  return range ? { min: toSubunits(range.min, code), max: toSubunits(range.max, code) } : null;
}

/**
 * A deterministic per-user sandbox deposit address, shaped like the coin's real ones. Not a real
 * address: nothing sent to it arrives anywhere.
 */
export function depositAddress(userId: number, code: string): string {
  const digest = createHash('sha512').update(`casino-kit-sandbox-address:${userId}:${code}`).digest();
  const hex = digest.toString('hex');
  const base32 = [...digest].map((byte) => 'qpzry9x8gf2tvdw0s3jn54khce6mua7l'[byte % 32]).join('');
  switch (code) {
    case 'BTC':
      return `bc1q${base32.slice(0, 38)}`;
    case 'LTC':
      return `ltc1q${base32.slice(0, 38)}`;
    case 'BCH':
      return `bitcoincash:q${base32.slice(0, 41)}`;
    case 'DOG':
      return `D${[...digest].map((byte) => '123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz'[byte % 58]).join('').slice(0, 33)}`;
    default:
      return `0x${hex.slice(0, 40)}`; // ETH and USDT (ERC-20)
  }
}

/** Licences under which a player may not reverse a withdrawal (UKGC RTS 14B); see the docs for why GCB is here. */
export const NO_RECALL_LICENCES = new Set(['GCB', 'GB', 'UKGC']);
export const recallAllowed = (licence: string) => !NO_RECALL_LICENCES.has(licence);

export function methodsFor(viewer: Viewer, code: string, action: PaymentAction): PaymentMethod[] {
  const range = amountRange(code, action);
  const info = currencyInfo(code);
  if (!range || !info) return [];
  return DEFINITIONS.filter(
    (def) =>
      def.actions.includes(action) &&
      (def.currencies === 'fiat' ? info.fiat : def.currencies.includes(code)) &&
      (viewer.licence !== 'EE' || EE_METHODS.has(def.id)) &&
      !def.hiddenForGroups?.some((group) => viewer.groups.includes(group)),
  ).map((def) => ({
    id: def.id,
    brand: def.id,
    title: def.title,
    type: def.type,
    provider: { id: 'sandbox', name: 'Casino Kit sandbox' },
    currency: code,
    action,
    min_amount_cents: range.min,
    max_amount_cents: range.max,
    processingTime: def.processingTime,
    fee: 'free',
    recallable: action === 'cashout' && recallAllowed(viewer.licence),
    fields: def.type === 'cards' ? ['card.number', 'card.expiry', 'card.cvv', 'card.holder'] : def.type === 'crypto' && action === 'cashout' ? ['address'] : [],
    savedProfiles: [],
    isForSavedProfilesOnly: false,
    isProfileRequiredForCashout: false,
    termsOfService: { restrictions: { amountCurrencyCode: code, minAmountCents: range.min, maxAmountCents: range.max } },
    ...(def.type === 'crypto' && action === 'deposit' && viewer.userId !== null ? { address: depositAddress(viewer.userId, code) } : {}),
  }));
}
