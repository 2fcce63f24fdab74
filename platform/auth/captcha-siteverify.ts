import type { CaptchaConfig } from '../config.ts';
import type { CaptchaProvider } from './captcha-provider.ts';

/** The providers' documented verification endpoints (both take the same form fields). */
export const SITEVERIFY_URLS = {
  hcaptcha: 'https://api.hcaptcha.com/siteverify',
  turnstile: 'https://challenges.cloudflare.com/turnstile/v0/siteverify',
} as const;

const TIMEOUT_MS = 5_000;
/** Provider tokens are a few hundred to ~2,000 characters; anything longer is not one. */
const MAX_RESPONSE_LENGTH = 4_096;

/**
 * hCaptcha / Cloudflare Turnstile adapter: POST `secret`, `response` and `remoteip` as a form to
 * the provider's siteverify URL and accept only `{"success": true}`. A timeout, a network error,
 * a non-2xx or an unreadable answer is a failed captcha (fail closed). Each token is single use at
 * the provider, so a replayed token fails there.
 */
export function siteverifyCaptcha(config: CaptchaConfig): CaptchaProvider {
  const provider = config.provider === 'hcaptcha' ? 'hcaptcha' : 'turnstile';
  const url = config.verifyUrl ?? SITEVERIFY_URLS[provider];
  const secret = config.secret ?? '';
  return {
    name: provider,
    siteKey: config.siteKey ?? '',
    async verify(response, remoteIp) {
      if (!response || response.length > MAX_RESPONSE_LENGTH || !secret) return false;
      const form = new URLSearchParams({ secret, response, remoteip: remoteIp });
      if (provider === 'hcaptcha' && config.siteKey) form.set('sitekey', config.siteKey);
      try {
        const answer = await fetch(url, {
          method: 'POST',
          headers: { 'Content-Type': 'application/x-www-form-urlencoded', Accept: 'application/json' },
          body: form,
          signal: AbortSignal.timeout(TIMEOUT_MS),
          redirect: 'error',
        });
        if (!answer.ok) return false;
        const body = (await answer.json()) as { success?: unknown };
        return body.success === true;
      } catch {
        return false;
      }
    },
  };
}
