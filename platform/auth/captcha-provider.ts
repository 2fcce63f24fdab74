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
