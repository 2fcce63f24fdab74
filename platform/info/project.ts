import { createHash } from 'node:crypto';
import { licenceForHost, type PlatformConfig } from '../config.ts';

/**
 * `/api/info/project` (docs/api/info-cms.md, contract §2.5). Only `license` varies (per mirror host); the rest states
 * what this reference platform offers: casino and the linked sportsbook sub-site, player 2FA,
 * wallet-to-wallet crypto exchange; no social sign-in (sns), referral system, HooYu or Livespins.
 */
export function projectInfo(config: PlatformConfig, host: string | undefined) {
  return {
    apps: { sportsbook: true, casino: true },
    sns_config: { enable: false, base_url: null, flow: null },
    license: licenceForHost(config, host),
    player_two_factor_auth: true,
    available_currency_exchange: true,
    available_referral_system: false,
    supported_payment_api_versions: ['v1'],
    hooyu_integration: false,
    country_flags: null,
    livespins: { enabled: false },
    // A public project identifier (the real platform hands it to its payments script); never a secret.
    authentication_key: createHash('sha256').update(`casino-kit:${config.publicUrl}`).digest('hex').slice(0, 32),
  };
}
