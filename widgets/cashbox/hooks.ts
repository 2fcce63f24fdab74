import { useCallback } from 'react';
import type { CurrencyConfig, Payment as PaymentType, PaymentMethod } from '../../sdk/api/schemas.ts';
import { getQueries } from '../../sdk/query/index.ts';
import { KEYS } from '../../sdk/query/keys.ts';
import { useQuery } from '../ui/use-query.ts';
import type { Core } from '../../sdk/core.ts';
import { PAYMENT_METHOD_RETRIES } from '../../sdk/rules/constants.ts';
import { groupIdsOf, paymentBrandVisible } from '../../sdk/rules/groups.ts';
import { deviceId } from '../../sdk/session/device.ts';
import type { Player } from '../../sdk/api/schemas.ts';
import { cashboxApi, type PaymentActionName } from './api.ts';

const EMPTY_LIST_DELAY_MS = 400;

export interface Loaded<T> {
  data: T;
  loading: boolean;
  failed: boolean;
  reload: () => void;
}

/**
 * Payment methods for a currency and action (docs/product/cashbox-and-payments.md#payment-methods, spec 000 §4, docs/rules.md): an empty list is asked
 * again, up to 3 answers in all (a failure is not: the HTTP client has retried it already, within
 * its 30 s budget); then the brand rules apply (sofort hidden for group 631; the platform already
 * sends the shorter EE list). One query per currency and action for the whole page, fetched again
 * on `payment_methods_updated` and `groups_updates` (sdk/query/channels.ts).
 */
export function usePaymentMethods(core: Core, currency: string, action: PaymentActionName, player: Player | null): Loaded<PaymentMethod[]> {
  const query = useQuery<PaymentMethod[]>(core, {
    key: [...KEYS.paymentMethods, currency, action],
    errorName: 'LOAD_PAYMENT_METHODS_ERROR',
    fetch: async () => {
      let list: PaymentMethod[] = [];
      for (let answer = 1; answer <= PAYMENT_METHOD_RETRIES; answer++) {
        list = await cashboxApi(core.http).methods(currency, action);
        if (list.length > 0 || answer === PAYMENT_METHOD_RETRIES) break;
        await new Promise((resolve) => setTimeout(resolve, EMPTY_LIST_DELAY_MS));
      }
      return list;
    },
  });
  const groups = groupIdsOf(player?.statuses);
  const data = (query.data ?? []).filter((method) => paymentBrandVisible(method.brand, groups));
  return { data, loading: query.loading || query.fetching, failed: query.error !== null, reload: query.refetch };
}

/** Payments history, kept live by `payments_changes` pushes (replace by id, or prepend: sdk/query/channels.ts). */
export function usePayments(core: Core, enabled: boolean): Loaded<PaymentType[]> & { apply: (payment: PaymentType) => void } {
  const query = useQuery<PaymentType[]>(core, { key: KEYS.payments, fetch: () => cashboxApi(core.http).history(), errorName: 'LOAD_PAYMENTS_ERROR', enabled });
  const apply = useCallback(
    (payment: PaymentType) => getQueries(core).setQueryData<PaymentType[]>(KEYS.payments, (previous = []) =>
        previous.some((item) => item.id === payment.id) ? previous.map((item) => (item.id === payment.id ? { ...item, ...payment } : item)) : [payment, ...previous],
      ),
    [core],
  );
  return { data: query.data ?? [], loading: !enabled || query.loading, failed: query.error !== null, reload: query.refetch, apply };
}

/**
 * `/api/fe/config/currency-config`, one query for the page (sdk/query, docs/architecture.md "Server
 * state"), kept for the page's life; `null` while it loads, and a failure gives no config
 * (docs/product/errors-and-network.md#loads-and-writes, spec 000 §8: config loads swallow errors).
 */
export function useCurrencyConfig(core: Core): CurrencyConfig | null {
  const query = useQuery<CurrencyConfig>(core, { key: ['config', 'currency-config'], fetch: () => cashboxApi(core.http).currencyConfig(), errorName: 'LOAD_CURRENCY_CONFIG_ERROR', staleMs: Infinity });
  return query.error !== null ? {} : (query.data ?? null);
}

/** The SDK's stable per-browser device id (sdk/session/device.ts) for the fraud check. */
export const deviceFingerprint = (): string => deviceId() ?? 'unavailable';

/** An idempotency key (8–128 of letters, digits, `_ - . :`): a UUID where available. */
export function randomKey(): string {
  const cryptoApi = globalThis.crypto;
  if (cryptoApi?.randomUUID) return cryptoApi.randomUUID();
  const bytes = new Uint8Array(16);
  cryptoApi?.getRandomValues?.(bytes);
  return [...bytes].map((b) => b.toString(16).padStart(2, '0')).join('') || `k${Date.now()}${Math.random().toString(36).slice(2)}`;
}
