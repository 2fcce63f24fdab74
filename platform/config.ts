/**
 * Platform configuration: everything an operator changes, read from the environment once at
 * start (every switch is listed in docs/operations.md). Secrets are never in the repo: in demo
 * mode the socket and provider-wallet secrets are generated on first start and kept in the
 * database (settings table); a production start must be given them (platform/mode.ts).
 */
import { hostname } from 'node:os';

export type Licence = 'CW' | 'EE' | 'GCB' | 'AU';

/**
 * `demo`: what `npm start` gives a newcomer on loopback (seeded players, the dev mailbox, the
 * sandbox payment pages, the sandbox captcha, `X-Debug-Country`). `production`: none of them,
 * and real secrets required. See docs/operations.md.
 */
export type CasinoMode = 'demo' | 'production';

/** Captcha adapters (platform/auth/captcha/): the sandbox (demo only) or a siteverify provider. */
export type CaptchaProviderName = 'sandbox' | 'hcaptcha' | 'turnstile';

export interface CaptchaConfig {
  provider: CaptchaProviderName;
  /** The provider's secret key (server side). */
  secret?: string;
  /** The provider's site key (public, for the client widget; `recaptcha` in /api/player/settings). */
  siteKey?: string;
  /** Overrides the provider's siteverify URL (a self-hosted proxy, or a fake one in tests). */
  verifyUrl?: string;
  /**
   * Overrides the widget script's URL (`CAPTCHA_SCRIPT_URL`: a self-hosted copy, or a fake one in
   * tests); published as `captcha_script_url` in /api/player/settings (docs/api/auth-and-players.md "Captcha").
   */
  scriptUrl?: string;
}

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
  /** `CASINO_MODE`; anything but `demo` is production (the safe default). */
  mode: CasinoMode;
  /**
   * `TRUST_PROXY`: hops (`1`) or proxy addresses/CIDRs (`10.0.0.2,10.0.0.3`) whose X-Forwarded-*
   * headers are believed; `false` (default) ignores those headers (fastify `trustProxy`).
   */
  trustProxy: false | number | string[];
  /** Host names (no port) the platform answers besides the public URL's and the mirrors' (`ALLOWED_HOSTS`). */
  allowedHosts: string[];
  captcha: CaptchaConfig;
  /** HMAC secret of the seamless-wallet API (`PROVIDER_WALLET_SECRET`); generated and stored in demo mode. */
  providerWalletSecret?: string;
  /** Telemetry rows older than this are deleted by the hourly prune (`TELEMETRY_RETENTION_DAYS`, default 90). */
  telemetryRetentionMs: number;
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
  /**
   * Exact origins of partner pages that may frame the casino (embedded mode, docs/host.md); `npm start`
   * fills it from host-demo/mirrors.ts and the partner demo (host-demo/server/casino.ts). The demo
   * provider's game page, framed inside the casino's frame, admits them as ancestors too.
   */
  embedParents: string[];
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
  /** Open sockets per client address on the built-in hub (docs/api/realtime.md#limits); 0 = no cap. */
  socketConnectionsPerAddress: number;
  /**
   * Game rounds left open longer than this are settled or refunded by the recovery pass
   * (`ROUND_RECOVERY_WINDOW_MS`, default 60 s; docs/api/provider.md "Round journal and recovery").
   */
  roundRecoveryWindowMs: number;
  /** How often the recovery pass runs after the one at start (`ROUND_RECOVERY_INTERVAL_MS`, default half the window; 0 = at start only). */
  roundRecoveryIntervalMs: number;
  /** KYC document files (`DOCUMENTS_DIR`); default `documents/` next to the database file. */
  documentsDir?: string;
  /**
   * The one operator credential (`OPERATOR_API_KEY`, ≥ 32 characters; docs/operations.md "Operator API"):
   * `Authorization: Bearer <key>` on the bonus operator API and the KYC document review
   * (platform/http/operator-auth.ts). No default: unset, every operator route answers 404;
   * production refuses a weak one (platform/mode.ts).
   */
  operatorApiKey?: string;
  /**
   * The affiliate postback hook (`AFFILIATE_POSTBACK_URL`, `AFFILIATE_POSTBACK_SECRET`; docs/operations.md
   * "Affiliate postbacks"): a signed POST on registration and first deposit. Unset: no postbacks.
   * Production refuses a non-https URL or a weak secret (platform/mode.ts).
   */
  affiliatePostback?: { url: string; secret: string };
  /**
   * `REDIS_URL` (`redis://` or `rediss://`): what the platform's nodes share (docs/operations.md
   * "Several nodes"): the realtime hub's Redis engine, the session-ended bus and the rate limits'
   * counters. Unset: one node, everything in process (the built-in memory hub).
   */
  redisUrl?: string;
  /** `NODE_ID`: this node's name in logs and diagnostics (default `<hostname>:<pid>`). */
  nodeId: string;
}

export function configFromEnv(env: NodeJS.ProcessEnv = process.env): PlatformConfig {
  const port = env.PORT ?? '8080';
  const host = env.HOST ?? '127.0.0.1';
  return {
    mode: env.CASINO_MODE?.trim().toLowerCase() === 'demo' ? 'demo' : 'production',
    trustProxy: parseTrustProxy(env.TRUST_PROXY),
    allowedHosts: list(env.ALLOWED_HOSTS).map((name) => name.toLowerCase()),
    captcha: {
      provider: (env.CAPTCHA_PROVIDER?.trim().toLowerCase() as CaptchaProviderName | undefined) ?? (env.CASINO_MODE?.trim().toLowerCase() === 'demo' ? 'sandbox' : 'turnstile'),
      secret: env.CAPTCHA_SECRET,
      siteKey: env.CAPTCHA_SITE_KEY,
      verifyUrl: env.CAPTCHA_VERIFY_URL,
      scriptUrl: env.CAPTCHA_SCRIPT_URL,
    },
    providerWalletSecret: env.PROVIDER_WALLET_SECRET,
    telemetryRetentionMs: Number(env.TELEMETRY_RETENTION_DAYS ?? 90) * 24 * 60 * 60_000,
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
    embedParents: [],
    restrictedCountries: (env.RESTRICTED_COUNTRIES ?? 'AU,US,GB,FR').split(',').map((code) => code.trim().toUpperCase()),
    scryptCost: Number(env.SCRYPT_COST ?? 2 ** 17),
    sessionIdleMs: 30 * 60_000,
    sessionAbsoluteMs: 12 * 60 * 60_000,
    smtpUrl: env.SMTP_URL,
    mailFrom: env.MAIL_FROM ?? 'Casino Kit <no-reply@casino.localhost>',
    centrifugo: env.CENTRIFUGO_API_URL && env.CENTRIFUGO_API_KEY ? { apiUrl: env.CENTRIFUGO_API_URL, apiKey: env.CENTRIFUGO_API_KEY } : undefined,
    centrifugoSecret: env.CENTRIFUGO_SECRET,
    socketConnectionsPerAddress: nonNegativeInteger(env.SOCKET_CONNECTIONS_PER_ADDRESS, 'SOCKET_CONNECTIONS_PER_ADDRESS') ?? 100,
    roundRecoveryWindowMs: positiveInteger(env.ROUND_RECOVERY_WINDOW_MS, 'ROUND_RECOVERY_WINDOW_MS') ?? 60_000,
    roundRecoveryIntervalMs:
      nonNegativeInteger(env.ROUND_RECOVERY_INTERVAL_MS, 'ROUND_RECOVERY_INTERVAL_MS') ??
      Math.max(1_000, (positiveInteger(env.ROUND_RECOVERY_WINDOW_MS, 'ROUND_RECOVERY_WINDOW_MS') ?? 60_000) / 2),
    documentsDir: env.DOCUMENTS_DIR,
    operatorApiKey: env.OPERATOR_API_KEY?.trim() || undefined,
    affiliatePostback: env.AFFILIATE_POSTBACK_URL?.trim() ? { url: env.AFFILIATE_POSTBACK_URL.trim(), secret: env.AFFILIATE_POSTBACK_SECRET ?? '' } : undefined,
    redisUrl: parseRedisUrl(env.REDIS_URL),
    nodeId: parseNodeId(env.NODE_ID),
  };
}

/** `REDIS_URL`: unset or empty → undefined; else a `redis://` / `rediss://` URL with a host, or the start fails. */
function parseRedisUrl(value: string | undefined): string | undefined {
  const text = value?.trim() ?? '';
  if (text === '') return undefined;
  let url: URL;
  try {
    url = new URL(text);
  } catch (error) {
    // Not echoed: the value may hold a password.
    throw new Error('REDIS_URL must be a redis:// or rediss:// URL (redis://host:6379)', { cause: error });
  }
  if ((url.protocol !== 'redis:' && url.protocol !== 'rediss:') || url.hostname === '') throw new Error(`REDIS_URL must be a redis:// or rediss:// URL with a host, got "${url.protocol}//…"`);
  if (url.pathname !== '' && url.pathname !== '/' && !/^\/\d{1,2}$/.test(url.pathname)) throw new Error('REDIS_URL: the path must be a database number (redis://host:6379/0)');
  return text;
}

/** `NODE_ID`: printable, at most 64 characters; default `<hostname>:<pid>`. */
function parseNodeId(value: string | undefined): string {
  const text = value?.trim() ?? '';
  if (text === '') return `${hostname()}:${process.pid}`;
  if (!/^[\x21-\x7e]{1,64}$/.test(text)) throw new Error(`NODE_ID must be 1–64 printable ASCII characters without spaces, got "${text}"`);
  return text;
}

/** A setting that must be a whole number > 0 (a typo must not switch a safety job off). */
function positiveInteger(value: string | undefined, name: string): number | undefined {
  const number = nonNegativeInteger(value, name);
  if (number === 0) throw new Error(`${name} must be a whole number > 0, got "${value}"`);
  return number;
}

function nonNegativeInteger(value: string | undefined, name: string): number | undefined {
  if (value === undefined || value === '') return undefined;
  const number = Number(value);
  if (!Number.isSafeInteger(number) || number < 0) throw new Error(`${name} must be a whole number ≥ 0, got "${value}"`);
  return number;
}

const list = (value: string | undefined) => (value ?? '').split(',').map((item) => item.trim()).filter(Boolean);

/** `TRUST_PROXY`: unset/`false`/`0` → off; a whole number → that many hops; else a list of addresses/CIDRs. */
export function parseTrustProxy(value: string | undefined): PlatformConfig['trustProxy'] {
  const text = (value ?? '').trim();
  if (text === '' || text === 'false' || text === '0') return false;
  if (/^\d+$/.test(text)) return Number(text);
  return list(text);
}

/**
 * Defaults for tests: in-memory database, cheap scrypt, demo mode on loopback (the tests use the
 * demo players, the dev mailbox and the sandbox; tests of production settings pass `mode`), round
 * recovery only at start (tests drive it on their manual clock).
 */
export function testConfig(overrides: Partial<PlatformConfig> = {}): PlatformConfig {
  const base = configFromEnv({ CASINO_MODE: 'demo' });
  return { ...base, databasePath: ':memory:', scryptCost: 2 ** 12, publicUrl: 'http://127.0.0.1', roundRecoveryIntervalMs: 0, ...overrides };
}

/** The brand of a request's mirror (Host header without port). */
export function brandForHost(config: PlatformConfig, host: string | undefined): Brand {
  const name = (host ?? '').replace(/:\d+$/, '').toLowerCase();
  return Object.hasOwn(config.hostBrands, name) ? config.hostBrands[name]! : config.brand;
}

/**
 * Where links in a mail to a request's player point: the mirror they used, when its host is a
 * configured mirror (`hostBrands`; never an arbitrary Host header), else `publicUrl`.
 */
export function publicUrlForHost(config: PlatformConfig, host: string | undefined): string {
  const name = (host ?? '').replace(/:\d+$/, '').toLowerCase();
  if (!host || !Object.hasOwn(config.hostBrands, name) || !/^[a-z0-9.-]+(:\d{1,5})?$/i.test(host)) return config.publicUrl;
  return `${new URL(config.publicUrl).protocol}//${host.toLowerCase()}`;
}

/** The licence a request's mirror runs under (Host header without port). */
export function licenceForHost(config: PlatformConfig, host: string | undefined): Licence {
  const name = (host ?? '').replace(/:\d+$/, '').toLowerCase();
  return Object.hasOwn(config.hostLicences, name) ? config.hostLicences[name]! : config.licence;
}
