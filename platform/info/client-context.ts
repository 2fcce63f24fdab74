/**
 * `/client-context`: what the app needs to know about the browser, parsed from the User-Agent
 * (docs/api/info-cms.md, contract §2.7). Heuristics only; no client hint is trusted for anything security-related.
 */
export interface ClientContext {
  userAgent: string;
  isMetaWebview: boolean;
  isIOS: boolean;
  isMobile: boolean;
  isApp: boolean;
  browser: string;
  isBot: boolean;
}

const MAX_USER_AGENT = 512;
const META_WEBVIEW = /FBAN|FBAV|FB_IAB|FBIOS|Instagram|Messenger|WhatsApp/i;
const IOS = /iPhone|iPad|iPod/i;
const IPADOS_DESKTOP_MODE = /Macintosh.*Mobile\//;
const MOBILE = /Mobi|Android|iPhone|iPad|iPod|Windows Phone|Opera Mini|IEMobile/i;
/** Our own wrapper apps identify themselves with this token. */
const APP = /CasinoKitApp\//;
const BOT = /bot\b|bot\/|crawl|spider|slurp|facebookexternalhit|embedly|preview|lighthouse|headlesschrome|pingdom|curl\/|wget\/|python-requests|axios\//i;

const BROWSERS: [RegExp, string][] = [
  [/Edg(e|A|iOS)?\//, 'edge'],
  [/OPR\/|Opera/, 'opera'],
  [/SamsungBrowser\//, 'samsung'],
  [/YaBrowser\//, 'yandex'],
  [/Firefox\/|FxiOS\//, 'firefox'],
  [/CriOS\/|Chrome\//, 'chrome'],
  [/Version\/[\d.]+.*Safari\//, 'safari'],
];

export function clientContext(userAgentHeader: string | undefined): ClientContext {
  const userAgent = (userAgentHeader ?? '').slice(0, MAX_USER_AGENT);
  const isIOS = IOS.test(userAgent) || IPADOS_DESKTOP_MODE.test(userAgent);
  return {
    userAgent,
    isMetaWebview: META_WEBVIEW.test(userAgent),
    isIOS,
    isMobile: isIOS || MOBILE.test(userAgent),
    isApp: APP.test(userAgent),
    browser: BROWSERS.find(([pattern]) => pattern.test(userAgent))?.[1] ?? 'unknown',
    isBot: userAgent === '' || BOT.test(userAgent),
  };
}
