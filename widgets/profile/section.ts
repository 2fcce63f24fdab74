import type { Player } from '../../sdk/api/schemas.ts';
import type { Core } from '../../sdk/core.ts';
import type { Locale } from '../../sdk/i18n/locales.ts';
import type { ToastRequest } from '../ui/Toast.tsx';

/** What every profile section gets from the profile. */
export interface SectionProps {
  core: Core;
  locale: Locale;
  player: Player;
  toast: (toast: ToastRequest) => void;
  navigate: (path: string) => void;
  /** A link to the casino's `path`, with the affiliate's attribution (sdk/embed/casino-url.ts). */
  href: (path: string) => string;
}
