/**
 * Platform configuration: everything an operator changes, read from the environment once at
 * start. Secrets are never in the repo: the socket secret is generated on first start and kept
 * in the database (settings table) unless CENTRIFUGO_SECRET is set.
 */
export type Licence = 'CW' | 'EE' | 'GCB' | 'AU';

/**
 * Who a mirror says it is (docs/host.md "Brand and legal entity"): the brand players see and the
 * licensee the law needs named, in mails, footers and terms. Never the vendor's name.
 */
export interface Brand {
  name: string;
  /** The company that holds the licence and operates the mirror. */
  legalEntity: string;
  licenceNumber: string;
  licenceAuthority: string;
}

export interface PlatformConfig {
  /** SQLite file, or `:memory:`. */
  databasePath: string;
  /** Public origin the platform is reached at (links in e-mails, socket URL). */
  publicUrl: string;
  /** Origins allowed to call public endpoints cross-origin. `loopback` admits any 127.0.0.1/localhost port. */
  corsOrigins: string[] | 'loopback';
  /** Licence of this platform's project (`/api/info/project`); players also carry their own `license_name`. */
  licence: Licence;
  /**
   * Licence per mirror host (the host issue's mirror config feeds this); hosts not listed get
   * `licence`. A player registered on a mirror keeps that mirror's licence (`license_name`).
   */
  hostLicences: Record<string, Licence>;
  /** The brand of hosts not in `hostBrands` (env BRAND_NAME, LEGAL_ENTITY, LICENCE_NUMBER, LICENCE_AUTHORITY). */
  brand: Brand;
  /**
   * Brand per mirror host; `npm start` fills it from host-demo/mirrors.ts (host-demo/server/casino.ts),
   * so the mirror list stays the one source.
   */
  hostBrands: Record<string, Brand>;
  /** Countries treated as restricted regions (casino play and sign-up barred). */
  restrictedCountries: string[];
  /** scrypt cost (N). 2^17 in production per OWASP; tests lower it for speed. */
  scryptCost: number;
  /** Session cookie lifetime: idle and absolute, in ms (ASVS L2: 30 min idle, 12 h absolute). */
  sessionIdleMs: number;
  sessionAbsoluteMs: number;
  /** Mail transport: the dev mailbox (default) or SMTP (`SMTP_URL=smtp://user:pass@host:port`). */
  smtpUrl?: string;
  mailFrom: string;
  /** Publish through a real Centrifugo's HTTP API instead of the built-in hub. */
  centrifugo?: { apiUrl: string; apiKey: string };
  /** Secret for HS256 connection tokens; generated and stored when unset. */
  centrifugoSecret?: string;
}

export function configFromEnv(env: NodeJS.ProcessEnv = process.env): PlatformConfig {
  const port = env.PORT ?? '8080';
  const host = env.HOST ?? '127.0.0.1';
  return {
    databasePath: env.PLATFORM_DB ?? 'data/casino.sqlite',
    publicUrl: env.PUBLIC_URL ?? `http://${host === '127.0.0.1' ? 'localhost' : host}:${port}`,
    corsOrigins: env.CORS_ORIGINS ? env.CORS_ORIGINS.split(',').map((origin) => origin.trim()) : 'loopback',
    licence: (env.LICENCE as Licence | undefined) ?? 'CW',
    hostLicences: { 'ee.localhost': 'EE', 'gcb.localhost': 'GCB', 'au.localhost': 'AU' },
    brand: {
      name: env.BRAND_NAME ?? 'Rocket Casino',
      legalEntity: env.LEGAL_ENTITY ?? 'Rocket Entertainment N.V.',
      licenceNumber: env.LICENCE_NUMBER ?? 'OGL/2024/118/0547',
      licenceAuthority: env.LICENCE_AUTHORITY ?? 'Curaçao Gaming Authority',
    },
    hostBrands: {},
    restrictedCountries: (env.RESTRICTED_COUNTRIES ?? 'AU,US,GB,FR').split(',').map((code) => code.trim().toUpperCase()),
    scryptCost: Number(env.SCRYPT_COST ?? 2 ** 17),
    sessionIdleMs: 30 * 60_000,
    sessionAbsoluteMs: 12 * 60 * 60_000,
    smtpUrl: env.SMTP_URL,
    mailFrom: env.MAIL_FROM ?? 'Casino Kit <no-reply@casino.localhost>',
    centrifugo: env.CENTRIFUGO_API_URL && env.CENTRIFUGO_API_KEY ? { apiUrl: env.CENTRIFUGO_API_URL, apiKey: env.CENTRIFUGO_API_KEY } : undefined,
    centrifugoSecret: env.CENTRIFUGO_SECRET,
  };
}

/** Defaults for tests: in-memory database, cheap scrypt. */
export function testConfig(overrides: Partial<PlatformConfig> = {}): PlatformConfig {
  return { ...configFromEnv({}), databasePath: ':memory:', scryptCost: 2 ** 12, publicUrl: 'http://127.0.0.1', ...overrides };
}

/** The brand of a request's mirror (Host header without port). */
export function brandForHost(config: PlatformConfig, host: string | undefined): Brand {
  const name = (host ?? '').replace(/:\d+$/, '').toLowerCase();
  return config.hostBrands[name] ?? config.brand;
}

/**
 * Where links in a mail to a request's player point: the mirror they used, when its host is a
 * configured mirror (`hostBrands`; never an arbitrary Host header), else `publicUrl`.
 */
export function publicUrlForHost(config: PlatformConfig, host: string | undefined): string {
  const name = (host ?? '').replace(/:\d+$/, '').toLowerCase();
  if (!host || !config.hostBrands[name] || !/^[a-z0-9.-]+(:\d{1,5})?$/i.test(host)) return config.publicUrl;
  return `${new URL(config.publicUrl).protocol}//${host.toLowerCase()}`;
}

/** The licence a request's mirror runs under (Host header without port). */
export function licenceForHost(config: PlatformConfig, host: string | undefined): Licence {
  const name = (host ?? '').replace(/:\d+$/, '').toLowerCase();
  return config.hostLicences[name] ?? config.licence;
}
