import { createHash, randomBytes } from 'node:crypto';
import { loginStands } from '../auth/session.ts';
import { iso } from '../clock.ts';
import type { PlatformContext } from '../context.ts';
import type { Db } from '../db/database.ts';
import { blockedProviders, catalogueOf, type CatalogueGame } from '../games/catalogue.ts';
import { forbidden, HttpError, notFound, unauthorized, unprocessable } from '../http/errors.ts';
import { exclusionOf, limitsReached } from '../limits/check.ts';
import { FIELD_CONTEXTS } from '../players/fields.ts';
import { selectedCurrency } from '../wallet/accounts.ts';
import { walletCurrencies } from '../wallet/ledger.ts';
import { DEMO_CURRENCY, DEMO_START_CENTS, engineFor, type EngineName } from './games.ts';
import type { LaunchRequest } from './schemas.ts';
import { primeLevelWatch } from '../loyalty/levels.ts';

/**
 * Game sessions: a launch checks the guards, creates a session and hands out its token; the game
 * page opens it once (within `OPEN_WITHIN_MS`), which starts the session clock; bets keep it
 * alive for `IDLE_MS`. Only the token's SHA-256 is stored. A real session is bound to the login
 * that launched it and ends with it (docs/api/provider.md "Game sessions and the login").
 */
export const OPEN_WITHIN_MS = 2 * 60_000;
export const IDLE_MS = 30 * 60_000;

/**
 * SHA-256 of a launch token, remembered for the tokens in play: every wallet call hashed its token twice
 * (its fingerprint, its session lookup), 2 % of a call over HTTP (docs/architecture.md "Decisions", wallet
 * hot path). A pure function; the memo is bounded and starts over when full.
 */
const hashes = new Map<string, string>();
const MAX_HASHES = 10_000;
export const hashToken = (token: string): string => {
  let hash = hashes.get(token);
  if (hash === undefined) {
    if (hashes.size >= MAX_HASHES) hashes.clear();
    hashes.set(token, (hash = createHash('sha256').update(token).digest('hex')));
  }
  return hash;
};

export interface SessionRow {
  id: number;
  token_hash: string;
  user_id: number | null;
  game_identifier: string;
  game_title: string;
  engine: EngineName;
  mode: 'real' | 'demo';
  currency: string;
  parent_origin: string;
  demo_balance_cents: number | null;
  bets_cents: number;
  wins_cents: number;
  rounds: number;
  created_at: string;
  open_by: string;
  opened_at: string | null;
  expires_at: string;
  last_round_at_ms: number | null;
  /** The login (cookie session) that launched a real session; null for guests' demo sessions. */
  login_session_id: number | null;
}

const lookups = new WeakMap<Db, (hash: string) => SessionRow | undefined>();

export function sessionByToken(db: Db, token: string): SessionRow | undefined {
  let lookup = lookups.get(db);
  if (!lookup) {
    const statement = db.prepare<[string], SessionRow>('SELECT * FROM provider_sessions WHERE token_hash = ?');
    lookup = (hash) => statement.get(hash);
    lookups.set(db, lookup);
  }
  return lookup(hashToken(token));
}

/** Who launches, from where (the route resolves these from the request). */
export interface Launcher {
  userId: number | null;
  /** The launching login (cookie session); a real session lives only as long as it stands. */
  loginSessionId: number | null;
  /** Where the request comes from (restricted regions). */
  country: string | null;
  /** The country provider restrictions apply for (games area rule). */
  restrictionCountry: string | null;
  /** The origin of the page embedding the game (postMessage target, frame-ancestors). */
  parentOrigin: string;
}

export interface LaunchAnswer {
  url: string;
  token: string;
  expires_at: string;
  mode: 'real' | 'demo';
  currency: string;
  identifier: string;
  engine: EngineName;
}

const refuse = (status: number, code: string, message: string, field = 'base') => new HttpError(status, { [field]: [message] }, code);

/** Profile fields the provider's `player_fields` context requires that the player has left empty. */
export function missingProfileFields(db: Db, userId: number, provider: string): string[] {
  const required = (FIELD_CONTEXTS as Record<string, string[]>)[provider];
  if (!required || required.length === 0) return [];
  const user = db.prepare<[number], Record<string, unknown>>('SELECT * FROM users WHERE id = ?').get(userId) ?? {};
  return required.filter((field) => {
    const value = user[field];
    return value === null || value === undefined || (typeof value === 'string' && value.trim() === '');
  });
}

function realCurrency(ctx: PlatformContext, userId: number, requested: string | undefined): string {
  const selected = selectedCurrency(ctx, userId);
  if (!requested || requested === selected) return selected;
  if (!walletCurrencies(ctx.db, userId).includes(requested)) {
    throw unprocessable({ currency: ['is not one of your wallets'] }, 'currency_not_in_wallet');
  }
  return requested;
}

/** The real-mode guards, in the order the player can act on them. Throws the first refusal. */
function guardReal(ctx: PlatformContext, userId: number, game: CatalogueGame, currency: string): void {
  if (!game.currencies.has(currency)) {
    throw refuse(422, 'game_not_support_currency', 'This game does not support your currency', 'currency');
  }
  const exclusion = exclusionOf(ctx, userId);
  if (exclusion) throw forbidden(exclusion.reason === 'self_excluded' ? 'You are self-excluded' : 'Your time-out is running', exclusion.reason);
  if (limitsReached(ctx, userId).length > 0) throw forbidden('A limit is reached', 'limit_reached');
  const missing = missingProfileFields(ctx.db, userId, game.provider);
  if (missing.length > 0) {
    throw new HttpError(422, Object.fromEntries(missing.map((field) => [field, ["can't be blank"]])), 'profile_fields_required');
  }
}

export function launchGame(ctx: PlatformContext, launcher: Launcher, request: LaunchRequest): LaunchAnswer {
  if (request.mode === 'real' && (launcher.userId === null || launcher.loginSessionId === null)) throw unauthorized();
  const catalogue = catalogueOf(ctx.db);
  const game = catalogue.byIdentifier.get(request.identifier);
  if (!game) throw notFound(`No game ${request.identifier}`);
  if (launcher.country && ctx.config.restrictedCountries.includes(launcher.country)) {
    throw forbidden('Games are not available in your country', 'restricted_region');
  }
  if (blockedProviders(catalogue, launcher.restrictionCountry).has(game.provider)) {
    throw forbidden('This game is not available in your country', 'game_not_available');
  }

  let currency: string;
  if (request.mode === 'demo') {
    if (!game.raw.has_demo_mode) throw refuse(422, 'demo_not_available', 'This game has no demo mode');
    currency = DEMO_CURRENCY;
  } else {
    const userId = launcher.userId as number;
    currency = realCurrency(ctx, userId, request.currency);
    guardReal(ctx, userId, game, currency);
    // The loyalty level watch is read here, so the bets that follow read nothing for it (docs/api/loyalty.md "Levels").
    primeLevelWatch(ctx, userId);
  }

  const token = randomBytes(32).toString('base64url');
  const now = ctx.clock.now();
  const openBy = iso(now + OPEN_WITHIN_MS);
  ctx.db
    .prepare(
      `INSERT INTO provider_sessions (token_hash, user_id, login_session_id, game_identifier, game_title, engine, mode, currency, parent_origin, demo_balance_cents, created_at, open_by, expires_at)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
    )
    .run(
      hashToken(token),
      launcher.userId,
      request.mode === 'real' ? launcher.loginSessionId : null,
      game.identifier,
      game.title,
      engineFor(game),
      request.mode,
      currency,
      launcher.parentOrigin,
      request.mode === 'demo' ? DEMO_START_CENTS : null,
      iso(now),
      openBy,
      openBy,
    );
  return { url: `/provider/play/${token}`, token, expires_at: openBy, mode: request.mode, currency, identifier: game.identifier, engine: engineFor(game) };
}

/**
 * Opens the game page: a launch token works once, within its two minutes. Opening starts the
 * session clock and the idle expiry. Returns null when the link is unknown, used or stale.
 */
export function openSession(ctx: PlatformContext, token: string): SessionRow | null {
  const session = sessionByToken(ctx.db, token);
  const now = ctx.clock.now();
  if (!session || session.opened_at !== null || Date.parse(session.open_by) < now || loginEnded(ctx, session)) return null;
  const changed = ctx.db
    .prepare('UPDATE provider_sessions SET opened_at = ?, expires_at = ? WHERE id = ? AND opened_at IS NULL')
    .run(iso(now), iso(now + IDLE_MS), session.id).changes;
  return changed === 1 ? (sessionByToken(ctx.db, token) as SessionRow) : null;
}

/**
 * Whether a real session's login has ended (signed out, revoked — also by a password reset or from
 * the sessions list —, or expired). Then the session may no longer bet or read the balance; wins
 * and rollbacks of bets already placed still settle. `activity`: the call is play, which keeps the
 * login alive (see `loginStands`). Demo sessions are not bound to a login.
 */
export function loginEnded(ctx: PlatformContext, session: SessionRow, activity = false): boolean {
  if (session.mode !== 'real') return false;
  return session.login_session_id === null || !loginStands(ctx, session.login_session_id, activity);
}

export const LOGIN_ENDED = { code: 'login_ended', message: 'You signed out or your sign-in expired; sign in and launch the game again' } as const;

/** A session the page may play in now: opened, not idle-expired, its login still standing. */
export function liveSession(ctx: PlatformContext, token: string): SessionRow {
  const session = sessionByToken(ctx.db, token);
  if (!session || session.opened_at === null) throw refuse(404, 'session_not_found', 'No such game session');
  if (Date.parse(session.expires_at) < ctx.clock.now()) throw refuse(403, 'session_expired', 'This game session has expired; launch the game again');
  if (loginEnded(ctx, session)) throw refuse(403, LOGIN_ENDED.code, LOGIN_ENDED.message);
  return session;
}

/** The page's view of its session: balance, session clock start and net position (RTS 13C, 2E). */
export interface SessionState {
  mode: 'real' | 'demo';
  currency: string;
  balance_cents: number;
  net_position_cents: number;
  rounds: number;
  started_at: string | null;
  server_time: string;
  expires_at: string;
  /** Real sessions: the free rounds the next round plays, or null (docs/api/provider.md "Free rounds"). */
  freespins?: { id: number; left: number; bet_level_cents: number } | null;
}
