import { captchaScriptUrl } from '../../sdk/captcha/providers.ts';
import type { CaptchaConfig } from '../config.ts';
import type { PlatformContext } from '../context.ts';
import { solveCaptcha } from './captcha.ts';
import { siteverifyCaptcha } from './captcha-siteverify.ts';

/**
 * The captcha behind one interface (docs/security.md, docs/api/auth-and-players.md "Captcha"):
 * the sign-in's `captcha` field is handed to `verify` as is. The sandbox (an arithmetic question,
 * trivially solved by a script) only exists in demo mode; production uses a provider verified
 * server side (platform/auth/captcha-siteverify.ts).
 */
export interface CaptchaProvider {
  readonly name: CaptchaConfig['provider'];
  /** Public key for the client's widget (`recaptcha` in /api/player/settings); empty for the sandbox. */
  readonly siteKey: string;
  /** True when `response` is a valid, unused answer. Never throws: any failure is `false` (fail closed). */
  verify(response: string | undefined, remoteIp: string): Promise<boolean>;
}

export function createCaptchaProvider(ctx: Pick<PlatformContext, 'config' | 'db' | 'clock'>): CaptchaProvider {
  const config = ctx.config.captcha;
  if (config.provider === 'sandbox') {
    return { name: 'sandbox', siteKey: '', verify: async (response) => solveCaptcha(ctx, response) };
  }
  return siteverifyCaptcha(config);
}

/**
 * Our additions to /api/player/settings next to `recaptcha` (docs/api/auth-and-players.md "Captcha"):
 * which provider's widget renders the site key and the script to load for it (`CAPTCHA_SCRIPT_URL`
 * or the provider's own); both empty for the sandbox question.
 */
export function captchaWidgetSettings(ctx: Pick<PlatformContext, 'config' | 'captcha'>): { captcha_provider: string; captcha_script_url: string } {
  const name = ctx.captcha.name;
  if (name === 'sandbox') return { captcha_provider: '', captcha_script_url: '' };
  return { captcha_provider: name, captcha_script_url: captchaScriptUrl(name, ctx.config.captcha.scriptUrl) };
}
