import type { CaptchaProviderName, PlatformConfig } from './config.ts';
import { immediate, type Db } from './db/database.ts';

/**
 * Demo mode versus production settings (docs/operations.md, docs/security.md "Demo mode").
 * Demo mode turns on everything a newcomer needs on loopback and nothing that may face real
 * players; these checks make sure it never runs anywhere else, and that a production start has
 * real secrets. `startupProblems` lists every problem at once so an operator fixes them in one go.
 */
export class StartupRefused extends Error {
  constructor(readonly problems: string[]) {
    super(`Casino Kit refuses to start:\n${problems.map((problem) => `  - ${problem}`).join('\n')}\nSee docs/operations.md.`);
    this.name = 'StartupRefused';
  }
}

/** Loopback host names: `localhost`, `*.localhost` (RFC 6761), 127.0.0.0/8 and ::1. */
export function isLoopbackHostname(name: string): boolean {
  const host = name.trim().toLowerCase().replace(/^\[|\]$/g, '');
  return host === 'localhost' || host.endsWith('.localhost') || /^127(\.\d{1,3}){3}$/.test(host) || host === '::1' || host === '::ffff:127.0.0.1';
}

/** Values that must never serve as a production secret (and the placeholders of docs/operations.md). */
const KNOWN_DEFAULTS = new Set(['secret', 'changeme', 'change-me', 'change_me', 'password', 'default', 'test', 'example', 'casino-kit', 'centrifugo', 'please-change']);
export const MIN_SECRET_LENGTH = 32;
const CAPTCHA_PROVIDERS: readonly string[] = ['sandbox', 'turnstile', 'hcaptcha'] satisfies CaptchaProviderName[];

function secretProblem(name: string, value: string | undefined): string | null {
  if (!value) return `${name} is missing (at least ${MIN_SECRET_LENGTH} random characters, e.g. \`openssl rand -base64 48\`)`;
  if (value.length < MIN_SECRET_LENGTH) return `${name} is too short (at least ${MIN_SECRET_LENGTH} characters)`;
  const lowered = value.toLowerCase();
  if (KNOWN_DEFAULTS.has(lowered) || /^(.)\1+$/.test(value) || lowered.includes('change') || lowered.startsWith('<')) return `${name} is a default or placeholder value`;
  return null;
}

export interface StartupContext {
  /** Address the process listens on (HOST); checked by host-demo/server/main.ts before listening. */
  listenHost?: string;
  env?: NodeJS.ProcessEnv;
}

/** Every reason this configuration must not start; empty when it may. */
export function startupProblems(config: PlatformConfig, context: StartupContext = {}): string[] {
  const env = context.env ?? process.env;
  const problems: string[] = [];
  if (!(Number.isFinite(config.telemetryRetentionMs) && config.telemetryRetentionMs > 0)) problems.push('TELEMETRY_RETENTION_DAYS must be a positive number of days');
  if (!CAPTCHA_PROVIDERS.includes(config.captcha.provider)) problems.push(`CAPTCHA_PROVIDER=${String(config.captcha.provider)} is not one of ${CAPTCHA_PROVIDERS.join(', ')}`);
  if (config.mode === 'demo') {
    if (env.NODE_ENV === 'production') problems.push('demo mode (CASINO_MODE=demo) is refused with NODE_ENV=production');
    if (context.listenHost !== undefined && !isLoopbackHostname(context.listenHost)) {
      problems.push(`demo mode only listens on loopback, not HOST=${context.listenHost} (set CASINO_MODE=production and its secrets to listen beyond loopback)`);
    }
    let publicHost = '';
    try {
      publicHost = new URL(config.publicUrl).hostname;
    } catch {
      problems.push(`PUBLIC_URL is not a URL: ${config.publicUrl}`);
    }
    if (publicHost && !isLoopbackHostname(publicHost)) problems.push(`demo mode only runs on a loopback PUBLIC_URL, not ${config.publicUrl}`);
    if (config.trustProxy !== false) problems.push('demo mode is refused behind a proxy (TRUST_PROXY is set): every proxied client would look like loopback');
    const outside = config.allowedHosts.filter((name) => !isLoopbackHostname(name));
    if (outside.length > 0) problems.push(`demo mode only answers loopback host names, not ALLOWED_HOSTS=${outside.join(',')}`);
    if (config.captcha.provider !== 'sandbox' && CAPTCHA_PROVIDERS.includes(config.captcha.provider) && !config.captcha.secret) problems.push(`CAPTCHA_PROVIDER=${config.captcha.provider} needs CAPTCHA_SECRET`);
    return problems;
  }
  for (const [name, value] of [
    ['CENTRIFUGO_SECRET (socket token secret)', config.centrifugoSecret],
    ['PROVIDER_WALLET_SECRET (seamless-wallet HMAC secret)', config.providerWalletSecret],
  ] as const) {
    const problem = secretProblem(name, value);
    if (problem) problems.push(problem);
  }
  if (config.centrifugo) {
    const problem = secretProblem('CENTRIFUGO_API_KEY', config.centrifugo.apiKey);
    if (problem) problems.push(problem);
  }
  // Optional (unset: every operator route is off), but never weak when set (docs/operations.md "Operator API").
  if (config.operatorApiKey !== undefined) {
    const problem = secretProblem('OPERATOR_API_KEY (operator API key)', config.operatorApiKey);
    if (problem) problems.push(problem);
  }
  if (config.affiliatePostback) {
    if (!/^https:\/\//i.test(config.affiliatePostback.url)) problems.push(`AFFILIATE_POSTBACK_URL must be an https URL in production, not ${config.affiliatePostback.url}`);
    const problem = secretProblem('AFFILIATE_POSTBACK_SECRET (postback signing secret)', config.affiliatePostback.secret);
    if (problem) problems.push(problem);
  }
  if (config.captcha.provider === 'sandbox') problems.push('the sandbox captcha is demo-only: set CAPTCHA_PROVIDER=turnstile or hcaptcha');
  else if (CAPTCHA_PROVIDERS.includes(config.captcha.provider)) {
    if (!config.captcha.secret) problems.push('CAPTCHA_SECRET is missing (the captcha provider\'s secret key)');
    if (!config.captcha.siteKey) problems.push('CAPTCHA_SITE_KEY is missing (the captcha provider\'s site key)');
    if (config.captcha.scriptUrl && !secureScriptUrl(config.captcha.scriptUrl)) problems.push(`CAPTCHA_SCRIPT_URL must be an https URL (http only on a loopback host), not ${config.captcha.scriptUrl}`);
  }
  if (!config.smtpUrl) problems.push('SMTP_URL is missing (the dev mailbox is demo-only; production mail needs an SMTP server)');
  return problems;
}

/** The captcha widget's script from an operator override: https, or http on loopback (tests' fake provider). */
function secureScriptUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return url.protocol === 'https:' || (url.protocol === 'http:' && isLoopbackHostname(url.hostname));
  } catch {
    return false;
  }
}

/** Throws `StartupRefused` when `startupProblems` finds any. */
export function assertStartable(config: PlatformConfig, context: StartupContext = {}): void {
  const problems = startupProblems(config, context);
  if (problems.length > 0) throw new StartupRefused(problems);
}

const MODE_SETTING = 'database_mode';

/**
 * A database remembers the mode it was created in (`settings.database_mode`). Demo players have
 * published passwords, so a demo database never runs in production, and a production database
 * (real players' mails and money) never runs in demo mode. A database from before the stamp is a
 * demo one when it has the demo players.
 */
export function checkDatabaseMode(db: Db, mode: PlatformConfig['mode'], hasDemoPlayers: () => boolean): void {
  const read = () => db.prepare<[string], string>('SELECT value FROM settings WHERE key = ?').pluck().get(MODE_SETTING) as string | undefined;
  let stamped = read();
  if (stamped === undefined) {
    // Read and stamp in one IMMEDIATE transaction: of two processes starting at once on a fresh file, the
    // second one sees the first one's stamp (docs/operations.md "Several nodes").
    stamped = immediate(db, () => {
      const now = read();
      if (now !== undefined) return now;
      const chosen = hasDemoPlayers() ? 'demo' : mode;
      db.prepare('INSERT INTO settings (key, value) VALUES (?, ?)').run(MODE_SETTING, chosen);
      return chosen;
    });
  }
  if (stamped !== mode) {
    throw new StartupRefused([
      stamped === 'demo'
        ? 'this database was created in demo mode (its demo players have published passwords); production needs a fresh database (PLATFORM_DB)'
        : 'this database was created in production mode; demo mode needs its own database (PLATFORM_DB)',
    ]);
  }
}
