/**
 * The platform calls the host makes, under the names its pages use. Every call is the SDK's own
 * (sdk/api: one definition per call, responses validated with zod/mini); types come from the
 * SDK's schemas. Loads go through `load()` by the caller where a failure should become an empty
 * value.
 */
import { authApi } from '../../../sdk/api/auth.ts';
import { cmsApi } from '../../../sdk/api/cms.ts';
import { gamesApi } from '../../../sdk/api/games.ts';
import { infoApi } from '../../../sdk/api/info.ts';
import { jackpotsApi } from '../../../sdk/api/jackpots.ts';
import { playerApi, profileApi } from '../../../sdk/api/player.ts';
import { startupConfigApi } from '../../../sdk/api/startup-config.ts';
import { telemetryApi } from '../../../sdk/api/telemetry.ts';
import { vipApi } from '../../../sdk/api/vip.ts';
import { limitsApi, walletApi } from '../../../sdk/api/wallet.ts';
import { winnersApi } from '../../../sdk/api/winners.ts';
import type { HttpClient } from '../../../sdk/http/client.ts';

export type { Banner, CmsPage, CmsPageItem, CmsSnippet, GameProvider as Provider, Limit, SessionPlayerFields as PlayerFields } from '../../../sdk/api/schemas.ts';

export const hostApi = (http: HttpClient) => {
  const games = gamesApi(http);
  const info = infoApi(http);
  const cms = cmsApi(http);
  const auth = authApi(http);
  const player = playerApi(http);
  const profile = profileApi(http);
  const startupConfig = startupConfigApi(http);
  return {
    collections: games.collections,
    providers: games.providers,
    jackpots: jackpotsApi(http).list,
    winners: (limit = 12) => winnersApi(http).latest(limit),
    /** Start-up config documents (docs/api/info-cms.md, contract §2.1); the others are sdk/api/config.ts `configApi`, loaded by the page that reads them. */
    stagConfig: startupConfig.stagByReferrer,
    surveyConfig: startupConfig.survey,
    promotionPages: startupConfig.managePromotionPages,
    cmsPages: (locale: string) => cms.pages(locale),
    cmsPage: (slug: string, locale: string) => cms.page(slug, locale),
    snippets: (locale: string) => cms.snippets(locale),
    currentIp: info.currentIp,
    clientContext: info.clientContext,
    playerFields: info.playerFields,
    countries: info.countries,
    cryptoRates: info.cryptoExchangeRates,
    limits: limitsApi(http).list,
    payments: walletApi(http).payments,
    paymentMethods: walletApi(http).paymentMethods,
    vipProgress: vipApi(http).progress,
    // Writes: errors rethrow (ValidationError carries field errors).
    requestPasswordReset: (email: string) => auth.requestPasswordReset(email),
    resetPassword: (reset_password_token: string, password: string, password_confirmation: string) => auth.resetPassword({ reset_password_token, password, password_confirmation }),
    resendConfirmation: (email: string) => auth.resendConfirmation(email),
    acceptTerms: (details: { country?: string }) => auth.updateDetails(details),
    confirmEmail: auth.confirmEmail,
    updatePlayer: player.update,
    setBonusCode: profile.setBonusCode,
    clearBonusCode: profile.clearBonusCode,
    enableBonuses: () => profile.updateBonusSettings(true),
    contact: cms.sendContactMessage,
    logUtm: telemetryApi(http).utmSet,
    logUtmSend: telemetryApi(http).utmSend,
    updateLocale: player.updateLocale,
    /** The socket token and the captcha's site key and provider (docs/api/auth-and-players.md "Captcha"). */
    settings: player.settings,
  };
};

export type HostApi = ReturnType<typeof hostApi>;
