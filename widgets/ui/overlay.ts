import { getCore } from '../../sdk/core.ts';
import { resolveLocale } from '../../sdk/i18n/locales.ts';
import { loadOverrides } from '../../sdk/i18n/overrides.ts';
import type { CoreProps } from './use-core.ts';

/** The operator's overlay for a widget's locale, from the widget's platform (sdk/i18n/overrides.ts). */
export function loadOverlay(props: CoreProps): Promise<void> {
  return loadOverrides(getCore(props).http, resolveLocale(props.locale), Date.now());
}
