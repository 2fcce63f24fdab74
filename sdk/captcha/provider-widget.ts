/**
 * The sign-in captcha's provider widget, provider-agnostic (docs/api/auth-and-players.md "Captcha",
 * docs/operations.md "Captcha"): which provider `/api/player/settings` names, the script that
 * renders its widget, the origins a CSP must allow for it, and loading that script once per page.
 * The UI around it lives in the host (host-demo/app/popups/CaptchaWidget.tsx).
 */

export * from './providers.ts';
import type { CaptchaWidgetConfig, CaptchaWidgetProvider } from './providers.ts';

/** The global each script defines. */
const GLOBALS: Readonly<Record<CaptchaWidgetProvider, string>> = { turnstile: 'turnstile', hcaptcha: 'hcaptcha' };

export interface CaptchaRenderOptions {
  sitekey: string;
  callback: (token: string) => void;
  'expired-callback'?: () => void;
  'error-callback'?: () => void;
}

/** The part of `window.turnstile` / `window.hcaptcha` we use; both have the same shape. */
export interface CaptchaApi {
  render(container: HTMLElement, options: CaptchaRenderOptions): string | number;
  reset(widgetId?: string | number): void;
  remove?(widgetId: string | number): void;
}

const loading = new Map<string, Promise<CaptchaApi>>();

/**
 * Loads the provider's script once per page (later calls share the promise) and resolves with its
 * API. A failed load is forgotten, so the next call tries again.
 */
export function loadCaptchaApi(config: CaptchaWidgetConfig, doc: Document = document): Promise<CaptchaApi> {
  const key = `${config.provider} ${config.scriptUrl}`;
  const pending = loading.get(key);
  if (pending) return pending;
  const global = () => (doc.defaultView as unknown as Record<string, CaptchaApi | undefined> | null)?.[GLOBALS[config.provider]];
  const promise = new Promise<CaptchaApi>((resolve, reject) => {
    const ready = global();
    if (ready) return resolve(ready);
    const script = doc.createElement('script');
    script.src = config.scriptUrl;
    script.async = true;
    script.addEventListener('load', () => {
      const api = global();
      if (api) resolve(api);
      else reject(new Error(`captcha script loaded without ${GLOBALS[config.provider]}`));
    });
    script.addEventListener('error', () => reject(new Error(`captcha script failed: ${config.scriptUrl}`)));
    doc.head.append(script);
  });
  loading.set(key, promise);
  promise.catch(() => loading.delete(key));
  return promise;
}
