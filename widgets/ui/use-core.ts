import { useMemo } from 'react';
import { getCore, type Core } from '../../sdk/core.ts';
import { attributionOf, type Attribution } from '../../sdk/embed/casino-url.ts';

export interface CoreProps {
  /** Platform base URL (the loader passes its `data-api`). */
  api?: string;
  locale?: string;
  currency?: string;
  /** `light`, `dark` or `auto` (default: from the page behind the widget), sdk/embed/theme.ts. */
  theme?: 'light' | 'dark' | 'auto';
  /** The affiliate's stag every link to the casino carries (docs/integration.md "Affiliate attribution"; the loader's `data-affiliate` by default). */
  affiliate?: string;
  /** Carry the page's own `stag`, `affb_id` and UTM parameters too (`read-page-params`; the loader's `data-read-page-params` by default). */
  readPageParams?: boolean | string;
}

/** What this widget's links to the casino carry (sdk/embed/casino-url.ts). */
export function useAttribution({ affiliate, readPageParams }: CoreProps): Attribution | undefined {
  return useMemo(() => attributionOf({ affiliate, readPageParams }), [affiliate, readPageParams]);
}

/** The page's shared core; the first widget to ask configures it. */
export function useCore({ api, locale, currency }: CoreProps): Core {
  return useMemo(() => getCore({ api, locale, currency }), [api, locale, currency]);
}
