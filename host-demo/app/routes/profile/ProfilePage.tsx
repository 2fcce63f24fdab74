import { Profile } from '../../../../widgets/react/Profile.tsx';
import { PageFrame } from '../../components/PageFrame.tsx';
import { useT } from '../../state/app-context.tsx';
import type { PageProps } from '../PageOutlet.tsx';
import { useWidgetProps } from '../use-widget-props.ts';

/** Host profile paths (docs/product/shell-and-routes.md#profile-routes, spec 000 §2.2) → the profile widget's sections. */
const SECTIONS: Readonly<Record<string, string>> = {
  '/profile': 'main',
  '/profile/level': 'level',
  '/profile/gifts': 'gifts',
  '/profile/verification': 'verification',
  '/profile/limits': 'limits',
  '/profile/security': 'security',
  '/profile/games-history': 'games-history',
  '/profile/promo-code': 'promo',
  // The bonus balance is the player's bonuses and free spins.
  '/bonus-balance': 'gifts',
};

/**
 * The profile (login required: the router guarantees it) and /profile/limits/confirm?token=… (open
 * to anyone; the widget asks a guest to log in, then confirms the mailed token on the limits section).
 * Section changes inside the widget come back as navigations, so the URL follows.
 */
export default function ProfilePage({ view }: PageProps) {
  const t = useT();
  const { locale, currency, onNavigate } = useWidgetProps();
  const token = view.page === 'limit-confirm' ? (new URLSearchParams(view.search).get('token') ?? undefined) : undefined;
  const section = view.page === 'limit-confirm' ? 'limits' : (SECTIONS[view.path] ?? 'main');
  return (
    <PageFrame title={view.page === 'limit-confirm' ? t.title_limit_confirm : t.title_profile} wide>
      <Profile section={section} token={token} locale={locale} currency={currency} onNavigate={onNavigate} />
    </PageFrame>
  );
}
