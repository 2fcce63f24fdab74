import type { ReactNode } from 'react';
import { getCore } from '../../sdk/core.ts';
import type { SdkConfigInput } from '../../sdk/config.ts';

/**
 * Configures the page's shared core (platform URL, locale, currency) before any widget renders.
 * Optional: widgets also accept `api`, `locale` and `currency` props.
 */
export function CasinoKitProvider({ children, ...config }: SdkConfigInput & { children: ReactNode }) {
  getCore(config);
  return <>{children}</>;
}
