/**
 * Mirror configuration (issue 6): which brand, theme, licence and locales a domain serves. The
 * server picks the mirror by the request's Host and hands it to the app in the HTML shell; the
 * app never sees the other mirrors. Hosts must agree with `hostLicences` in platform/config.ts,
 * which decides the licence server-side (age limit, player's `license_name`).
 */
import type { Locale } from '../sdk/i18n/locales.ts';
import type { AffiliateCookies } from './app/lib/affiliate.ts';

/** CW Curaçao, EE Estonia, GCB Gaming Control Board, AU Australia-restricted (docs/product/embedding-and-mirrors.md#licences, spec 000 §6). */
export type Licence = 'CW' | 'EE' | 'GCB' | 'AU';

export type LogoMark = 'rocket' | 'aurora' | 'boomerang' | 'crown';

export interface MirrorFlags {
  /** /rocket-chance opens (docs/product/tournaments-lotteries-quests.md#pages, spec 001 §2), else it redirects to /promotions. */
  chanceGame: boolean;
  /** The sports-betting sub-site and the #sport hashes. */
  sport: boolean;
  /** Registration A/B test (groups 543/544, docs/product/account-and-auth.md#registration, spec 000 §4). */
  abTest: boolean;
  /** Survey widget gate (docs/product/shell-and-routes.md#start-up, spec 000 §4). */
  survey: boolean;
  /** Footer blog link (docs/product/embedding-and-mirrors.md#licences, spec 001 §9: only some hosts and languages). */
  blog: boolean;
}

export interface MirrorLegal {
  entity: string;
  licenceNumber: string;
  licenceAuthority: string;
}

export interface Mirror {
  /** Stable id; also the theme file `themes/<theme>.css`. */
  id: string;
  hosts: readonly string[];
  brand: string;
  /** Wordmark: the brand split in a plain and an accented part, and a mark drawn as SVG. */
  logo: { word: string; accent: string; mark: LogoMark };
  theme: string;
  /** `<meta name="theme-color">` */
  themeColor: string;
  licence: Licence;
  /**
   * The licensee behind `brand` (docs/host.md "Brand and legal entity"): named in mails, the
   * footer's licence line and the terms pages. The platform gets them per host
   * (`hostBrands`, filled from this list by host-demo/server/casino.ts).
   */
  legal: MirrorLegal;
  defaultLocale: Locale;
  locales: readonly Locale[];
  currency: string;
  /** Exact origins that may frame this mirror in embedded mode (no wildcards, never `*`). */
  parentOrigins: readonly string[];
  /** The sports-betting site the #sport hashes go to. */
  sportsUrl: string;
  supportEmail: string;
  flags: MirrorFlags;
  /**
   * When the affiliate cookies `stag` / `affb_id` are set (docs/host.md "Cookie consent"): after the
   * visitor allows every cookie (the default), or on landing (an operator who counts them essential).
   */
  affiliateCookies?: AffiliateCookies;
}


/** Demo parent pages run on loopback ports; a real operator lists its partners' origins here. */
const LOCAL_PARENTS = ['http://localhost:8080', 'http://127.0.0.1:8080', 'http://localhost:8081', 'http://127.0.0.1:8081'];

export const MIRRORS: readonly Mirror[] = [
  {
    id: 'rocket',
    hosts: ['localhost', '127.0.0.1', 'rocket.localhost'],
    brand: 'Rocket Casino',
    logo: { word: 'Rocket', accent: 'Casino', mark: 'rocket' },
    theme: 'rocket',
    themeColor: '#170d33',
    licence: 'CW',
    legal: { entity: 'Rocket Entertainment N.V.', licenceNumber: 'OGL/2024/118/0547', licenceAuthority: 'Curaçao Gaming Authority' },
    defaultLocale: 'en',
    locales: ['en', 'de', 'en-AU', 'en-CA', 'en-NZ', 'fr-CA', 'no', 'it', 'et'],
    currency: 'EUR',
    parentOrigins: LOCAL_PARENTS,
    sportsUrl: 'https://sport.rocket.localhost',
    supportEmail: 'support@rocket.localhost',
    flags: { chanceGame: true, sport: true, abTest: true, survey: true, blog: true },
  },
  {
    id: 'aurora',
    hosts: ['ee.localhost'],
    brand: 'Aurora Kasiino',
    logo: { word: 'Aurora', accent: 'Kasiino', mark: 'aurora' },
    theme: 'aurora',
    themeColor: '#06222b',
    licence: 'EE',
    legal: { entity: 'Aurora Gaming OÜ', licenceNumber: 'HKT000187', licenceAuthority: 'Estonian Tax and Customs Board' },
    defaultLocale: 'et',
    locales: ['et', 'en'],
    currency: 'EUR',
    parentOrigins: LOCAL_PARENTS,
    sportsUrl: 'https://sport.ee.localhost',
    supportEmail: 'tugi@ee.localhost',
    flags: { chanceGame: false, sport: false, abTest: false, survey: true, blog: false },
  },
  {
    id: 'outback',
    hosts: ['au.localhost'],
    brand: 'Outback Spins',
    logo: { word: 'Outback', accent: 'Spins', mark: 'boomerang' },
    theme: 'outback',
    themeColor: '#2a140c',
    licence: 'AU',
    legal: { entity: 'Outback Spins B.V.', licenceNumber: 'OGL/2025/204/0913', licenceAuthority: 'Curaçao Gaming Authority' },
    defaultLocale: 'en-AU',
    locales: ['en-AU', 'en-NZ', 'en'],
    currency: 'AUD',
    parentOrigins: LOCAL_PARENTS,
    sportsUrl: 'https://sport.au.localhost',
    supportEmail: 'help@au.localhost',
    flags: { chanceGame: false, sport: false, abTest: false, survey: false, blog: false },
  },
  {
    id: 'crown',
    hosts: ['gcb.localhost'],
    brand: 'Crown Royale',
    logo: { word: 'Crown', accent: 'Royale', mark: 'crown' },
    theme: 'crown',
    themeColor: '#0a2418',
    licence: 'GCB',
    legal: { entity: 'Crown Royale Gaming B.V.', licenceNumber: 'GCB/2025/0042', licenceAuthority: 'Gaming Control Board' },
    defaultLocale: 'en',
    locales: ['en', 'en-CA', 'fr-CA', 'de', 'it', 'no'],
    currency: 'EUR',
    parentOrigins: LOCAL_PARENTS,
    sportsUrl: 'https://sport.gcb.localhost',
    supportEmail: 'concierge@gcb.localhost',
    flags: { chanceGame: true, sport: true, abTest: false, survey: false, blog: true },
  },
];

/** The platform's per-host brands (platform/config.ts `hostBrands`), from this one list. */
export function hostBrands(mirrors: readonly Mirror[] = MIRRORS): Record<string, { name: string; legalEntity: string; licenceNumber: string; licenceAuthority: string }> {
  return Object.fromEntries(
    mirrors.flatMap((mirror) =>
      mirror.hosts.map((host) => [host, { name: mirror.brand, legalEntity: mirror.legal.entity, licenceNumber: mirror.legal.licenceNumber, licenceAuthority: mirror.legal.licenceAuthority }] as const),
    ),
  );
}

const byHost = new Map<string, Mirror>(MIRRORS.flatMap((mirror) => mirror.hosts.map((host) => [host, mirror] as const)));

/** The mirror a Host header (port ignored) belongs to, or null for hosts no mirror claims. */
export function mirrorForHost(host: string | undefined): Mirror | null {
  const name = (host ?? '').replace(/:\d+$/, '').replace(/^\[|\]$/g, '').toLowerCase();
  return byHost.get(name) ?? null;
}

/** Licence-driven behaviour (docs/product/embedding-and-mirrors.md#licences, spec 000 §6; docs/product/errors-and-network.md#constants, spec 001 §5, §9). */
export interface LicenceRules {
  /** Minimum age at registration (21 under EE). */
  minAge: number;
  /** Session timer in the header (EE only). */
  sessionTimer: boolean;
  /** Payment logos shown in the footer (a shorter list for Estonia). */
  payments: readonly string[];
  /** Footer links hidden under this licence (paths without locale). */
  hiddenLinks: readonly string[];
  /** Licence suffix of static CMS pages (`/terms-and-conditions/EE`). */
  cmsSuffix: 'AU' | 'CW' | 'EE' | null;
  /** Real-money casino play offered to players in Australia (never: AU is geo-restricted). */
  casinoForAustralia: boolean;
}

const ALL_PAYMENTS = ['visa_mastercard', 'skrill', 'neteller', 'paysafecard', 'bitcoin', 'ethereum', 'litecoin', 'tether', 'dogecoin', 'bank_transfer'];

export const LICENCE_RULES: Readonly<Record<Licence, LicenceRules>> = {
  CW: { minAge: 18, sessionTimer: false, payments: ALL_PAYMENTS, hiddenLinks: [], cmsSuffix: 'CW', casinoForAustralia: false },
  EE: { minAge: 21, sessionTimer: true, payments: ['visa_mastercard', 'skrill', 'bank_transfer'], hiddenLinks: ['/benefits-of-crypto', '/sport'], cmsSuffix: 'EE', casinoForAustralia: false },
  GCB: { minAge: 18, sessionTimer: false, payments: ALL_PAYMENTS, hiddenLinks: [], cmsSuffix: null, casinoForAustralia: false },
  AU: { minAge: 18, sessionTimer: false, payments: ['visa_mastercard', 'bank_transfer'], hiddenLinks: ['/benefits-of-crypto', '/sport', '/tournaments', '/rocket-mart'], cmsSuffix: 'AU', casinoForAustralia: false },
};

/** What the server embeds in the HTML shell for the app (JSON, no functions). */
export interface MirrorBoot {
  mirror: Mirror;
  licence: LicenceRules;
  /** Countries treated as restricted regions (the platform's RESTRICTED_COUNTRIES). */
  restrictedCountries: readonly string[];
  /** Exact parent origins allowed in embedded mode (the mirror's, plus same-port loopback hosts in development). */
  parentOrigins: readonly string[];
  development: boolean;
}
