/**
 * The captcha providers the sign-in accepts (docs/api/auth-and-players.md "Captcha", docs/operations.md
 * "Captcha"): their scripts, the script URL with the operator's override, the widget config from the
 * settings answer, and the CSP sources. Pure (no DOM): the platform uses it too; loading the script
 * in the page lives in ./provider-widget.ts.
 */

export type CaptchaWidgetProvider = 'turnstile' | 'hcaptcha';

/** The providers' own scripts, in explicit-render mode (the widget is rendered into our container). */
export const CAPTCHA_SCRIPTS: Readonly<Record<CaptchaWidgetProvider, string>> = {
  turnstile: 'https://challenges.cloudflare.com/turnstile/v0/api.js?render=explicit',
  hcaptcha: 'https://js.hcaptcha.com/1/api.js?render=explicit',
};

/** Origins of the providers' iframes (and the scripts they load), per their CSP guides. */
const PROVIDER_ORIGINS: Readonly<Record<CaptchaWidgetProvider, readonly string[]>> = {
  turnstile: ['https://challenges.cloudflare.com'],
  hcaptcha: ['https://hcaptcha.com', 'https://*.hcaptcha.com'],
};

export interface CaptchaWidgetConfig {
  provider: CaptchaWidgetProvider;
  siteKey: string;
  scriptUrl: string;
}

/** What the settings answer carries about the captcha (`captcha_*` are our additions, docs/api/auth-and-players.md). */
export interface CaptchaSettings {
  recaptcha?: string;
  captcha_provider?: string;
  captcha_script_url?: string;
}

const isProvider = (name: unknown): name is CaptchaWidgetProvider => name === 'turnstile' || name === 'hcaptcha';

/** The script URL for `provider`: the operator's override when it is an http(s) URL, else the provider's own. */
export function captchaScriptUrl(provider: CaptchaWidgetProvider, override?: string): string {
  if (override) {
    try {
      const url = new URL(override);
      if (url.protocol === 'https:' || url.protocol === 'http:') return url.href;
    } catch {
      // not a URL: the provider's own script
    }
  }
  return CAPTCHA_SCRIPTS[provider];
}

/**
 * The provider widget to render, or null when the platform uses the sandbox question (no site
 * key). An unknown provider name with a site key is taken as Turnstile, the platform's default.
 */
export function captchaWidgetConfig(settings: CaptchaSettings | null | undefined): CaptchaWidgetConfig | null {
  const siteKey = settings?.recaptcha?.trim();
  if (!siteKey) return null;
  const provider = isProvider(settings?.captcha_provider) ? settings.captcha_provider : 'turnstile';
  return { provider, siteKey, scriptUrl: captchaScriptUrl(provider, settings?.captcha_script_url) };
}

export type CaptchaCspDirective = 'script-src' | 'frame-src' | 'style-src' | 'connect-src';

/**
 * Sources a page's CSP must add for this provider's widget (docs/operations.md "Captcha"): its
 * script's origin (the override's too) and iframe in `script-src`/`frame-src`; hCaptcha's guide
 * also asks for `style-src` and `connect-src`.
 */
export function captchaCspSources(provider: CaptchaWidgetProvider, scriptUrl?: string): Record<CaptchaCspDirective, string[]> {
  const origins = [...new Set([...PROVIDER_ORIGINS[provider], new URL(captchaScriptUrl(provider, scriptUrl)).origin])];
  const extra = provider === 'hcaptcha' ? [...PROVIDER_ORIGINS.hcaptcha] : [];
  return { 'script-src': origins, 'frame-src': origins, 'style-src': extra, 'connect-src': extra };
}
