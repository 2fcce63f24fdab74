import { useCallback, useEffect, useState } from 'react';
import { Payment, PaymentChange, type CurrencyConfig, type Payment as PaymentType, type PaymentMethod } from '../../sdk/api/schemas.ts';
import type { Core } from '../../sdk/core.ts';
import { load } from '../../sdk/http/load.ts';
import { PAYMENT_METHOD_RETRIES } from '../../sdk/rules/constants.ts';
import { groupIdsOf, paymentBrandVisible } from '../../sdk/rules/groups.ts';
import { deviceId } from '../../sdk/session/device.ts';
import type { Player } from '../../sdk/api/schemas.ts';
import { cashboxApi, type PaymentActionName } from './api.ts';

const RETRY_DELAY_MS = 400;
const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export interface Loaded<T> {
  data: T;
  loading: boolean;
  failed: boolean;
  reload: () => void;
}

/**
 * Payment methods for a currency and action (spec 000 §4): an empty list is asked again, up to
 * 3 attempts in all; then the brand rules apply (sofort hidden for group 631; the platform already
 * sends the shorter EE list). A `payment_methods_updated` push reloads the list.
 */
export function usePaymentMethods(core: Core, currency: string, action: PaymentActionName, player: Player | null): Loaded<PaymentMethod[]> {
  const [state, setState] = useState<{ data: PaymentMethod[]; loading: boolean; failed: boolean }>({ data: [], loading: true, failed: false });
  const [generation, setGeneration] = useState(0);
  const reload = useCallback(() => setGeneration((n) => n + 1), []);

  useEffect(() => {
    let live = true;
    setState((current) => ({ ...current, loading: true }));
    void (async () => {
      let list: PaymentMethod[] | null = null;
      for (let attempt = 1; attempt <= PAYMENT_METHOD_RETRIES; attempt++) {
        list = await load(core.bus, 'LOAD_PAYMENT_METHODS_ERROR', () => cashboxApi(core.http).methods(currency, action), null);
        if (!live) return;
        if (list && list.length > 0) break;
        if (attempt < PAYMENT_METHOD_RETRIES) await wait(RETRY_DELAY_MS);
      }
      if (!live) return;
      setState({ data: list ?? [], loading: false, failed: list === null });
    })();
    return () => {
      live = false;
    };
  }, [core, currency, action, generation]);

  useEffect(() => core.bus.on('websocket', ({ name }) => name === 'payment_methods_updated' && reload()), [core, reload]);

  const groups = groupIdsOf(player?.statuses);
  return { ...state, data: state.data.filter((method) => paymentBrandVisible(method.brand, groups)), reload };
}

/** Payments history, kept live by `payments_changes` pushes (replace by id, or prepend). */
export function usePayments(core: Core, enabled: boolean): Loaded<PaymentType[]> & { apply: (payment: PaymentType) => void } {
  const [state, setState] = useState<{ data: PaymentType[]; loading: boolean; failed: boolean }>({ data: [], loading: true, failed: false });
  const [generation, setGeneration] = useState(0);
  const reload = useCallback(() => setGeneration((n) => n + 1), []);
  const apply = useCallback((payment: PaymentType) => {
    setState((current) => {
      const index = current.data.findIndex((item) => item.id === payment.id);
      const data = index >= 0 ? current.data.map((item) => (item.id === payment.id ? { ...item, ...payment } : item)) : [payment, ...current.data];
      return { ...current, data };
    });
  }, []);

  useEffect(() => {
    if (!enabled) return;
    let live = true;
    void load(core.bus, 'LOAD_PAYMENTS_ERROR', () => cashboxApi(core.http).history(), null).then((list) => {
      if (live) setState({ data: list ?? [], loading: false, failed: list === null });
    });
    return () => {
      live = false;
    };
  }, [core, enabled, generation]);

  useEffect(
    () =>
      core.bus.on('websocket', ({ name, data }) => {
        if (name !== 'payments_changes') return;
        const full = Payment.safeParse(data);
        if (full.success) return apply(full.data);
        const partial = PaymentChange.safeParse(data);
        if (partial.success) {
          setState((current) => ({ ...current, data: current.data.map((item) => (item.id === partial.data.id ? ({ ...item, ...partial.data } as PaymentType) : item)) }));
        }
      }),
    [core, apply],
  );

  return { ...state, reload, apply };
}

/** `/api/fe/config/currency-config` once per core; failures give no config (spec 000 §8: config loads swallow errors). */
const configs = new WeakMap<Core, Promise<CurrencyConfig>>();
export function useCurrencyConfig(core: Core): CurrencyConfig | null {
  const [config, setConfig] = useState<CurrencyConfig | null>(null);
  useEffect(() => {
    let live = true;
    let pending = configs.get(core);
    if (!pending) {
      pending = load(core.bus, 'LOAD_CURRENCY_CONFIG_ERROR', () => cashboxApi(core.http).currencyConfig(), {});
      configs.set(core, pending);
    }
    void pending.then((value) => live && setConfig(value));
    return () => {
      live = false;
    };
  }, [core]);
  return config;
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
