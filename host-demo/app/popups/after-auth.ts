import type { PopupView } from '../router/navigator.ts';
import type { Services } from '../state/services.ts';

/** The `redirect` of a popup's query, if it is a path on this site (never another origin). */
export function redirectOf(search: string): string | null {
  const target = new URLSearchParams(search).get('redirect');
  return target && target.startsWith('/') && !target.startsWith('//') ? target : null;
}

/** A link to another auth popup that keeps the `redirect` query. */
export function keepRedirect(path: string, search: string): string {
  const target = redirectOf(search);
  return target ? `${path}?redirect=${encodeURIComponent(target)}` : path;
}

/** After login or registration: back to the page the guest was sent away from, else close. */
export function finishAuth(services: Services, popup: PopupView, close: () => void): void {
  const target = redirectOf(popup.search);
  if (target) services.nav.navigate(target, { replace: true });
  else close();
}
