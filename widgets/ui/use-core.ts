import { useMemo } from 'react';
import { getCore, type Core } from '../../sdk/core.ts';

export interface CoreProps {
  /** Platform base URL (the loader passes its `data-api`). */
  api?: string;
  locale?: string;
  currency?: string;
  /** `light`, `dark` or `auto` (default: from the page behind the widget), sdk/embed/theme.ts. */
  theme?: 'light' | 'dark' | 'auto';
}

/** The page's shared core; the first widget to ask configures it. */
export function useCore({ api, locale, currency }: CoreProps): Core {
  return useMemo(() => getCore({ api, locale, currency }), [api, locale, currency]);
}
