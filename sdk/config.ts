import { resolveLocale, type Locale } from './i18n/locales.ts';

/**
 * SDK configuration, from the loader's `data-*` attributes, from `CasinoKit.init()`, or from the
 * host. Everything else in the SDK reads it from here.
 */
export interface SdkConfig {
  /** Platform base URL; '' = same origin as the page. */
  api: string;
  locale: Locale;
  currency: string;
  /** Mirror licence, when the host knows it (CW, EE, GCB, AU). */
  licence?: string;
  /** The host runs inside a partner's iframe (embedded mode). */
  embedded: boolean;
  /** Development: 8 s request timeout instead of 30 s (docs/product/errors-and-network.md#timeouts-and-retries, spec 000 §9). */
  development: boolean;
}

export interface SdkConfigInput {
  api?: string;
  locale?: string;
  currency?: string;
  licence?: string;
  embedded?: boolean;
  development?: boolean;
}

export function createConfig(input: SdkConfigInput = {}): SdkConfig {
  return {
    api: (input.api ?? '').replace(/\/$/, ''),
    locale: resolveLocale(input.locale),
    currency: (input.currency ?? 'EUR').toUpperCase(),
    licence: input.licence,
    embedded: input.embedded ?? false,
    development: input.development ?? false,
  };
}
